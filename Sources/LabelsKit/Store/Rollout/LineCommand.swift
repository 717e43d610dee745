import LabelsCore

/// What a command does to one major line: `publish` (to every install, or staged to a share), `rollout`,
/// `promote`, `rollback`, `halt` and `resume`. Each takes the line as read and gives the whole line to
/// write, which one conditional `PUT` replaces at once.
package enum LineCommand: Equatable, Sendable {
  /// Publishes `tree` (in ``StoreNormalForm``) as `release`: to every install at 100 %, else staged to
  /// `percent` of them.
  case publish(tree: JSONValue, release: LineRelease, percent: Int)
  /// Widens or narrows the staged release to `percent` of installs.
  case rollout(percent: Int)
  /// The staged release becomes every install's release; the released one is kept as the previous.
  case promote
  /// Cancels the staged release; with none, returns every install to the previous release.
  case rollback
  /// The apps of the line show their compiled-in defaults.
  case halt
  /// Undoes `halt`.
  case resume

  /// What the command does to a line.
  package enum Outcome: Equatable, Sendable {
    /// The line to write (not yet sealed), and what changed, in a few words.
    case changed(LineDocument, summary: String)
    /// Nothing to write, and why.
    case unchanged(String)
    /// The command cannot apply to the line: why, and what to do.
    case refused(String, fix: String)
  }

  /// The name of `publish`, which a line written before staged releases existed counts as written by.
  package static let publishName = "publish"

  /// The command's name on the command line, as the control document records it.
  package var name: String {
    switch self {
    case .publish: Self.publishName
    case .rollout: "rollout"
    case .promote: "promote"
    case .rollback: "rollback"
    case .halt: "halt"
    case .resume: "resume"
    }
  }

  /// The tree `publish` releases or stages, `nil` for another command.
  package var publishedTree: JSONValue? {
    if case .publish(let tree, _, _) = self { tree } else { nil }
  }

  /// Whether running the command twice does what running it once does, so that a line it wrote whose
  /// record was not written may be given it again.
  package var isRepeatable: Bool {
    switch self {
    case .promote, .rollback: false
    case .publish, .rollout, .halt, .resume: true
    }
  }

  /// Applies the command to `line`, whose control document is `control` (for a line written before
  /// staged releases, the one ``LineDocument/legacyControl(_:)`` gives).
  package func apply(to line: LineDocument, control: LineControl?) -> Outcome {
    var control = control ?? LineControl(released: nil, command: name)
    control.command = name
    var released = line.released
    var staged = line.staged
    var previous = line.previous
    func changed(_ summary: String) -> Outcome {
      .changed(
        LineDocument(released: released, control: control, staged: staged, previous: previous),
        summary: summary)
    }
    switch self {
    case .publish(let tree, let release, let percent) where percent == 100:
      if control.released?.id == release.id, control.staged == nil, released == tree {
        return .unchanged("already released to every install: \(release.text)")
      }
      var kept = ""
      if let old = control.released, old.id != release.id, let oldTree = released {
        previous = [old.id: oldTree]
        control.previous = old
        kept = "; \(old.text) kept for rollback"
      }
      released = tree
      control.released = release
      (control.staged, control.percent, staged, control.rolledBack) = (nil, 0, [:], nil)
      return changed("released \(release.text) to every install\(kept)")
    case .publish(let tree, let release, let percent):
      if control.released?.id == release.id, released == tree {
        return .unchanged("already released to every install: \(release.text); nothing to stage")
      }
      if control.staged?.id == release.id, staged[release.id] == tree {
        guard control.percent != percent else {
          return .unchanged("already staged to \(percent) % of installs: \(release.text)")
        }
        let before = control.percent
        control.percent = percent
        return changed("staged \(release.text): \(before) % → \(percent) % of installs")
      }
      staged = [release.id: tree]
      (control.staged, control.percent, control.rolledBack) = (release, percent, nil)
      return changed("staged \(release.text) to \(percent) % of installs")
    case .rollout(let percent):
      guard let release = control.staged else { return Self.nothingStaged }
      guard control.percent != percent else {
        return .unchanged("already staged to \(percent) % of installs: \(release.text)")
      }
      let before = control.percent
      control.percent = percent
      return changed("staged \(release.text): \(before) % → \(percent) % of installs")
    case .promote:
      guard let release = control.staged, let tree = staged[release.id] else { return Self.nothingStaged }
      var kept = ""
      if let old = control.released, let oldTree = released {
        previous = [old.id: oldTree]
        control.previous = old
        kept = "; \(old.text) kept for rollback"
      }
      released = tree
      control.released = release
      (control.staged, control.percent, staged, control.rolledBack) = (nil, 0, [:], nil)
      return changed("released \(release.text) to every install\(kept)")
    case .rollback:
      if let release = control.staged {
        (control.staged, control.percent, staged, control.rolledBack) = (nil, 0, [:], release)
        let now = control.released.map { "every install sees \($0.text)" } ?? "no install sees a release"
        return changed("withdrew the staged \(release.text); \(now)")
      }
      guard let before = control.previous, let tree = previous[before.id] else {
        return .refused(
          "holds no release before the current one to return to",
          fix:
            "check out the commit of the release to return to and run 'LabelsParser publish' from it "
            + "(docs/publishing.md, \"Rolling back without the store\")")
      }
      let withdrawn = control.released
      released = tree
      (control.released, control.previous, previous, control.rolledBack) = (before, nil, [:], withdrawn)
      return changed(
        "every install back to \(before.text)" + (withdrawn.map { "; \($0.version) withdrawn" } ?? ""))
    case .halt:
      guard !control.halted else { return .unchanged("already halted") }
      control.halted = true
      return changed("halted: its apps show their compiled-in defaults")
    case .resume:
      guard control.halted else { return .unchanged("not halted") }
      control.halted = false
      let now = control.released.map { ": its apps show \($0.text) again" } ?? ""
      return changed("resumed\(now)")
    }
  }

  private static var nothingStaged: Outcome {
    .refused(
      "has no staged release",
      fix: "stage one with 'LabelsParser publish --rollout PERCENT', or see 'LabelsParser status'")
  }
}
