import LabelsCore

/// What `publish` does with a store read once (``StoreSnapshot``), decided before anything is written:
/// whether edits made in the store refuse it, the conditional writes of the lines that differ (each
/// naming the ETag it was read with), what a write conflict or a read-back mismatch says, and the
/// record written last. The command line only sends the writes and prints.
package struct PublicationPlan: Equatable, Sendable {
  /// One conditional write: the value to put at a path if the node's ETag is still the one read.
  package struct Write: Equatable, Sendable {
    /// The line's key, `v1`, or ``PublicationRecord/key``.
    package let key: String
    /// The path in the store: the environment, then the key.
    package let tokens: [String]
    /// The value written whole.
    package let value: JSONValue
    /// The ETag the node was read with; the write is refused when the node changed since.
    package let ifMatch: String

    /// The error when the write is over what the store takes in one request (``FirebasePreflight``),
    /// `serving` for `serve --store`'s own limit.
    package func sizeProblem(environment: UploadEnvironment, serving: Bool) -> Diagnostic? {
      FirebasePreflight.lineWriteProblem(
        key, environment: environment, byteCount: CanonicalJSONWriter.bytes(value).count, serving: serving)
    }
  }

  /// The store as read.
  package let snapshot: StoreSnapshot
  /// The database, as messages name it.
  package let database: String
  /// Whether edits made in the store are to be overwritten.
  package let discarding: Bool
  /// The share of installs the release is staged to; 100 releases it to every install.
  package let percent: Int
  /// The repository commit published from.
  package let commit: String
  /// What the publish does to each line, in ascending order of major.
  package let steps: [LineStep]

  /// Plans publishing `snapshot.bundle` from `commit` over `snapshot` to `database`, to `percent` of
  /// installs (100: to every one); with `discarding`, over any edit made in the store.
  package init(
    _ snapshot: StoreSnapshot, database: String, discarding: Bool, percent: Int = 100,
    commit: String = "unknown"
  ) {
    self.snapshot = snapshot
    self.database = database
    self.discarding = discarding
    self.percent = percent
    self.commit = commit
    let versions = Dictionary(uniqueKeysWithValues: snapshot.bundle.lines.map { ($0.key, $0) })
    steps = snapshot.lines.map { line in
      let published = versions[line.key]
      let release = LineRelease(
        id: LineRelease.id(of: line.upload), version: published?.version ?? snapshot.bundle.version,
        textVersion: published?.textVersion ?? snapshot.bundle.version, commit: commit)
      return LineStep(
        .publish(tree: line.upload ?? .null, release: release, percent: percent), reading: line.reading,
        etag: snapshot.nodes[line.key]?.etag ?? "", discarding: discarding)
    }
  }

  /// The environment published to.
  package var environment: UploadEnvironment { snapshot.bundle.environment }

  /// The lines that hold edits made in the store, or lines this tool did not write.
  package var edited: [StoreLine] { snapshot.lines.filter(\.holdsEdits) }

  /// The refusal listing the edits, when the store holds some and they are not to be discarded.
  package var refusal: Diagnostic? {
    let lines = edited
    guard !lines.isEmpty, !discarding else {
      return steps.lazy.compactMap { step in step.refusal(environment: environment) }.first
    }
    if let foreign = snapshot.foreign {
      return Diagnostic(
        .error,
        "the store at \(database) holds a value at \(foreign.path) where the lines of /\(environment) "
          + "should be; nothing was written",
        fix: "move or remove that value in the store, or publish with --discard-store-edits to replace it",
        notes: [foreign.text])
    }
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

  /// The warning that lists what a publish with `--discard-store-edits` overwrites, so that an edit
  /// discarded by mistake can be typed again; `nil` when nothing is discarded.
  package var discardWarning: Diagnostic? {
    let lines = edited
    guard discarding, !lines.isEmpty else { return nil }
    if let foreign = snapshot.foreign {
      return Diagnostic(
        .warning, "--discard-store-edits: replacing the value at \(foreign.path) in the store at \(database)",
        notes: [foreign.text])
    }
    let edits = lines.flatMap(\.edits)
    return Diagnostic(
      .warning,
      "--discard-store-edits: overwriting \(edits.count) difference\(edits.count == 1 ? "" : "s") "
        + "in the store at \(database)/\(environment)", notes: edits.map(\.text))
  }

  /// The lines to write, in ascending order of major, each whole and if its node is still as read.
  package var writes: [Write] {
    steps.compactMap { step in
      guard step.action == .write, let line = step.line else { return nil }
      return Write(
        key: step.key, tokens: [environment.rawValue, step.key], value: line, ifMatch: step.ifMatch)
    }
  }

  /// `--dry-run`'s report: per line, what publishing would change, locale by locale, then that
  /// nothing was written.
  package var dryRunReport: [String] {
    zip(snapshot.lines, steps).flatMap(planLines) + ["dry run: nothing was written"]
  }

  /// What publishing would change in one line, locale by locale.
  private func planLines(_ line: StoreLine, _ step: LineStep) -> [String] {
    guard step.action == .write else {
      let record = step.entry == nil ? "" : " (record to update)"
      return ["/\(environment)/\(line.key): no change\(record): \(step.summary)"]
    }
    let locales = Array(Set(line.plan.map { $0.locale ?? "" })).sorted()
    return ["/\(environment)/\(line.key): \(line.state.rawValue), \(step.summary), \(Self.counts(line.plan))"]
      + locales.map { locale in
        "  \(locale): \(Self.counts(line.plan.filter { ($0.locale ?? "") == locale }))"
      }
      + line.plan.map { "    \($0.text)" }
  }

  /// The line printed once `write` is written.
  package func written(_ write: Write) -> String {
    let plan = snapshot.lines.first { $0.key == write.key }?.plan ?? []
    let summary = steps.first { $0.key == write.key }?.summary ?? ""
    return "wrote /\(environment)/\(write.key): \(summary); \(Self.counts(plan))"
  }

  /// The error for a line changed in the store after it was read (`now` is what it holds), with the
  /// lines written before it, which are whole.
  package func conflict(_ write: Write, now: JSONValue?, writtenBefore: [String]) -> Diagnostic {
    Diagnostic(
      .error,
      "/\(environment)/\(write.key) was changed in the store while publishing; it was not written"
        + (writtenBefore.isEmpty
          ? "" : " (written before it, whole: \(writtenBefore.joined(separator: ", ")))"),
      fix: "run 'LabelsParser status' to see the edit, then 'LabelsParser pull' or publish again",
      notes: StoreDifference.between(snapshot.nodes[write.key]?.value, now, line: write.key).map(\.text))
  }

  /// The error when the line `key`, read back as `value`, is not what was written, allowing for the
  /// store's normal form; `nil` when it is.
  package func readBackProblem(_ key: String, _ value: JSONValue?) -> Diagnostic? {
    let expected = steps.first { $0.key == key }?.line
    guard value.flatMap(StoreNormalForm.normalized) != expected else { return nil }
    return Diagnostic(
      .error,
      "/\(environment)/\(key) does not read back as written; the record was not updated",
      fix: "run 'LabelsParser status' to see the difference",
      notes: LineReading.edits(
        from: LineDocument(node: expected), to: LineDocument(node: value), line: key
      ).map(\.text))
  }

  /// The record of this publication, over the one read: each line's new entry.
  package var record: PublicationRecord {
    var lines = snapshot.record?.lines ?? [:]
    for step in steps { if let entry = step.entry { lines[step.key] = entry } }
    return PublicationRecord(lines: lines)
  }

  /// The write of `record`, last and conditional too; `nil` when the store holds it already.
  package func recordWrite(_ record: PublicationRecord) -> Write? {
    guard record != snapshot.record else { return nil }
    return Write(
      key: PublicationRecord.key, tokens: snapshot.recordTokens, value: record.json,
      ifMatch: snapshot.recordNode.etag)
  }

  /// The error when the record changed after it was read.
  package var recordConflict: Diagnostic {
    Diagnostic(
      .error, "the record /\(environment)/\(PublicationRecord.key) was changed by another publish",
      fix: "run 'LabelsParser status', then publish again")
  }

  /// The line that ends a publish: in step when nothing was written, else what was published from
  /// ``commit``, to whom.
  package func summary(written: [String], recordWritten: Bool) -> String {
    let lines = snapshot.bundle.lines.map { "\($0.key) (\($0.version), texts of \($0.textVersion))" }
    guard !written.isEmpty || recordWritten else {
      let said = Set(steps.map(\.summary))
      return "/\(environment) is in step: \(lines.joined(separator: ", "))"
        + (percent < 100 && said.count == 1 ? "; \(said.first ?? "")" : "")
    }
    let verb = percent == 100 ? "published" : "staged"
    let share = percent == 100 ? "" : " to \(percent) % of installs"
    return
      "\(verb) /\(environment) from \(commit)\(share): \(lines.joined(separator: ", ")); every line read "
      + "back as written"
  }

  /// `2 labels added, 1 changed, 0 removed`: labels, however many keys hold them.
  package static func counts(_ differences: [StoreDifference]) -> String {
    let moved = differences.compactMap(\.labelsAddedOrRemoved)
    let added = moved.filter { $0 > 0 }.reduce(0, +)
    let removed = -moved.filter { $0 < 0 }.reduce(0, +)
    let changed = differences.count - moved.count
    return "\(added) label\(added == 1 ? "" : "s") added, \(changed) changed, \(removed) removed"
  }
}
