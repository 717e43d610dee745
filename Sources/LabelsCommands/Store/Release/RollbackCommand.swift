import LabelsKit

/// `LabelsParser rollback`: cancel the staged release, or return every install to the release before.
struct RollbackCommand: PlainReleaseCommand, Equatable {
  static let name = "rollback"
  static let summary = "cancel the staged release, or return every install to the release before"
  static let exitCodes = ReleaseRun.exitCodes
  static let help = ReleaseRun.help(
    usage:
      "usage: LabelsParser rollback --environment NAME --database URL [--line vN] [--discard-store-edits]",
    """
    Cancels the staged release of each line that has one: no install sees it after its next
    refresh. With no release staged anywhere, returns every install of each line to the
    release before the current one, which the line keeps (previous), in one conditional
    write per line: no checkout, no build and no export. A line that keeps no earlier release
    refuses (exit 1): check out the older commit and publish its exports (docs/publishing.md,
    "Rolling back without the store"). A tree rollback drops that was edited in the store
    refuses unless --discard-store-edits.
    """)

  /// The store and the lines.
  let release: ReleaseRun
  /// What the command does to each line.
  var lineCommand: LineCommand { .rollback }

  init(release: ReleaseRun) {
    self.release = release
  }
}
