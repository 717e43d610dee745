import LabelsCore

/// The upload of every major line to Firebase Realtime Database, in the layout the app reads:
/// `/<environment>/v<major>/<locale>/labels/...`, where an app of version `1.2.0` reads the line `v1`.
///
/// The file holds `{ "v1": { "<locale>": { "labels": <document> }, ... }, "v2": ... }` in canonical form,
/// to be imported at ``remotePath``; ``findings`` holds every pre-flight problem, and an upload with an
/// error must not be written. See ``MajorLinePublication`` for what each line holds.
package struct UploadBundle: Equatable, Sendable {
  /// The environment the upload is for, such as `production`.
  package let environment: UploadEnvironment
  /// The newest version uploaded, whose texts every line carries.
  package let version: SemanticVersion
  /// The lines uploaded, in ascending order of major.
  package let lines: [PublishedLine]
  /// The lines as uploaded, `{ "v1": { "<locale>": { "labels": <document> } }, ... }`: the node at
  /// ``remotePath``.
  package let tree: JSONValue
  /// The canonical JSON bytes of the upload.
  package let contents: [UInt8]
  /// Every pre-flight problem: each line's in ascending order of major and, within it, each locale's in
  /// locale order; then the size of the write. A problem in an older line names the line in its message.
  package let findings: [Finding]
  /// Where the file is imported in the database: `/production`.
  package let remotePath: String
  /// The file's path below the upload folder: `production.json`.
  package let filePath: String

  /// The key under each locale that holds its labels.
  package static let labelsKey = "labels"

  /// Lays out every line for `environment` and checks each locale's document at its full path,
  /// `[environment, "v1", locale, "labels"]`, and the whole file's size against ``FirebaseLimits``.
  package init(lines publication: MajorLinePublication, environment: UploadEnvironment) {
    self.environment = environment
    version = publication.newest.version
    lines = publication.lines
    var tree: [String: JSONValue] = [:]
    var findings: [Finding] = []
    for line in publication.lines {
      let (locales, lineFindings) = Self.layOut(line.documents, under: [environment.rawValue, line.key])
      tree[line.key] = .object(locales)
      findings += line.isProjected ? lineFindings.map { Self.naming(line, in: $0) } : lineFindings
      findings += FirebasePreflight.findings(
        forLine: line.key, of: CanonicalJSONWriter.bytes(.object(locales)).count)
    }
    self.tree = .object(tree)
    contents = CanonicalJSONWriter.bytes(self.tree)
    self.findings = findings + FirebasePreflight.findings(forWriteOf: contents.count)
    remotePath = "/\(environment)"
    filePath = "\(environment).json"
  }

  /// Whether the upload is free of errors, so that it may be written.
  package var isUploadable: Bool { !findings.contains { $0.severity == .error } }

  /// `{ "<locale>": { "labels": <document> } }` and the pre-flight problems of each document at
  /// `prefix + [locale, "labels"]`, in locale order.
  private static func layOut(_ documents: LocalizedDocuments, under prefix: [String])
    -> (locales: [String: JSONValue], findings: [Finding])
  {
    var locales: [String: JSONValue] = [:]
    var findings: [Finding] = []
    for locale in documents.locales {
      let document = documents.documents[locale] ?? .null
      locales[locale.rawValue] = .object([labelsKey: document])
      findings += FirebasePreflight.findings(
        for: document, locale: locale, at: prefix + [locale.rawValue, labelsKey])
    }
    return (locales, findings)
  }

  /// A finding of an older line, its message saying which line and version it is in, since the locale
  /// and pointer alone would point at the newest version's document.
  private static func naming(_ line: PublishedLine, in finding: Finding) -> Finding {
    Finding(
      rule: finding.rule, severity: finding.severity, locale: finding.locale, path: finding.path,
      message:
        "in line \(line.key) (\(line.version) with the texts of \(line.textVersion)): \(finding.message)")
  }
}
