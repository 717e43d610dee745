import LabelsCore

/// What `status` found: each line of the store compared with what the repository would publish, as
/// text, as one JSON document, or as GitHub workflow commands.
public struct StoreStatusReport: Equatable, Sendable {
  /// The environment compared.
  public let environment: UploadEnvironment
  /// Each line compared, in ascending order of major.
  public let lines: [StoreLine]

  /// The report of `lines` of `environment`.
  public init(environment: UploadEnvironment, lines: [StoreLine]) {
    self.environment = environment
    self.lines = lines
  }

  /// Whether every line is in step.
  public var inStep: Bool { lines.allSatisfy { $0.state == .inStep } }

  /// The text report, one line each: per store line its state, its edits and its unpublished changes,
  /// then the verdict.
  public var textLines: [String] {
    lines.flatMap { line in
      ["/\(environment)/\(line.key): \(Self.sentence(line))"]
        + line.edits.map { "  edit: \($0.text)" } + line.unpublished.map { "  unpublished: \($0.text)" }
    }
      + [
        inStep
          ? "/\(environment) is in step with the repository"
          : "/\(environment) differs from the repository: \(lines.filter { $0.state != .inStep }.count) of "
            + "\(lines.count) lines"
      ]
  }

  /// One document for `--format json`.
  public var json: JSONValue {
    .object([
      "environment": .string(environment.rawValue),
      "inStep": .bool(inStep),
      "lines": .array(
        lines.map { line in
          .object(
            [
              "line": .string(line.key), "state": .string(line.state.rawValue),
              "edits": .array(line.edits.map(\.json)), "unpublished": .array(line.unpublished.map(\.json)),
            ].merging(line.foreignAbove.map { ["foreignAbove": $0.json] } ?? [:]) { old, _ in old })
        }),
    ])
  }

  /// The workflow commands of every line: an error per edit (or for the value above the line), a
  /// warning for a record behind, a notice per change not yet published.
  public var diagnostics: [Diagnostic] {
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
  public static func sentence(_ line: StoreLine) -> String {
    switch line.state {
    case .inStep: "in step"
    case .behind:
      "behind: \(count(line.unpublished.count, "change")) in the repository not yet published"
    case .unpublished: "unpublished: never written by publish"
    case .edited: "edited: \(count(line.edits.count, "edit")) in the store since the last publication"
    case .foreign:
      line.foreignAbove.map { "foreign: \($0.text)" }
        ?? "foreign: holds a line this tool has no record of writing (\(count(line.edits.count, "difference")))"
    case .recordBehind:
      "record-behind: holds what the repository would publish, but the record was not updated (a publish "
        + "was stopped); publish again"
    }
  }
}
