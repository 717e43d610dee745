import LabelsCore
import LabelsKit

/// What `rollout`, `promote`, `rollback`, `halt` and `resume` share: their options (`--environment`,
/// `--database`, `--line vN`, `--discard-store-edits`) and their run. The run reads the publication
/// record and the lines it names (or the one of `--line`), plans the command (``ReleasePlan``), writes
/// each line that changes with one conditional `PUT`, reads it back, then writes the record. It needs
/// no exports, no build of the labels and no checkout of an older commit: each line holds what the
/// command needs.
struct ReleaseRun: Equatable, Sendable {
  /// The store.
  let target: StoreTarget
  /// The one line to act on, `v1`, or `nil` for every line of the record.
  let line: String?
  /// Whether edits made in the store may be dropped.
  let discardStoreEdits: Bool

  /// The options every such command takes.
  static let options = StoreTarget.options.union(["--line"])

  /// The options' help, the same for each command.
  static let optionsHelp = """
      --environment NAME      the environment, such as staging or production
      --database URL          the database, https://<name>.firebaseio.com (http only on
                              127.0.0.1, ::1 or localhost)
      --line vN               act on the line vN only (default: every line of the
                              environment's publication record, each one conditional write;
                              the lines are not atomic together)
      --discard-store-edits   drop a tree edited in the store that the command removes, or
                              write anew a control document that cannot be read
      --help                  show this help
    """

  /// The exit codes every such command may end with.
  static let exitCodes: [ExitCode] = [
    .ok, .checkFailed, .usage, .dataError, .noInput, .unavailable, .protocolError, .noPermission,
  ]

  /// The exit codes' help, the same for each command.
  static let exitCodesHelp = """
    Exit codes: 0 done or nothing to do, 1 refused (nothing written; a control document that
    cannot be read too) or a line changed in the store during the command (the lines written
    before it are whole; 'LabelsParser status' names them), 64 usage error, 65 an unreadable
    record, 66 the environment has no publication record, 69 the store cannot be reached or
    keeps failing, 76 the store's answer is not JSON, has no ETag, is a redirect (never
    followed) or is too large, 77 the store refused the credentials.
    """

  /// A command's help: its `usage` line, `description` (what it does), then the credentials, options
  /// and exit codes every such command shares.
  static func help(usage: String, _ description: String) -> String {
    """
    \(usage)

    \(description)

    Credentials as for publish: LABELS_DATABASE_TOKEN or LABELS_DATABASE_SECRET, from the
    environment, never printed. docs/publishing.md, "Staged releases", walks through a release.

    Options:
    \(optionsHelp)

    \(exitCodesHelp)
    """
  }

  /// Reads the options shared by the commands from `scanned`, allowing `positionals` arguments.
  init(_ scanned: ArgumentScanner, command: any RunnableCommand.Type, positionals: Int = 0) throws(UsageError)
  {
    target = try StoreTarget(scanned, command: command, positionals: positionals)
    discardStoreEdits = scanned.flags.contains("--discard-store-edits")
    if let line = scanned.values["--line"] {
      guard line.first == "v", let major = Int(line.dropFirst()), major >= 0, "v\(major)" == line else {
        throw UsageError("--line takes a line key such as v1, not '\(line)'", command: command)
      }
      self.line = line
    } else {
      line = nil
    }
  }

  /// Runs `command` against the store `client` reaches, printing what each line did.
  func run(_ command: LineCommand, console: Console, client: StoreClient) throws(CommandFailure) -> ExitCode {
    let environment = target.environment
    let name = environment.rawValue
    let recordNode = try client.read([name, PublicationRecord.key])
    guard let value = recordNode.value else {
      throw CommandFailure(
        .noInput,
        "/\(environment) has no publication record at \(target.database): nothing was published there "
          + "with 'LabelsParser publish'")
    }
    let record: PublicationRecord
    do throws(StoreRecordError) {
      record = try PublicationRecord(json: value)
    } catch {
      throw CommandFailure(.dataError, "\(error) (at /\(name)/\(PublicationRecord.key) in the store)")
    }
    let keys = record.lines.keys.sorted { (Int($0.dropFirst()) ?? 0) < (Int($1.dropFirst()) ?? 0) }
    if let line, !keys.contains(line) {
      throw CommandFailure(
        .noInput,
        "/\(environment)/\(line) was never published (the record has \(keys.joined(separator: ", ")))")
    }
    var lines: [(reading: LineReading, etag: String)] = []
    for key in keys where line == nil || line == key {
      let node = try client.read([name, key])
      lines.append((LineReading(key: key, node: node.value, entry: record.lines[key]), node.etag))
    }
    let plan = ReleasePlan(
      command, environment: environment, lines: lines, record: record, recordNode: recordNode,
      discarding: discardStoreEdits)
    if let refusal = plan.refusal
      ?? plan.writes.lazy.compactMap({
        $0.sizeProblem(environment: environment, serving: target.database.isServed)
      }).first
    {
      console.diagnostic(refusal)
      return .checkFailed
    }
    var written: [String] = []
    for write in plan.writes {
      switch try client.write(write.value, at: write.tokens, ifMatch: write.ifMatch) {
      case .written:
        written.append(write.key)
      case .conflict(let now):
        let read = lines.first { $0.reading.key == write.key }?.reading.store.json
        console.diagnostic(plan.conflict(write, read: read, now: now.value, writtenBefore: written))
        return .checkFailed
      }
      let back = try client.read(write.tokens).value
      guard back.flatMap(StoreNormalForm.normalized) == write.value else {
        console.diagnostic(
          Diagnostic(
            .error, "/\(environment)/\(write.key) does not read back as written; the record was not updated",
            fix: "run 'LabelsParser status' to see the difference"))
        return .checkFailed
      }
      if let step = plan.steps.first(where: { $0.key == write.key }) { console.reportLine(plan.report(step)) }
    }
    if let recordWrite = plan.recordWrite,
      case .conflict = try client.write(
        recordWrite.value, at: recordWrite.tokens, ifMatch: recordWrite.ifMatch)
    {
      console.diagnostic(plan.recordConflict)
      return .checkFailed
    }
    for step in plan.steps where step.action != .write { console.reportLine(plan.report(step)) }
    return .ok
  }
}
