import LabelsCore

/// The promise of the published versions, held against their git history as the command line read it:
/// a published version is never deleted; versions are published in order; once a newer version is
/// published a version never changes; and the newest one changes, after it was first committed, only
/// by content. Reading git is the caller's: this decides, from the commits, what must be compared with
/// which commit, and what each difference means.
package struct PublicationHistory: Sendable {
  /// One commit that touched the exports, on the first-parent history: its hash and the files it added
  /// (`A`), changed (`M`) or deleted (`D`), relative to the export root.
  package struct Commit: Sendable {
    /// The commit's hash.
    package let hash: String
    /// Each file's status letter and path.
    package let changes: [(status: Character, path: String)]

    /// A commit as `git log --name-status` lists it.
    package init(hash: String, changes: [(status: Character, path: String)]) {
      self.hash = hash
      self.changes = changes
    }
  }

  /// A version whose files must match an earlier commit: the one before a newer version was published.
  package struct SealedVersion: Sendable, Equatable {
    /// The version.
    package let version: SemanticVersion
    /// The commit (or `HEAD`) its files are compared with.
    package let reference: String
    /// What sealed it, for the message: `1.1.0 was published in commit abc`.
    package let newer: String
  }

  /// What the history asks of the working tree, in the order it is reported.
  package enum Step: Sendable, Equatable {
    /// A problem found from the commits alone.
    case problem(AuditProblem)
    /// A version whose files are to be compared with `reference`.
    case sealed(SealedVersion)
  }

  /// Every commit that touched the exports, oldest first.
  private let commits: [Commit]
  /// The versions at the history's start, which are the team's from its first commit.
  private let versionsAtStart: Set<SemanticVersion>
  /// The export root as the user named it, for the fixes.
  private let exports: String

  /// The history of the export root `exports`.
  package init(commits: [Commit], versionsAtStart: Set<SemanticVersion>, exports: String) {
    self.commits = commits
    self.versionsAtStart = versionsAtStart
    self.exports = exports
  }

  /// The version folder and file name a path below the exports names, when it names one.
  package static func versionFile(_ path: String) -> (version: SemanticVersion, file: String)? {
    let parts = path.split(separator: "/", maxSplits: 1)
    guard parts.count == 2, let version = try? SemanticVersion(String(parts[0])) else { return nil }
    return (version, String(parts[1]))
  }

  /// The commit each version was first published in, by index; a version of the history's start that
  /// is `present` is the team's from the first commit.
  private func firstSeen(present: Set<SemanticVersion>) -> [SemanticVersion: Int] {
    var firstSeen: [SemanticVersion: Int] = [:]
    for (index, commit) in commits.enumerated() {
      for change in commit.changes where change.status != "D" {
        // After a history start, a file of the template's sample can be modified into the team's own
        // version of the same name: the version is the team's from the first commit that writes it.
        guard let (version, _) = Self.versionFile(change.path), firstSeen[version] == nil else { continue }
        firstSeen[version] = index
      }
    }
    if !commits.isEmpty {
      for version in versionsAtStart.intersection(present) where firstSeen[version] == nil {
        firstSeen[version] = 0
      }
    }
    return firstSeen
  }

  /// What the history finds in the versions `present` in the working tree: deleted versions, versions
  /// out of order, and the versions to compare with the commit that sealed them.
  package func steps(present: Set<SemanticVersion>) -> [Step] {
    let firstSeen = firstSeen(present: present)
    var lastDeletion: [SemanticVersion: Int] = [:]
    for (index, commit) in commits.enumerated() {
      for change in commit.changes where change.status == "D" {
        if let (version, _) = Self.versionFile(change.path) { lastDeletion[version] = index }
      }
    }
    var steps: [Step] = []
    for version in Set(firstSeen.keys).subtracting(present).sorted() {
      let restoreFrom = lastDeletion[version].map { short(commits[$0].hash) + "^" } ?? "HEAD"
      let when = lastDeletion[version].map { " in commit \(short(commits[$0].hash))" } ?? ""
      steps.append(
        .problem(
          AuditProblem(
            folder: version.description, rule: .history,
            message:
              "was published and then deleted\(when); installed apps may still read its line: restore it "
              + "with 'git checkout \(restoreFrom) -- \(path(version.description))'")))
    }
    let newestPresent = present.max()
    for version in present.sorted() {
      // Versions are published in order: a folder first seen after a newer one is a step back.
      let seen = firstSeen[version] ?? commits.count
      // The nearest such version, so the message is the same on every run (the dictionary's order is not).
      if let later = firstSeen.filter({ $0.key > version && $0.value < seen }).min(by: { $0.key < $1.key }) {
        steps.append(
          .problem(
            AuditProblem(
              folder: version.description, rule: .history,
              message:
                "was added after \(later.key) was published; versions are published in order: remove it "
                + "and publish the change as the next version after the newest")))
        continue
      }
      guard version != newestPresent, let sealed = sealed(version, firstSeen: firstSeen) else { continue }
      steps.append(.sealed(sealed))
    }
    return steps
  }

  /// Where an older version is sealed: at the commit before the first newer version was added (or at
  /// HEAD, when the newer version is not committed yet); a version added in the same commit is sealed
  /// as that commit has it.
  private func sealed(_ version: SemanticVersion, firstSeen: [SemanticVersion: Int]) -> SealedVersion? {
    if let sealing = firstSeen.filter({ $0.key > version }).min(by: { $0.value < $1.value }) {
      let commit = short(commits[sealing.value].hash)
      return SealedVersion(
        version: version, reference: firstSeen[version] == sealing.value ? commit : commit + "^",
        newer: "\(sealing.key) was published in commit \(commit)")
    }
    guard firstSeen[version] != nil else { return nil }
    return SealedVersion(version: version, reference: "HEAD", newer: "a newer version was exported")
  }

  /// The problem of a file of a sealed version that differs from its sealed state; `path` is relative to
  /// the exports, as git quotes it.
  package func changedAfterSealing(_ sealed: SealedVersion, path quoted: String) -> AuditProblem {
    AuditProblem(
      folder: sealed.version.description, file: Self.versionFile(quoted)?.file, rule: .history,
      message:
        "changed after \(sealed.newer); a published version never changes once a newer one exists (its texts "
        + "reach older apps through the newest version): restore it with "
        + "'git checkout \(sealed.reference) -- \(path(quoted))'")
  }

  /// The commit the newest of the versions `present` was first published in; `nil` when it is not
  /// committed.
  package func firstPublication(of newest: SemanticVersion, present: Set<SemanticVersion>) -> String? {
    firstSeen(present: present)[newest].map { commits[$0].hash }
  }

  /// The newest version as it is now against its files as first published in `commit`: only content
  /// may have changed.
  package func changedSincePublished(
    _ newest: AuditedVersion, firstPublished files: [String: [UInt8]], commit: String
  )
    -> AuditProblem?
  {
    // The same bytes as first published: nothing changed, so nothing is read or compared.
    if files == newest.files { return nil }
    let audit = PublishedAudit(folders: [PublishedFolder(name: newest.version.description, files: files)])
    guard let first = audit.versions.first else { return nil }
    let review = PublicationReview.republication(of: newest, asFirstPublished: first)
    guard case .refused(.needsBump(_, let verdict, let required)) = review.decision else { return nil }
    return AuditProblem(
      folder: newest.version.description, rule: .history,
      message:
        "changed by a \(verdict.rawValue) change since it was published in commit \(short(commit)); "
        + "only content may change in a published version: restore it with 'git checkout \(short(commit)) -- "
        + "\(path(newest.version.description))', then set Labels.schemaVersion to \(required) and run 'make export'"
    )
  }

  private func path(_ relative: String) -> String {
    (exports.hasSuffix("/") ? exports : exports + "/") + relative
  }

  private func short(_ hash: String) -> String { String(hash.prefix(12)) }
}
