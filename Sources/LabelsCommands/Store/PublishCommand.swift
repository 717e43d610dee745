import Foundation
import LabelsCore
import LabelsKit

/// `LabelsParser publish`: writes every major line to the store, never over an edit it has not seen,
/// verifies what it wrote, then records the publication.
struct PublishCommand: RunnableCommand, Equatable {
  static let name = "publish"
  static let summary = "write every major line to the store, refusing to overwrite edits made there"
  static let exitCodes: [ExitCode] = [
    .ok, .checkFailed, .usage, .dataError, .noInput, .unavailable, .ioError, .protocolError, .noPermission,
  ]
  static let help = """
    usage: LabelsParser publish --environment NAME --database URL [--rollout PERCENT] [--dry-run] [--discard-store-edits]

    Publishes what 'bundle' would upload (after everything bundle checks; see 'LabelsParser
    bundle --help') to Firebase Realtime Database over its REST API:
      1. reads each major line /NAME/v<major> and the record of the last publication,
         /NAME/labels-publication, each with its ETag;
      2. refuses (exit 1), listing each edit (line, locale, JSON Pointer, old and new text,
         content, additive or breaking), when the store was edited since the last publication
         or holds lines this tool has no record of writing: run 'LabelsParser pull' to keep
         the edits, or --discard-store-edits to overwrite them; when no line and no record is
         found, it reads /NAME and the root (shallow), and refuses a value someone wrote there
         (a text at /NAME, say), which writing a line would replace;
      3. writes each line that differs with a conditional PUT (if-match its ETag): each line
         (its released tree, its control document /NAME/v<major>/rollout, its staged and
         previous trees) is replaced whole or not at all, and an edit made after the read is
         never overwritten (exit 1, naming it); a write whose answer is lost (a timeout, a cut
         connection, a 5xx or a 429) is read back before it is sent again: holding what was
         written, it landed; holding anything else, it is a conflict;
      4. reads every written line back and compares it with the upload, allowing for the
         store's normal form (arrays as integer-keyed objects, no nulls or empty nodes);
      5. writes the record last, conditionally too.
    A publish stopped at any point leaves every line whole, old or new; 'LabelsParser status'
    then says which lines are new and the next publish completes the record.

    Without --rollout the release reaches every install, and the release it replaces is kept
    in the line for 'LabelsParser rollback'. With --rollout PERCENT (a whole number from 0 to
    100) it is staged: apps with staged-release support show it on PERCENT % of installs,
    every other app keeps the released texts; 'rollout', 'promote' and 'rollback' go on from
    there (docs/publishing.md, "Staged releases").
    docs/publishing.md explains each guarantee.

    Credentials come from the environment, never from an argument: LABELS_DATABASE_TOKEN, a
    Google OAuth2 access token ('gcloud auth print-access-token'), sent as Authorization:
    Bearer; or LABELS_DATABASE_SECRET, a legacy database secret, sent as auth=. Neither is
    ever printed.

    Options:
      --environment NAME      the environment, such as staging or production
      --database URL          the database, https://<name>.firebaseio.com (http only on
                              127.0.0.1, ::1 or localhost)
      --rollout PERCENT       stage the release to PERCENT % of installs (default 100: every
                              install)
      --dry-run               print the plan per line and locale (labels added, changed,
                              removed) and write nothing; exit 1 when publish would refuse
      --discard-store-edits   overwrite edits made in the store, and lines (or a value
                              above them) this tool did not write
      --help                  show this help

    Exit codes: 0 published or already in step, 1 a check failed, the store holds edits or a
    value this tool did not write above the lines, or a line changed during the publish (the
    lines written so far are whole), 64 usage error, 65 bad data or an unreadable record of
    the last publication in the store, 66 nothing published, 69 the store cannot be reached
    or keeps failing, 74 I/O error, 76 the store's answer is not JSON, has no ETag, is a
    redirect (never followed) or is too large, 77 the store refused the credentials.
    """

  /// The store.
  let target: StoreTarget
  /// Whether to print the plan only.
  let dryRun: Bool
  /// Whether edits made in the store may be overwritten.
  let discardStoreEdits: Bool
  /// The share of installs to stage the release to; 100 releases it to every one.
  let percent: Int

  init(arguments: [String]) throws(UsageError) {
    let scanned = try ArgumentScanner(
      arguments, command: Self.self, options: StoreTarget.options.union(["--rollout"]),
      flags: ["--dry-run", "--discard-store-edits"])
    target = try StoreTarget(scanned, command: Self.self)
    percent =
      try scanned.values["--rollout"].map { text throws(UsageError) in
        try RolloutCommand.percent(text, option: "--rollout", command: Self.self)
      } ?? 100
    dryRun = scanned.flags.contains("--dry-run")
    discardStoreEdits = scanned.flags.contains("--discard-store-edits")
  }

  func run(project: LabelsProject, console: Console) throws(CommandFailure) -> ExitCode {
    try run(project: project, console: console, client: target.client())
  }

  /// Runs the command against the store `client` reaches.
  func run(project: LabelsProject, console: Console, client: StoreClient) throws(CommandFailure) -> ExitCode {
    guard
      let snapshot = try target.snapshot(
        project: project, console: console, client: client, discarding: discardStoreEdits)
    else { return .checkFailed }
    let commit = Self.commit(project)
    let plan = PublicationPlan(
      snapshot, database: "\(target.database)", discarding: discardStoreEdits, percent: percent,
      commit: commit)
    if dryRun {
      for line in plan.dryRunReport { console.reportLine(line) }
    }
    if let refusal = plan.refusal {
      console.diagnostic(refusal)
      return .checkFailed
    }
    if let problem = plan.writes.lazy.compactMap({
      $0.sizeProblem(environment: target.environment, serving: target.database.isServed)
    }).first {
      console.diagnostic(problem)
      return .checkFailed
    }
    if dryRun { return .ok }
    if let warning = plan.discardWarning { console.diagnostic(warning) }
    var written: [String] = []
    for write in plan.writes {
      switch try client.write(write.value, at: write.tokens, ifMatch: write.ifMatch) {
      case .written:
        written.append(write.key)
        console.reportLine(plan.written(write))
      case .conflict(let now):
        console.diagnostic(plan.conflict(write, now: now.value, writtenBefore: written))
        return .checkFailed
      }
    }
    for key in written {
      if let problem = plan.readBackProblem(key, try client.read([target.environment.rawValue, key]).value) {
        console.diagnostic(problem)
        return .checkFailed
      }
    }
    let recordWrite = plan.recordWrite(plan.record)
    if let write = recordWrite,
      case .conflict = try client.write(write.value, at: write.tokens, ifMatch: write.ifMatch)
    {
      console.diagnostic(plan.recordConflict)
      return .checkFailed
    }
    console.reportLine(plan.summary(written: written, recordWritten: recordWrite != nil))
    return .ok
  }

  /// The commit published from, with `-dirty` when `Exports/` has changes not committed, or `unknown`
  /// outside git.
  static func commit(_ project: LabelsProject) -> String {
    let git = Git(folder: project.root)
    guard
      let head = try? git.text(["rev-parse", "--verify", "HEAD"]).trimmingCharacters(
        in: .whitespacesAndNewlines),
      !head.isEmpty
    else { return "unknown" }
    let changes = try? git.text(["status", "--porcelain", "--", "Exports"])
    return changes?.isEmpty == false ? head + "-dirty" : head
  }
}
