import LabelsKit

/// `LabelsParser promote`: make the staged release every install's release.
struct PromoteCommand: PlainReleaseCommand, Equatable {
  static let name = "promote"
  static let summary = "make the staged release every install's release"
  static let exitCodes = ReleaseRun.exitCodes
  static let help = ReleaseRun.help(
    usage:
      "usage: LabelsParser promote --environment NAME --database URL [--line vN] [--discard-store-edits]",
    """
    The staged release of each line becomes the release every app of the line reads, at
    /NAME/v<major>/<locale>/labels, apps built before staged releases included; the release
    it replaces is kept in the line (previous) for 'LabelsParser rollback'. Lines without a
    staged release are left as they are; with none staged anywhere, promote refuses (exit 1).
    """)

  /// The store and the lines.
  let release: ReleaseRun
  /// What the command does to each line.
  var lineCommand: LineCommand { .promote }

  init(release: ReleaseRun) {
    self.release = release
  }
}
