import Foundation
import LabelsCore
import LabelsKit

/// `LabelsParser publish`: writes every major line to the store, never over an edit it has not seen,
/// verifies what it wrote, then records the publication.
struct PublishCommand: RunnableCommand, Equatable {
  static let name = "publish"
  static let summary = "write every major line to the store, refusing to overwrite edits made there"
  static let help = """
    usage: LabelsParser publish --environment NAME --database URL [--dry-run] [--discard-store-edits]

    Publishes what 'bundle' would upload (after everything bundle checks; see 'LabelsParser
    bundle --help') to Firebase Realtime Database over its REST API:
      1. reads each major line /NAME/v<major> and the record of the last publication,
         /NAME/labels-publication, each with its ETag;
      2. refuses (exit 1), listing each edit (line, locale, JSON Pointer, old and new text,
         content, additive or breaking), when the store was edited since the last publication
         or holds lines this tool has no record of writing: run 'LabelsParser pull' to keep
         the edits, or --discard-store-edits to overwrite them;
      3. writes each line that differs with a conditional PUT (if-match its ETag): each line
         is replaced whole or not at all, and an edit made after the read is never
         overwritten (exit 1, naming it);
      4. reads every written line back and compares it with the upload, allowing for the
         store's normal form (arrays as integer-keyed objects, no nulls or empty nodes);
      5. writes the record last, conditionally too.
    A publish stopped at any point leaves every line whole, old or new; 'LabelsParser status'
    then says which lines are new and the next publish completes the record.
    docs/publishing.md explains each guarantee.

    Credentials come from the environment, never from an argument: LABELS_DATABASE_TOKEN, a
    Google OAuth2 access token ('gcloud auth print-access-token'), sent as Authorization:
    Bearer; or LABELS_DATABASE_SECRET, a legacy database secret, sent as auth=. Neither is
    ever printed.

    Options:
      --environment NAME      the environment, such as staging or production
      --database URL          the database, https://<name>.firebaseio.com (http only on
                              127.0.0.1, ::1 or localhost)
      --dry-run               print the plan per line and locale (labels added, changed,
                              removed) and write nothing
      --discard-store-edits   overwrite edits made in the store, and lines this tool did
                              not write
      --help                  show this help

    Exit codes: 0 published or already in step, 1 a check failed, the store holds edits, or a
    line changed during the publish (the lines written so far are whole), 64 usage error, 65
    bad data, 66 nothing published, 69 the store cannot be reached or keeps failing, 74 I/O
    error, 76 the store's answer is not JSON or too large, 77 the store refused the
    credentials.
    """

  /// The store.
  let target: StoreTarget
  /// Whether to print the plan only.
  let dryRun: Bool
  /// Whether edits made in the store may be overwritten.
  let discardStoreEdits: Bool

  init(arguments: [String]) throws(UsageError) {
    let scanned = try ArgumentScanner(
      arguments, command: Self.self, options: StoreTarget.options,
      flags: ["--dry-run", "--discard-store-edits"])
    target = try StoreTarget(scanned, command: Self.self)
    dryRun = scanned.flags.contains("--dry-run")
    discardStoreEdits = scanned.flags.contains("--discard-store-edits")
  }

  func run(project: LabelsProject, console: Console) throws(CommandFailure) -> ExitCode {
    try run(project: project, console: console, client: target.client())
  }

  /// Runs the command against the store `client` reaches.
  func run(project: LabelsProject, console: Console, client: StoreClient) throws(CommandFailure) -> ExitCode {
    let environment = target.environment
    guard
      let snapshot = try target.snapshot(
        project: project, console: console, client: client, discarding: discardStoreEdits)
    else { return .checkFailed }
    let bundle = snapshot.bundle
    let edited = snapshot.lines.filter(\.holdsEdits)
    if !edited.isEmpty, !discardStoreEdits {
      console.diagnostic(Self.refusal(edited, environment: environment, database: target.database))
      return .checkFailed
    }
    if !edited.isEmpty, !dryRun {
      // What is overwritten stays in the log, so an edit discarded by mistake can be typed again.
      let edits = edited.flatMap(\.edits)
      console.diagnostic(
        Diagnostic(
          .warning,
          "--discard-store-edits: overwriting \(edits.count) difference\(edits.count == 1 ? "" : "s") "
            + "in the store at \(target.database)/\(environment)", notes: edits.map(\.text)))
    }
    let writes = snapshot.lines.filter(\.needsWrite)
    if dryRun {
      for line in snapshot.lines { Self.printPlan(line, environment: environment, console: console) }
      console.reportLine("dry run: nothing was written")
      return .ok
    }
    var written: [String] = []
    for line in writes {
      let tokens = [environment.rawValue, line.key]
      let etag = snapshot.nodes[line.key]?.etag ?? ""
      switch try client.write(line.upload ?? .null, at: tokens, ifMatch: etag) {
      case .written:
        written.append(line.key)
        console.reportLine("wrote /\(environment)/\(line.key): \(Self.counts(line.plan))")
      case .conflict(let now):
        let since = StoreDifference.between(snapshot.nodes[line.key]?.value, now.value, line: line.key)
        console.diagnostic(
          Diagnostic(
            .error,
            "/\(environment)/\(line.key) was changed in the store while publishing; it was not written"
              + (written.isEmpty ? "" : " (written before it, whole: \(written.joined(separator: ", ")))"),
            fix: "run 'LabelsParser status' to see the edit, then 'LabelsParser pull' or publish again",
            notes: since.map(\.text)))
        return .checkFailed
      }
    }
    for key in written {
      let back = try client.read([environment.rawValue, key])
      let expected = snapshot.lines.first { $0.key == key }?.upload
      guard back.value.flatMap(StoreNormalForm.normalized) == expected else {
        console.diagnostic(
          Diagnostic(
            .error,
            "/\(environment)/\(key) does not read back as written; the record was not updated",
            fix: "run 'LabelsParser status' to see the difference",
            notes: StoreDifference.between(expected, back.value, line: key).map(\.text)))
        return .checkFailed
      }
    }
    let commit = Self.commit(project)
    let record = PublicationRecord(publishing: bundle, commit: commit, previous: snapshot.record)
    if record != snapshot.record {
      let path = [environment.rawValue, PublicationRecord.key]
      if case .conflict = try client.write(record.json, at: path, ifMatch: snapshot.recordNode.etag) {
        console.diagnostic(
          Diagnostic(
            .error, "the record /\(environment)/\(PublicationRecord.key) was changed by another publish",
            fix: "run 'LabelsParser status', then publish again"))
        return .checkFailed
      }
    }
    let lines = bundle.lines.map { "\($0.key) (\($0.version), texts of \($0.textVersion))" }
    console.reportLine(
      written.isEmpty && record == snapshot.record
        ? "/\(environment) is in step: \(lines.joined(separator: ", "))"
        : "published /\(environment) from \(commit): \(lines.joined(separator: ", ")); every line read back as written"
    )
    return .ok
  }

  /// The refusal listing the edits made in the store.
  static func refusal(_ lines: [StoreLine], environment: UploadEnvironment, database: DatabaseAddress)
    -> Diagnostic
  {
    let foreign = lines.filter { $0.state == .foreign }.map(\.key)
    let edits = lines.flatMap(\.edits)
    var message = "the store at \(database)/\(environment) "
    message +=
      foreign.isEmpty
      ? "was edited since the last publication (\(edits.count) edit\(edits.count == 1 ? "" : "s"))"
      : "holds line\(foreign.count == 1 ? "" : "s") \(foreign.joined(separator: ", ")) that this tool has no "
        + "record of writing (\(edits.count) difference\(edits.count == 1 ? "" : "s") from the repository)"
    return Diagnostic(
      .error, message + "; nothing was written",
      fix:
        "run 'LabelsParser pull --environment \(environment) --database \(database)' to bring the content edits "
        + "into the defaults, or publish with --discard-store-edits to overwrite them",
      notes: edits.map(\.text))
  }

  /// Prints what publishing would change in one line, locale by locale.
  static func printPlan(_ line: StoreLine, environment: UploadEnvironment, console: Console) {
    guard line.needsWrite else {
      console.reportLine(
        "/\(environment)/\(line.key): no change\(line.state == .recordBehind ? " (record to update)" : "")")
      return
    }
    console.reportLine("/\(environment)/\(line.key): \(line.state.rawValue), \(counts(line.plan))")
    let locales = Array(Set(line.plan.map { $0.locale ?? "" })).sorted()
    for locale in locales {
      console.reportLine("  \(locale): \(counts(line.plan.filter { ($0.locale ?? "") == locale }))")
    }
    for difference in line.plan { console.reportLine("    \(difference.text)") }
  }

  /// `2 labels added, 1 changed, 0 removed`: labels, however many keys hold them.
  static func counts(_ differences: [StoreDifference]) -> String {
    let moved = differences.compactMap(\.labelsAddedOrRemoved)
    let added = moved.filter { $0 > 0 }.reduce(0, +)
    let removed = -moved.filter { $0 < 0 }.reduce(0, +)
    let changed = differences.count - moved.count
    return "\(added) label\(added == 1 ? "" : "s") added, \(changed) changed, \(removed) removed"
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
