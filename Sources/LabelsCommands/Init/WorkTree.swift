import LabelsKit

/// The git work tree `init` runs in: its current commit and its uncommitted changes, read with git.
struct WorkTree {
  /// One uncommitted change, as `git status --porcelain` lists it.
  struct Change: Equatable {
    /// The path, relative to the root of the work tree.
    let path: String
    /// Whether the file is new and not tracked.
    let isUntracked: Bool
  }

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
  func changes() throws(CommandFailure) -> [Change] {
    let status = try git.text([
      "-c", "core.quotePath=false", "status", "--porcelain=v1", "-z", "--untracked-files=all", "--", ".",
    ])
    var changes: [Change] = []
    var entries = status.split(separator: "\0", omittingEmptySubsequences: true)[...]
    while let entry = entries.popFirst() {
      guard entry.count > 3 else { continue }
      let code = entry.prefix(2)
      let path = entry.dropFirst(3)
      changes.append(
        Change(
          path: String(path.hasPrefix(prefix) ? path.dropFirst(prefix.count) : path),
          isUntracked: code == "??"))
      // A rename or copy is followed by its source path.
      if code.contains("R") || code.contains("C") { _ = entries.popFirst() }
    }
    return changes
  }

  /// Refuses `changes`, listing them.
  /// - Throws: ``CommandFailure`` (73) when there are any.
  func requireClean(_ changes: [Change]) throws(CommandFailure) {
    guard !changes.isEmpty else { return }
    let shown = changes.prefix(10).map { LogText.escaped($0.path) }
    let more = changes.count > shown.count ? " and \(changes.count - shown.count) more" : ""
    throw CommandFailure(
      .cannotCreate,
      [
        Diagnostic(
          .error,
          "the work tree has uncommitted changes (\(shown.joined(separator: ", "))\(more)); init replaces "
            + "Sources/Labels, Defaults and Exports, and its changes should be a commit of their own",
          fix: "commit or stash them ('git stash -u'), then run init again")
      ])
  }
}
