import LabelsKit

/// `LabelsParser resume`: undo halt: the apps of a line show the remote labels again.
struct ResumeCommand: PlainReleaseCommand, Equatable {
  static let name = "resume"
  static let summary = "undo halt: the apps of a line show the remote labels again"
  static let exitCodes = ReleaseRun.exitCodes
  static let help = ReleaseRun.help(
    usage: "usage: LabelsParser resume --environment NAME --database URL [--line vN] [--discard-store-edits]",
    """
    Clears the halt of each line: apps show the remote labels again at their next refresh,
    from their cache when nothing changed meanwhile.
    """)

  /// The store and the lines.
  let release: ReleaseRun
  /// What the command does to each line.
  var lineCommand: LineCommand { .resume }

  init(release: ReleaseRun) {
    self.release = release
  }
}
