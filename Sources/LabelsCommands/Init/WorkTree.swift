import LabelsKit

/// The git work tree `init` runs in: its current commit and its uncommitted changes, read with git.
struct WorkTree {
  private let git: Git
  /// The commit checked out; `nil` in a repository without commits.
  let head: String?
  /// The project's folder relative to the work tree's root, ending in `/`; empty at the root.
  private let prefix: String

  /// The work tree of the project.
  /// - Throws: ``CommandFailure`` (69) when the project is not in a git work tree or git fails.
  init(paths: ProjectPaths) throws(CommandFailure) {
    git = Git(folder: paths.root)
    let inside = try git.run(["rev-parse", "--is-inside-work-tree"])
    guard inside.status == 0, inside.text.hasPrefix("true") else {
      throw CommandFailure(
        .unavailable,
        [
          Diagnostic(
            .error,
            "init records where your publication history begins in git, but this folder is not in a git "
              + "work tree",
            fix: "clone the template with git (docs/getting-started.md)")
        ])
    }
    let head = try git.run(["rev-parse", "--verify", "--quiet", "HEAD"])
    self.head = head.status == 0 ? String(head.text.prefix { $0.isHexDigit }) : nil
    prefix = String(try git.text(["rev-parse", "--show-prefix"]).prefix { $0 != "\n" })
  }

  /// Every uncommitted change in the project's folder, new files included, relative to the project.
  /// - Throws: ``CommandFailure`` (69) when git fails.
  func changes() throws(CommandFailure) -> [WorkTreeChange] {
    let status = try git.text([
      "-c", "core.quotePath=false", "status", "--porcelain=v1", "-z", "--untracked-files=all", "--", ".",
    ])
    return WorkTreeChange.changes(porcelain: status, prefix: prefix)
  }
}
