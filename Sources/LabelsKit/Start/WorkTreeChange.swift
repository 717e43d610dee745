/// One uncommitted change of a git work tree, as `git status --porcelain` lists it.
public struct WorkTreeChange: Equatable, Sendable {
  /// The path, relative to the project's folder.
  public let path: String
  /// Whether the file is new and not tracked.
  public let isUntracked: Bool

  /// A change of `path`.
  public init(path: String, isUntracked: Bool) {
    self.path = path
    self.isUntracked = isUntracked
  }
}
