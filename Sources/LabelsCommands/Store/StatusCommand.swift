import LabelsCore
import LabelsKit

/// `LabelsParser status`: how the store differs from what the repository would publish.
struct StatusCommand: RunnableCommand, Equatable {
  static let name = "status"
  static let summary = "say how the store differs from what the repository would publish"
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
      foreign        the store holds a line this tool has no record of writing
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
    64 usage error, 65 bad data, 66 nothing published, 69 the store cannot be reached or
    keeps failing, 74 I/O error, 76 the store's answer is not JSON or too large, 77 the
    store refused the credentials.
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
    let environment = target.environment
    guard let lines = try target.snapshot(project: project, console: console, client: client)?.lines else {
      return .checkFailed
    }
    let inStep = lines.allSatisfy { $0.state == .inStep }
    switch format {
    case .text:
      for line in lines {
        console.reportLine("/\(environment)/\(line.key): \(Self.sentence(line))")
        for edit in line.edits { console.reportLine("  edit: \(edit.text)") }
        for change in line.unpublished { console.reportLine("  unpublished: \(change.text)") }
      }
      console.reportLine(
        inStep
          ? "/\(environment) is in step with the repository"
          : "/\(environment) differs from the repository: \(lines.filter { $0.state != .inStep }.count) of "
            + "\(lines.count) lines")
    case .json:
      console.write(
        LogText.escaped(
          json: String(
            decoding: CanonicalJSONWriter.bytes(Self.json(lines, environment: environment, inStep: inStep)),
            as: UTF8.self)))
    case .github:
      for line in lines {
        for diagnostic in Self.diagnostics(line, environment: environment) {
          console.output(diagnostic.githubCommand)
        }
      }
    }
    return inStep ? .ok : .checkFailed
  }

  /// `1 edit`, `2 edits`.
  private static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }

  /// What a line's state means, in a few words.
  static func sentence(_ line: StoreLine) -> String {
    switch line.state {
    case .inStep: "in step"
    case .behind:
      "behind: \(count(line.unpublished.count, "change")) in the repository not yet published"
    case .unpublished: "unpublished: never written by publish"
    case .edited: "edited: \(count(line.edits.count, "edit")) in the store since the last publication"
    case .foreign:
      "foreign: holds a line this tool has no record of writing (\(count(line.edits.count, "difference")))"
    case .recordBehind:
      "record-behind: holds what the repository would publish, but the record was not updated (a publish "
        + "was stopped); publish again"
    }
  }

  /// One document for `--format json`.
  static func json(_ lines: [StoreLine], environment: UploadEnvironment, inStep: Bool) -> JSONValue {
    .object([
      "environment": .string(environment.rawValue),
      "inStep": .bool(inStep),
      "lines": .array(
        lines.map { line in
          .object([
            "line": .string(line.key), "state": .string(line.state.rawValue),
            "edits": .array(line.edits.map(\.json)), "unpublished": .array(line.unpublished.map(\.json)),
          ])
        }),
    ])
  }

  /// The workflow commands of a line: an error per edit, a warning for a record behind, a notice per
  /// change not yet published.
  static func diagnostics(_ line: StoreLine, environment: UploadEnvironment) -> [Diagnostic] {
    let edits = line.edits.map {
      Diagnostic(.error, rule: "store-\(line.state.rawValue)", "/\(environment)/\($0.text)")
    }
    let unpublished = line.unpublished.map {
      Diagnostic(.notice, rule: "store-unpublished", "/\(environment)/\($0.text)")
    }
    let record =
      line.state == .recordBehind
      ? [Diagnostic(.warning, rule: "store-record-behind", "/\(environment)/\(line.key): \(sentence(line))")]
      : []
    return edits + record + unpublished
  }
}
