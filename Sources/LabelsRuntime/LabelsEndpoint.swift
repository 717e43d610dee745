/// Where the app reads one locale's labels in Firebase Realtime Database:
/// `<environment>/v<major>/<locale>/labels`, the line of its major version, so an app of `1.2.0` reads
/// `v1`. Every version of a major can decode the newest documents of that major, so each line holds
/// the newest texts an app of the major can use (see `docs/publication.md`).
public struct LabelsEndpoint: Equatable, Sendable {
  /// The environment, such as `production`.
  public let environment: String
  /// The schema version the app reads, such as `1.2.0`.
  public let version: String
  /// The locale, such as `pt-BR`.
  public let locale: String

  /// Validates the three names as the tool does: the environment as a Firebase key (non-empty, without
  /// `. $ # [ ] /` or control characters), the version as `MAJOR.MINOR.PATCH` without leading zeros,
  /// the locale as a BCP 47 tag.
  /// - Throws: ``LabelsRuntimeError`` naming the first name that is wrong.
  public init(environment: String, version: String, locale: String) throws(LabelsRuntimeError) {
    guard Self.isFirebaseKey(environment) else { throw .invalidEnvironment(environment) }
    guard Self.isVersion(version) else { throw .invalidVersion(version) }
    guard LocaleTag.isValid(locale) else { throw .invalidLocale(locale) }
    self.environment = environment
    self.version = version
    self.locale = locale
  }

  /// The version as a database key, where `.` is not allowed: `1-2-0` for `1.2.0`. Apps no longer
  /// read this key; see ``lineKey``.
  public var versionKey: String {
    String(version.map { $0 == "." ? "-" : $0 })
  }

  /// The key of the version's major line, `v1` for `1.2.0`; never a bare integer, which the store may
  /// turn into an array index.
  public var lineKey: String {
    "v" + version.prefix { $0 != "." }
  }

  /// The path to read, such as `production/v1/pt-BR/labels`.
  public var path: String {
    "\(environment)/\(lineKey)/\(locale)/labels"
  }

  private static func isFirebaseKey(_ key: String) -> Bool {
    !key.isEmpty
      && key.unicodeScalars.allSatisfy { scalar in
        scalar.value >= 0x20 && scalar.value != 0x7F && !".$#[]/".unicodeScalars.contains(scalar)
      }
  }

  private static func isVersion(_ text: String) -> Bool {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    return parts.count == 3
      && parts.allSatisfy { part in
        (1...9).contains(part.count) && part.allSatisfy { $0.isASCII && $0.isNumber }
          && (part == "0" || !part.hasPrefix("0"))
      }
  }
}
