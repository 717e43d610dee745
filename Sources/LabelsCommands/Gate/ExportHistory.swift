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
  private let git: Git
  /// Reads the trees and files of earlier commits; `nil` before the first commit.
  private let objects: GitObjectReader?
  /// The exports folder as the user named it; git runs in it, so paths are relative to it.
  private let exports: String
  /// The commits that touched the exports and the versions at the history's start, which LabelsKit's
  /// policy judges.
  private let history: PublicationHistory

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
      history = PublicationHistory(commits: [], versionsAtStart: [], exports: exports)
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
    history = PublicationHistory(
      commits: PublicationHistory.Commit.commits(fromLog: log), versionsAtStart: atStart, exports: exports)
  }

  /// The problems history shows in the working tree's published versions: LabelsKit's policy decides
  /// which files to compare with which commit, and this reads them from git.
  /// - Parameters:
  ///   - present: the versions whose folders are in the working tree.
  ///   - newest: the newest of them as read by the audit, to compare with its first published state.
  /// - Throws: ``CommandFailure`` (69) when git fails.
  func problems(present: Set<SemanticVersion>, newest: AuditedVersion?) throws(CommandFailure)
    -> [AuditProblem]
  {
    var problems: [AuditProblem] = []
    var workingTree: VersionFiles.WorkingTree?
    for step in history.steps(present: present) {
      switch step {
      case .problem(let problem):
        problems.append(problem)
      case .sealed(let sealed):
        guard let objects else { continue }
        let changes = try VersionFiles(objects: objects, exports: exports).changes(
          of: sealed.version.description, since: sealed.reference, workingTree: readWorkingTree(&workingTree))
        problems += changes.map { history.changedAfterSealing(sealed, path: GitPath.quoted($0.path)) }
      }
    }
    if let newest, let objects, let commit = history.firstPublication(of: newest.version, present: present) {
      let files = try VersionFiles(objects: objects, exports: exports).files(
        of: newest.version.description, at: commit)
      if let problem = history.changedSincePublished(newest, firstPublished: files, commit: commit) {
        problems.append(problem)
      }
    }
    return problems
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
}
