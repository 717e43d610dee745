/// The upload of one version to Firebase Realtime Database, in the layout the app reads:
/// `/<environment>/<version-key>/<locale>/labels/...`, with `1-0-0` as the key of version `1.0.0`.
///
/// The file holds `{ "<locale>": { "labels": <document> }, ... }` in canonical form, to be written at
/// ``remotePath``; ``findings`` holds every pre-flight problem, and an upload with an error must not
/// be written.
public struct UploadBundle: Equatable, Sendable {
  /// The environment the upload is for, such as `production`.
  public let environment: UploadEnvironment
  /// The version uploaded.
  public let version: SemanticVersion
  /// The canonical JSON bytes of the upload.
  public let contents: [UInt8]
  /// Every pre-flight problem: each locale's in locale order, then the size of the write.
  public let findings: [Finding]

  /// The key under each locale that holds its labels.
  public static let labelsKey = "labels"

  /// Lays out the documents for `environment` and checks them against ``FirebaseLimits``.
  public init(documents: LocalizedDocuments, version: SemanticVersion, environment: UploadEnvironment) {
    self.environment = environment
    self.version = version
    var locales: [String: JSONValue] = [:]
    var findings: [Finding] = []
    for locale in documents.locales {
      let document = documents.documents[locale] ?? .null
      locales[locale.rawValue] = .object([Self.labelsKey: document])
      findings += FirebasePreflight.findings(
        for: document, locale: locale,
        at: [environment.rawValue, version.remoteKey, locale.rawValue, Self.labelsKey])
    }
    contents = CanonicalJSONWriter.bytes(.object(locales))
    self.findings = findings + FirebasePreflight.findings(forWriteOf: contents.count)
  }

  /// Where the file is imported in the database: `/production/1-0-0`.
  public var remotePath: String { "/\(environment)/\(version.remoteKey)" }

  /// The file's path below the upload folder: `production/1-0-0.json`.
  public var filePath: String { "\(environment)/\(version.remoteKey).json" }

  /// Whether the upload is free of errors, so that it may be written.
  public var isUploadable: Bool { !findings.contains { $0.severity == .error } }
}
