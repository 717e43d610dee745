/// The summary of one published version (`manifest.json`): the version, the base locale, the locales,
/// how many labels each holds, and the alias table the app resolves languages with.
///
/// The one reader of the manifest, for the tool and the runtime alike. The locales are the keys of
/// `labelCounts`; the `locales` member must list exactly those, sorted, as export writes it.
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

  /// Every locale, sorted as the `locales` member lists them.
  public var locales: [LocaleIdentifier] { labelCounts.keys.sorted() }

  /// The manifest as a JSON document.
  public var json: JSONValue {
    var members: [String: JSONValue] = [
      "version": .string(version.description),
      "baseLocale": .string(baseLocale.rawValue),
      "locales": .array(locales.map { .string($0.rawValue) }),
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

  /// Reads a manifest strictly from its bytes; a repeated key anywhere makes it unreadable rather
  /// than ambiguous.
  /// - Throws: ``ManifestError`` naming what is wrong.
  public init(bytes: [UInt8]) throws(ManifestError) {
    let read: (value: JSONValue, duplicates: Set<JSONPointer>)
    do {
      read = try StrictJSONReader.readRecordingDuplicates(bytes)
    } catch {
      throw .malformedJSON(error)
    }
    if let repeated = read.duplicates.min() { throw .repeatedKey(repeated) }
    try self.init(json: read.value)
  }

  /// Reads a manifest document.
  /// - Throws: ``ManifestError`` naming the member that is missing or malformed.
  public init(json: JSONValue) throws(ManifestError) {
    guard case .object(let members) = json else { throw .notAnObject }
    let versionText = try Self.string(members, "version")
    let baseText = try Self.string(members, "baseLocale")
    guard let listed = members["locales"] else { throw .missingMember(JSONPointer(["locales"])) }
    guard case .array(let listedItems) = listed else { throw .wrongType(JSONPointer(["locales"])) }
    var locales: [String] = []
    for (index, item) in listedItems.enumerated() {
      guard case .string(let text) = item else { throw .wrongType(JSONPointer(["locales", String(index)])) }
      locales.append(text)
    }
    guard let countsValue = members["labelCounts"] else { throw .missingMember(JSONPointer(["labelCounts"])) }
    guard case .object(let counts) = countsValue else { throw .wrongType(JSONPointer(["labelCounts"])) }
    var labelCounts: [LocaleIdentifier: Int] = [:]
    for (locale, count) in counts.sorted(by: { $0.key < $1.key }) {
      guard case .number(let text) = count, let number = Int(text), number >= 0 else {
        throw .invalidMember(JSONPointer(["labelCounts", locale]), rule: "a non-negative integer")
      }
      labelCounts[try Self.locale(locale)] = number
    }
    guard locales == labelCounts.keys.sorted().map(\.rawValue) else {
      throw .invalidMember(JSONPointer(["locales"]), rule: "the keys of /labelCounts, sorted")
    }
    var aliases: [LocaleIdentifier: LocaleIdentifier] = [:]
    if let table = members["aliases"] {
      guard case .object(let entries) = table else { throw .wrongType(JSONPointer(["aliases"])) }
      for (alias, target) in entries.sorted(by: { $0.key < $1.key }) {
        guard case .string(let targetText) = target else {
          throw .wrongType(JSONPointer(["aliases", alias]))
        }
        aliases[try Self.locale(alias)] = try Self.locale(targetText)
      }
    }
    let version: SemanticVersion
    do {
      version = try SemanticVersion(versionText)
    } catch {
      throw .invalidIdentifier(error)
    }
    self.init(
      version: version, baseLocale: try Self.locale(baseText), labelCounts: labelCounts, aliases: aliases)
  }

  private static func locale(_ text: String) throws(ManifestError) -> LocaleIdentifier {
    do {
      return try LocaleIdentifier(text)
    } catch {
      throw .invalidIdentifier(error)
    }
  }

  private static func string(_ members: [String: JSONValue], _ name: String) throws(ManifestError) -> String {
    guard let value = members[name] else { throw .missingMember(JSONPointer([name])) }
    guard case .string(let text) = value else { throw .wrongType(JSONPointer([name])) }
    return text
  }
}
