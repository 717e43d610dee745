import LabelsKit

/// `LabelsParser halt`: make the apps of a line show their compiled-in defaults.
struct HaltCommand: PlainReleaseCommand, Equatable {
  static let name = "halt"
  static let summary = "make the apps of a line show their compiled-in defaults"
  static let exitCodes = ReleaseRun.exitCodes
  static let help = ReleaseRun.help(
    usage: "usage: LabelsParser halt --environment NAME --database URL [--line vN] [--discard-store-edits]",
    """
    Marks each line halted in its control document (/NAME/v<major>/rollout): apps with
    staged-release support show their compiled-in defaults at their next refresh and launch,
    whatever they cached, until 'LabelsParser resume'. Apps built before staged releases read
    /NAME/v<major>/<locale>/labels only: halt cannot reach them; they keep the released texts
    (roll back or publish to change what they show).
    """)

  /// The store and the lines.
  let release: ReleaseRun
  /// What the command does to each line.
  var lineCommand: LineCommand { .halt }

  init(release: ReleaseRun) {
    self.release = release
  }
}
