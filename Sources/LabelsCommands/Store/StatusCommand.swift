import LabelsCore
import LabelsKit

/// `LabelsParser status`: how the store differs from what the repository would publish.
struct StatusCommand: RunnableCommand, Equatable {
  static let name = "status"
  static let summary = "say how the store differs from what the repository would publish"
  static let exitCodes: [ExitCode] = [
    .ok, .checkFailed, .usage, .dataError, .noInput, .unavailable, .ioError, .protocolError, .noPermission,
  ]
  static let help = """
    usage: LabelsParser status --environment NAME --database URL [--format text|json|github]

    Reads each major line /NAME/v<major> and the record of the last publication from
    Firebase Realtime Database, and compares them with what 'publish' would write. Each line
    is one of:
      in-step        the store holds what the repository would publish
      behind         the repository has changes not yet published (listed)
      unpublished    the line was never published
      edited         the store was edited since the last publication (each edit listed:
                     locale, JSON Pointer, old and new text, content, additive or breaking)
      foreign        the store holds a line this tool has no record of writing, or a value
                     someone wrote above the lines (a text at /NAME or at the root),
                     which publishing would replace
      record-behind  the store holds what the repository would publish, but the record does
                     not: a publish was stopped after writing the line; publish again
    The comparison allows for the store's normal form (arrays as integer-keyed objects, no
    nulls or empty nodes). Credentials as for publish: LABELS_DATABASE_TOKEN or
    LABELS_DATABASE_SECRET, from the environment.

    Options:
      --environment NAME   the environment, such as staging or production
      --database URL       the database, https://<name>.firebaseio.com (http only on
                           127.0.0.1, ::1 or localhost)
      --format FORMAT      text (default), json (one document on stdout) or github
                           (workflow commands: an error per store edit, a notice per change
                           not yet published)
      --help               show this help

    Exit codes: 0 every line in step, 1 a line differs (or the exports fail bundle's checks),
    64 usage error, 65 bad data or an unreadable record of the last publication in the store,
    66 nothing published, 69 the store cannot be reached or keeps failing, 74 I/O error, 76
    the store's answer is not JSON, has no ETag, is a redirect (never followed) or is too
    large, 77 the store refused the credentials.
    """

  /// The store.
  let target: StoreTarget
  /// How the differences are printed.
  let format: DiagnosticFormat

  init(arguments: [String]) throws(UsageError) {
    let scanned = try ArgumentScanner(
      arguments, command: Self.self, options: StoreTarget.options.union(["--format"]), flags: [])
    target = try StoreTarget(scanned, command: Self.self)
    let formatName = scanned.values["--format"] ?? DiagnosticFormat.text.rawValue
    guard let format = DiagnosticFormat(rawValue: formatName) else {
      throw UsageError("unknown format '\(formatName)'; use text, json or github", command: Self.self)
    }
    self.format = format
  }

  func run(project: LabelsProject, console: Console) throws(CommandFailure) -> ExitCode {
    try run(project: project, console: console, client: target.client())
  }

  /// Runs the command against the store `client` reaches.
  func run(project: LabelsProject, console: Console, client: StoreClient) throws(CommandFailure) -> ExitCode {
    guard let lines = try target.snapshot(project: project, console: console, client: client)?.lines else {
      return .checkFailed
    }
    let report = StoreStatusReport(environment: target.environment, lines: lines)
    switch format {
    case .text:
      for line in report.textLines { console.reportLine(line) }
    case .json:
      console.write(
        LogText.escaped(json: String(decoding: CanonicalJSONWriter.bytes(report.json), as: UTF8.self)))
    case .github:
      for diagnostic in report.diagnostics { console.output(diagnostic.githubCommand) }
    }
    return report.inStep ? .ok : .checkFailed
  }
}
