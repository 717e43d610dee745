extension PublicationHistory.Commit {
  /// The commits of a `git log --format='commit %H' --name-status` listing, in its order: each
  /// `commit HASH` line starts one, and each `STATUS<TAB>PATH` line after it is one of its changes.
  package static func commits(fromLog log: String) -> [PublicationHistory.Commit] {
    var commits: [PublicationHistory.Commit] = []
    var hash: String?
    var changes: [(status: Character, path: String)] = []
    for line in log.split(separator: "\n") {
      if line.hasPrefix("commit ") {
        if let hash { commits.append(PublicationHistory.Commit(hash: hash, changes: changes)) }
        hash = String(line.dropFirst("commit ".count))
        changes = []
      } else if let tab = line.firstIndex(of: "\t"), let status = line.first {
        changes.append((status, String(line[line.index(after: tab)...])))
      }
    }
    if let hash { commits.append(PublicationHistory.Commit(hash: hash, changes: changes)) }
    return commits
  }
}
