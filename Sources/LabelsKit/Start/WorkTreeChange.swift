/// One uncommitted change of a git work tree, as `git status --porcelain` lists it.
package struct WorkTreeChange: Equatable, Sendable {
  /// The path, relative to the project's folder.
  package let path: String
  /// Whether the file is new and not tracked.
  package let isUntracked: Bool

  /// A change of `path`.
  package init(path: String, isUntracked: Bool) {
    self.path = path
    self.isUntracked = isUntracked
  }

  /// The changes `git status --porcelain=v1 -z` listed, each path relative to the project's folder
  /// (`prefix`, the folder relative to the work tree's root ending in `/`, is taken off). A rename or
  /// copy is listed by its new path; the source path git gives after it is skipped.
  package static func changes(porcelain status: String, prefix: String) -> [WorkTreeChange] {
    var changes: [WorkTreeChange] = []
    var entries = status.split(separator: "\0", omittingEmptySubsequences: true)[...]
    while let entry = entries.popFirst() {
      guard entry.count > 3 else { continue }
      let code = entry.prefix(2)
      let path = entry.dropFirst(3)
      changes.append(
        WorkTreeChange(
          path: String(path.hasPrefix(prefix) ? path.dropFirst(prefix.count) : path),
          isUntracked: code == "??"))
      if code.contains("R") || code.contains("C") { _ = entries.popFirst() }
    }
    return changes
  }
}
