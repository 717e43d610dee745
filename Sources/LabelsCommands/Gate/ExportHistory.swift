import LabelsCore
import LabelsKit

/// Holds the published versions to their promise by reading git history, as `buf breaking --against
/// .git` does: a published version is never deleted; once a newer version is published it never
/// changes; and the newest one changes, after it was first committed, only by content.
///
/// History is read along first parents (`git log --first-parent`), so on a pull request's merge commit
/// and on main alike every change since a version was published is seen, committed or not. In a team's
/// project it begins after the commit `init` ran on (``HistoryStartFile``): the template's sample
/// versions before it are not the team's.
///
/// However long the history, it is read by the same few git processes: `rev-parse`, one `log`, one
/// `diff` of the working tree against `HEAD`, and one `cat-file --batch` (``GitObjectReader``) for every
/// tree and file of an earlier commit. What git would print for `git diff --name-status COMMIT -- VERSION`
/// is worked out from those (``VersionFiles``).
struct ExportHistory {
  /// One commit that touched the exports: its hash and the files it added, changed or deleted.
  struct Commit {
    let hash: String
    let changes: [(status: Character, path: String)]
  }

  private let git: Git
  /// Reads the trees and files of earlier commits; `nil` before the first commit.
  private let objects: GitObjectReader?
  /// The exports folder as the user named it; git runs in it, so paths are relative to it.
  private let exports: String
  /// Every commit on the first-parent history that touched the exports, oldest first.
  private let commits: [Commit]
  /// The version folders at the history's start: a team's version that `init`'s commit kept with the
  /// same bytes as the template's is the team's from the first commit after the start.
  private let versionsAtStart: Set<SemanticVersion>

  /// Reads the history of an existing exports folder.
  /// - Parameters:
  ///   - exports: the export root.
  ///   - start: the commit after which the history begins (read from `historyFile`), or `nil` for the
  ///     whole history.
  ///   - historyFile: the file that names `start`, for the message when the clone lacks it.
  /// - Throws: ``CommandFailure`` (69) when the folder is not in a git repository, the clone is shallow
  ///   or lacks `start`, or git fails.
  init(exports: String, startingAfter start: String? = nil, historyFile: String = "") throws(CommandFailure) {
    git = Git(folder: exports)
    self.exports = exports
    let inside = try git.run(["rev-parse", "--is-inside-work-tree"])
    guard inside.status == 0, inside.text.hasPrefix("true") else {
      throw CommandFailure(
        .unavailable,
        [
          Diagnostic(
            .error, at: FileLocation(file: exports), rule: AuditRule.history.id,
            "check reads the git history of the published versions, but it is not in a git repository",
            fix: "run it in a clone of the repository")
        ])
    }
    guard try git.text(["rev-parse", "--is-shallow-repository"]).hasPrefix("false") else {
      throw CommandFailure(
        .unavailable,
        [
          Diagnostic(
            .error, at: FileLocation(file: exports), rule: AuditRule.history.id,
            "this clone is shallow, so the history of the published versions is incomplete and cannot be "
              + "checked",
            fix: "run 'git fetch --unshallow' (in GitHub Actions: actions/checkout with fetch-depth: 0)")
        ])
    }
    guard try git.run(["rev-parse", "--verify", "--quiet", "HEAD"]).status == 0 else {
      commits = []
      versionsAtStart = []
      objects = nil
      return
    }
    if let start, try git.run(["rev-parse", "--verify", "--quiet", start + "^{commit}"]).status != 0 {
      throw CommandFailure(
        .unavailable,
        [
          Diagnostic(
            .error, at: FileLocation(file: historyFile), rule: AuditRule.history.id,
            "the team's publication history begins after commit \(start.prefix(12)), which this clone does not have",
            fix:
              "fetch the whole history ('git fetch --unshallow', or 'git fetch origin'); the commit is the "
              + "template's one 'LabelsParser init' ran on")
        ])
    }
    let log = try git.text(
      ["-c", "core.quotePath=true", "log", "--relative", "--first-parent", "--reverse", "--no-renames"]
        + ["--format=commit %H", "--name-status"] + (start.map { [$0 + "..HEAD"] } ?? []) + ["--", "."])
    var commits: [Commit] = []
    var hash: String?
    var changes: [(Character, String)] = []
    for line in log.split(separator: "\n") {
      if line.hasPrefix("commit ") {
        if let hash { commits.append(Commit(hash: hash, changes: changes)) }
        hash = String(line.dropFirst("commit ".count))
        changes = []
      } else if let tab = line.firstIndex(of: "\t"), let status = line.first {
        changes.append((status, String(line[line.index(after: tab)...])))
      }
    }
    if let hash { commits.append(Commit(hash: hash, changes: changes)) }
    self.commits = commits
    let objects = try GitObjectReader(git: git)
    self.objects = objects
    // The exports folder may not exist at the start: then no version was kept.
    var atStart: Set<SemanticVersion> = []
    if let start {
      for entry in try objects.tree(start + ":./") ?? [] {
        if let version = try? SemanticVersion(String(decoding: entry.name, as: UTF8.self)) {
          atStart.insert(version)
        }
      }
    }
    versionsAtStart = atStart
  }

  /// The version folder and file name a path below the exports names, when it names one.
  private func versionFile(_ path: String) -> (version: SemanticVersion, file: String)? {
    let parts = path.split(separator: "/", maxSplits: 1)
    guard parts.count == 2, let version = try? SemanticVersion(String(parts[0])) else { return nil }
    return (version, String(parts[1]))
  }

  /// The problems history shows in the working tree's published versions.
  /// - Parameters:
  ///   - present: the versions whose folders are in the working tree.
  ///   - newest: the newest of them as read by the audit, to compare with its first published state.
  /// - Throws: ``CommandFailure`` (69) when git fails.
  func problems(present: Set<SemanticVersion>, newest: AuditedVersion?) throws(CommandFailure)
    -> [AuditProblem]
  {
    var firstSeen: [SemanticVersion: Int] = [:]
    var lastDeletion: [SemanticVersion: Int] = [:]
    for (index, commit) in commits.enumerated() {
      for change in commit.changes {
        guard let (version, _) = versionFile(change.path) else { continue }
        // After a history start, a file of the template's sample can be modified into the team's own
        // version of the same name: the version is the team's from the first commit that writes it.
        if change.status != "D", firstSeen[version] == nil { firstSeen[version] = index }
        if change.status == "D" { lastDeletion[version] = index }
      }
    }
    if !commits.isEmpty {
      for version in versionsAtStart.intersection(present) where firstSeen[version] == nil {
        firstSeen[version] = 0
      }
    }
    var problems: [AuditProblem] = []
    let everPublished = Set(firstSeen.keys)
    for version in everPublished.subtracting(present).sorted() {
      let restoreFrom = lastDeletion[version].map { short(commits[$0].hash) + "^" } ?? "HEAD"
      let when = lastDeletion[version].map { " in commit \(short(commits[$0].hash))" } ?? ""
      problems.append(
        AuditProblem(
          folder: version.description, rule: .history,
          message:
            "was published and then deleted\(when); installed apps may still read its line: restore it "
            + "with 'git checkout \(restoreFrom) -- \(FileSystem.join(exports, version.description))'"))
    }
    let newestPresent = present.max()
    var workingTree: VersionFiles.WorkingTree?
    for version in present.sorted() {
      // Versions are published in order: a folder first seen after a newer one is a step back.
      let seen = firstSeen[version] ?? commits.count
      // The nearest such version, so the message is the same on every run (the dictionary's order is not).
      if let later = firstSeen.filter({ $0.key > version && $0.value < seen }).min(by: { $0.key < $1.key }) {
        problems.append(
          AuditProblem(
            folder: version.description, rule: .history,
            message:
              "was added after \(later.key) was published; versions are published in order: remove it "
              + "and publish the change as the next version after the newest"))
        continue
      }
      guard version != newestPresent else { continue }
      problems += try changesAfterSealing(version, firstSeen: firstSeen, workingTree: &workingTree)
    }
    if let newest, let first = firstSeen[newest.version] {
      problems += try changesSincePublished(newest, at: commits[first].hash)
    }
    return problems
  }

  /// The files of an older version that changed after a newer version was first published.
  private func changesAfterSealing(
    _ version: SemanticVersion, firstSeen: [SemanticVersion: Int],
    workingTree: inout VersionFiles.WorkingTree?
  ) throws(CommandFailure) -> [AuditProblem] {
    // Sealed at the commit before the first newer version was added (or at HEAD, when the newer version
    // is not committed yet); a version added in the same commit is sealed as that commit has it.
    let sealing = firstSeen.filter { $0.key > version }.min { $0.value < $1.value }
    let reference: String
    let newer: String
    if let sealing {
      let commit = short(commits[sealing.value].hash)
      reference = firstSeen[version] == sealing.value ? commit : commit + "^"
      newer = "\(sealing.key) was published in commit \(commit)"
    } else {
      guard firstSeen[version] != nil else { return [] }
      reference = "HEAD"
      newer = "a newer version was exported"
    }
    guard let objects else { return [] }
    let changes = try VersionFiles(objects: objects, exports: exports).changes(
      of: version.description, since: reference, workingTree: readWorkingTree(&workingTree))
    return changes.map { change in
      let path = GitPath.quoted(change.path)
      let file = versionFile(path)?.file
      return AuditProblem(
        folder: version.description, file: file, rule: .history,
        message:
          "changed after \(newer); a published version never changes once a newer one exists (its texts "
          + "reach older apps through the newest version): restore it with "
          + "'git checkout \(reference) -- \(FileSystem.join(exports, path))'")
    }
  }

  /// The newest version compared with its first committed state: only content may have changed.
  private func changesSincePublished(_ newest: AuditedVersion, at commit: String) throws(CommandFailure)
    -> [AuditProblem]
  {
    let folder = FileSystem.join(exports, newest.version.description)
    guard let objects else { return [] }
    let files = try VersionFiles(objects: objects, exports: exports).files(
      of: newest.version.description, at: commit)
    let audit = PublishedAudit(folders: [PublishedFolder(name: newest.version.description, files: files)])
    guard let first = audit.versions.first else { return [] }
    let review = PublicationReview.republication(of: newest, asFirstPublished: first)
    guard case .refused(.needsBump(_, let verdict, let required)) = review.decision else { return [] }
    return [
      AuditProblem(
        folder: newest.version.description, rule: .history,
        message:
          "changed by a \(verdict.rawValue) change since it was published in commit \(short(commit)); "
          + "only content may change in a published version: restore it with 'git checkout \(short(commit)) -- "
          + "\(folder)', then set Labels.schemaVersion to \(required) and run 'make export'")
    ]
  }

  /// The working tree's changes against `HEAD`, read with one `git diff` the first time they are needed.
  private func readWorkingTree(_ cached: inout VersionFiles.WorkingTree?) throws(CommandFailure)
    -> VersionFiles.WorkingTree
  {
    if let cached { return cached }
    let read = VersionFiles.WorkingTree(
      raw: try git.bytes([
        "diff", "--relative", "--no-renames", "--raw", "--no-abbrev", "-z", "HEAD", "--", ".",
      ]))
    cached = read
    return read
  }

  private func short(_ hash: String) -> String { String(hash.prefix(12)) }
}
