import LabelsCore

/// What `status` found: each line of the store compared with what the repository would publish, as
/// text, as one JSON document, or as GitHub workflow commands.
package struct StoreStatusReport: Equatable, Sendable {
  /// The environment compared.
  package let environment: UploadEnvironment
  /// Each line compared, in ascending order of major.
  package let lines: [StoreLine]

  /// The report of `lines` of `environment`.
  package init(environment: UploadEnvironment, lines: [StoreLine]) {
    self.environment = environment
    self.lines = lines
  }

  /// Whether every line is settled: the store holds what this tool wrote, and the repository's release
  /// is released, staged or rolled back (``StoreLine/isSettled``).
  package var inStep: Bool { lines.allSatisfy(\.isSettled) }

  /// The text report: per store line its state, its releases (released, staged and its share, halted,
  /// where rollback returns), its edits and its unpublished changes, then the verdict.
  package var textLines: [String] {
    let perLine = lines.flatMap { line -> [String] in
      let head = ["/\(environment)/\(line.key): \(Self.sentence(line))"] + Self.releaseLines(line)
      let edits = line.edits.map { "  edit: \($0.text)" }
      return head + edits + line.unpublished.map { "  unpublished: \($0.text)" }
    }
    return perLine
      + [
        inStep
          ? "/\(environment) is in step with the repository"
          : "/\(environment) differs from the repository: \(lines.filter { !$0.isSettled }.count) of "
            + "\(lines.count) lines"
      ]
  }

  /// What the line's control document says, a line each: the released release, the staged one and
  /// its share, whether the line is halted, and the release rollback would return to.
  private static func releaseLines(_ line: StoreLine) -> [String] {
    guard let control = line.control else { return [] }
    var text: [String] = []
    if let released = control.released { text.append("  released: \(released.text)") }
    if let staged = control.staged {
      text.append("  staged: \(staged.text) to \(control.percent) % of installs")
    }
    if control.halted {
      text.append(
        "  halted: apps show their compiled-in defaults (apps built before staged releases show the released texts)"
      )
    }
    if let target = control.staged.map({ _ in control.released }) ?? control.previous {
      text.append("  rollback returns to: \(target.text)")
    }
    return text
  }

  /// One document for `--format json`.
  package var json: JSONValue {
    .object([
      "environment": .string(environment.rawValue),
      "inStep": .bool(inStep),
      "lines": .array(
        lines.map { line in
          .object(
            [
              "line": .string(line.key), "state": .string(line.state.rawValue),
              "edits": .array(line.edits.map(\.json)), "unpublished": .array(line.unpublished.map(\.json)),
            ].merging(line.foreignAbove.map { ["foreignAbove": $0.json] } ?? [:]) { old, _ in old }
              .merging(Self.releaseMembers(line)) { old, _ in old })
        }),
    ])
  }

  /// The line's releases for `--format json`: `released`, `staged` (with `percent`), `halted`,
  /// `rollbackTo`, and `interrupted` (the command that stopped before its record).
  private static func releaseMembers(_ line: StoreLine) -> [String: JSONValue] {
    var members: [String: JSONValue] = [:]
    if let interrupted = line.interrupted { members["interrupted"] = .string(interrupted) }
    guard let control = line.control else { return members }
    members["halted"] = .bool(control.halted)
    if let released = control.released { members["released"] = released.json() }
    if let staged = control.staged {
      members["staged"] = staged.json(["percent": .number(String(control.percent))])
    }
    if let target = control.staged.map({ _ in control.released }) ?? control.previous {
      members["rollbackTo"] = target.json()
    }
    return members
  }

  /// The workflow commands of every line: an error per edit (or for the value above the line), a
  /// warning for a record behind, a notice per change not yet published.
  package var diagnostics: [Diagnostic] {
    lines.flatMap { line in
      let foreign = line.foreignAbove.map {
        [Diagnostic(.error, rule: "store-foreign", "/\(environment)/\(line.key): \($0.text)")]
      }
      let edits =
        foreign
        ?? line.edits.map {
          Diagnostic(.error, rule: "store-\(line.state.rawValue)", "/\(environment)/\($0.text)")
        }
      let unpublished = line.unpublished.map {
        Diagnostic(.notice, rule: "store-unpublished", "/\(environment)/\($0.text)")
      }
      let record =
        line.state == .recordBehind
        ? [
          Diagnostic(
            .warning, rule: "store-record-behind", "/\(environment)/\(line.key): \(Self.sentence(line))")
        ]
        : []
      return edits + record + unpublished
    }
  }

  /// `1 edit`, `2 edits`.
  private static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }

  /// What a line's state means, in a few words.
  package static func sentence(_ line: StoreLine) -> String {
    switch line.state {
    case .inStep: "in step"
    case .staged:
      "staged: the repository's release is staged to \(line.control?.percent ?? 0) % of installs; "
        + "'LabelsParser rollout' widens it, 'promote' releases it, 'rollback' withdraws it"
    case .rolledBack:
      "rolled-back: the repository's release was rolled back; publish a corrected one"
    case .behind:
      "behind: \(count(line.unpublished.count, "change")) in the repository not yet published"
    case .unpublished: "unpublished: never written by publish"
    case .edited: "edited: \(count(line.edits.count, "edit")) in the store since the last publication"
    case .foreign:
      line.foreignAbove.map { "foreign: \($0.text)" }
        ?? "foreign: holds a line this tool has no record of writing (\(count(line.edits.count, "difference")))"
    case .recordBehind:
      line.interrupted.map {
        "record-behind: '\($0)' wrote the line and stopped before writing the record; run it again to "
          + "complete the record"
      }
        ?? "record-behind: holds what the repository would publish (edits made in the store and pulled), "
        + "but the record does not; publish again"
    }
  }
}
