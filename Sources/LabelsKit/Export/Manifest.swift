import LabelsCore

/// The summary of one published version (`manifest.json`): the version, the base locale, the locales,
/// how many labels each holds, and the alias table the app resolves languages with.
public struct Manifest: Equatable, Sendable {
  /// The schema version.
  public let version: SemanticVersion
  /// The locale the others are translated from.
  public let baseLocale: LocaleIdentifier
  /// The number of labels (strings) in each locale.
  public let labelCounts: [LocaleIdentifier: Int]
  /// Locales to load for languages without their own; written as `aliases` only when not empty.
  public let aliases: [LocaleIdentifier: LocaleIdentifier]

  /// Creates a manifest.
  public init(
    version: SemanticVersion, baseLocale: LocaleIdentifier, labelCounts: [LocaleIdentifier: Int],
    aliases: [LocaleIdentifier: LocaleIdentifier] = [:]
  ) {
    self.version = version
    self.baseLocale = baseLocale
    self.labelCounts = labelCounts
    self.aliases = aliases
  }

  /// Describes a set of documents at a version.
  public init(
    version: SemanticVersion, documents: LocalizedDocuments, baseLocale: LocaleIdentifier,
    aliases: [LocaleIdentifier: LocaleIdentifier] = [:]
  ) {
    self.init(
      version: version,
      baseLocale: baseLocale,
      labelCounts: documents.documents.mapValues(\.labelCount),
      aliases: aliases
    )
  }

  /// The manifest as a JSON document.
  public var json: JSONValue {
    var members: [String: JSONValue] = [
      "version": .string(version.description),
      "baseLocale": .string(baseLocale.rawValue),
      "locales": .array(labelCounts.keys.sorted().map { .string($0.rawValue) }),
      "labelCounts": .object(
        Dictionary(uniqueKeysWithValues: labelCounts.map { ($0.key.rawValue, .number(String($0.value))) })
      ),
    ]
    if !aliases.isEmpty {
      members["aliases"] = .object(
        Dictionary(uniqueKeysWithValues: aliases.map { ($0.key.rawValue, .string($0.value.rawValue)) }))
    }
    return .object(members)
  }

  /// Reads a manifest document.
  /// - Throws: ``ManifestError`` naming the member that is missing or malformed.
  public init(json: JSONValue) throws(ManifestError) {
    guard case .object(let members) = json else { throw .notAnObject }
    guard case .string(let versionText) = members["version"] else { throw .missingMember("version") }
    guard case .string(let baseText) = members["baseLocale"] else { throw .missingMember("baseLocale") }
    guard case .object(let counts) = members["labelCounts"] else { throw .missingMember("labelCounts") }
    var labelCounts: [LocaleIdentifier: Int] = [:]
    for (locale, count) in counts {
      guard case .number(let text) = count, let number = Int(text), number >= 0 else {
        throw .malformedMember("labelCounts/\(locale)")
      }
      do {
        labelCounts[try LocaleIdentifier(locale)] = number
      } catch {
        throw .invalidIdentifier(error)
      }
    }
    var aliases: [LocaleIdentifier: LocaleIdentifier] = [:]
    if let table = members["aliases"] {
      guard case .object(let entries) = table else { throw .missingMember("aliases") }
      for (alias, target) in entries.sorted(by: { $0.key < $1.key }) {
        guard case .string(let targetText) = target, let key = try? LocaleIdentifier(alias),
          let value = try? LocaleIdentifier(targetText)
        else {
          throw .malformedAlias("aliases/\(alias)")
        }
        aliases[key] = value
      }
    }
    do throws(IdentifierError) {
      self.init(
        version: try SemanticVersion(versionText),
        baseLocale: try LocaleIdentifier(baseText),
        labelCounts: labelCounts,
        aliases: aliases
      )
    } catch {
      throw .invalidIdentifier(error)
    }
  }
}
