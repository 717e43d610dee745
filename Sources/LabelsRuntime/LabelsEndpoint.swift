import LabelsCore

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

  /// Validates the three names as the tool does: the environment as a Firebase key (``FirebaseKey``),
  /// the version as a ``SemanticVersion``, the locale as a ``LocaleIdentifier``.
  /// - Throws: ``LabelsRuntimeError`` naming the first name that is wrong.
  public init(environment: String, version: String, locale: String) throws(LabelsRuntimeError) {
    guard FirebaseKey.problem(environment) == nil else { throw .invalidEnvironment(environment) }
    guard let semanticVersion = try? SemanticVersion(version) else { throw .invalidVersion(version) }
    guard LocaleIdentifier.isValid(locale) else { throw .invalidLocale(locale) }
    self.environment = environment
    self.version = version
    self.locale = locale
    versionKey = semanticVersion.remoteKey
    lineKey = semanticVersion.lineKey
  }

  /// The version as a database key, where `.` is not allowed: `1-2-0` for `1.2.0`. Apps no longer
  /// read this key; see ``lineKey``.
  public let versionKey: String

  /// The key of the version's major line, `v1` for `1.2.0`; never a bare integer, which the store may
  /// turn into an array index.
  public let lineKey: String

  /// The path to read, such as `production/v1/pt-BR/labels`.
  public var path: String {
    "\(environment)/\(lineKey)/\(locale)/labels"
  }
}
