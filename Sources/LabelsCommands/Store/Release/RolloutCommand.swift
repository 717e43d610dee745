import LabelsKit

/// `LabelsParser rollout PERCENT`: widens or narrows the staged release.
struct RolloutCommand: ReleaseCommand, Equatable {
  static let name = "rollout"
  static let summary = "widen or narrow the staged release to a share of installs"
  static let exitCodes = ReleaseRun.exitCodes
  static let help = ReleaseRun.help(
    usage:
      "usage: LabelsParser rollout --environment NAME --database URL [--line vN] [--discard-store-edits] PERCENT",
    """
    Sets the share of installs that see the staged release of each line that has one to
    PERCENT, a whole number from 0 to 100. Each install drew its position in [0, 100) once:
    it sees the staged release while its position is below PERCENT, so widening keeps every
    install that already sees it, and narrowing takes the others back at their next refresh.
    Apps built before staged releases never see a staged release: 'LabelsParser promote'
    releases it to them. With no release staged anywhere, rollout refuses (exit 1).
    """)

  /// The store and the lines.
  let release: ReleaseRun
  /// The new share.
  let percent: Int

  init(arguments: [String]) throws(UsageError) {
    let scanned = try ArgumentScanner(
      arguments, command: Self.self, options: ReleaseRun.options, flags: ["--discard-store-edits"])
    release = try ReleaseRun(scanned, command: Self.self, positionals: 1)
    guard let text = scanned.positionals.first else {
      throw UsageError("missing PERCENT, such as 'LabelsParser rollout ... 50'", command: Self.self)
    }
    percent = try Self.percent(text, option: "PERCENT", command: Self.self)
  }

  /// Reads a share of installs: a whole number from 0 to 100.
  /// - Throws: ``UsageError`` naming `option` when `text` is anything else.
  static func percent(_ text: String, option: String, command: any RunnableCommand.Type) throws(UsageError)
    -> Int
  {
    guard let value = Int(text.hasSuffix("%") ? String(text.dropLast()) : text), (0...100).contains(value),
      text.first?.isNumber == true
    else {
      throw UsageError("\(option) is a whole number from 0 to 100, not '\(text)'", command: command)
    }
    return value
  }

  /// What the command does to each line.
  var lineCommand: LineCommand { .rollout(percent: percent) }
}
