import LabelsCore

/// What `init` decides when it turns the template into a team's project, in memory: which changes and
/// published versions stop it, the files it writes into the team's folders, the lint errors that will
/// stop the first export, and what it prints. The command line reads git and the folders, moves them
/// and prints.
package struct ProjectStart: Equatable, Sendable {
  /// The folders the team owns, relative to the project's root (docs/layout.md, "What the team owns"),
  /// which init replaces whole, the published versions last.
  package static let teamFolders = ["Sources/Labels", "Defaults", "Exports"]
  /// The file naming the commit after which the team's publication history begins.
  package static let historyFile = "Defaults/LabelsHistory.json"

  /// The new sources: the import's, or the empty starter's.
  package let plan: ImportPlan.Result
  /// Whether the sources were imported, rather than the empty starter.
  package let imported: Bool

  /// A start from imported sources.
  package init(imported plan: ImportPlan.Result) {
    self.plan = plan
    imported = true
  }

  private init(starter plan: ImportPlan.Result) {
    self.plan = plan
    imported = false
  }

  /// The empty starter: a schema without labels and the defaults of each locale, planned as an import of
  /// empty tables, so it has the layout of every import.
  /// - Parameters:
  ///   - baseLocale: the base locale.
  ///   - locales: the locales, base included; `nil` for the base locale alone.
  /// - Throws: ``ImportError`` when the base locale is not among `locales`.
  package static func starter(baseLocale: LocaleIdentifier, locales: [LocaleIdentifier]?) throws(ImportError)
    -> ProjectStart
  {
    let tables = (locales ?? [baseLocale]).map { TranslationTable(locale: $0, file: "init", entries: []) }
    return ProjectStart(starter: try ImportPlan.generate(tables, baseLocale: baseLocale))
  }

  /// Why init refuses to run in a work tree with `changes`: every change to a tracked file, and new
  /// files in the team's folders, listed (the first ten); `nil` when none. New files elsewhere (the
  /// catalog to import, copied into the repository) are left alone.
  package static func uncommittedRefusal(_ changes: [WorkTreeChange]) -> Diagnostic? {
    let refused = changes.filter { change in
      !change.isUntracked || teamFolders.contains { change.path.hasPrefix($0 + "/") }
    }
    guard !refused.isEmpty else { return nil }
    let shown = refused.prefix(10).map { LogText.escaped($0.path) }
    let more = refused.count > shown.count ? " and \(refused.count - shown.count) more" : ""
    return Diagnostic(
      .error,
      "the work tree has uncommitted changes (\(shown.joined(separator: ", "))\(more)); init replaces "
        + "Sources/Labels, Defaults and Exports, and its changes should be a commit of their own",
      fix: "commit or stash them ('git stash -u'), then run init again")
  }

  /// Why init refuses to delete `versions`, the version folders of `exports`: the team published them
  /// since its own init (`historyStarted`, asked only when there are versions and no `force`); `nil`
  /// when it may.
  /// - Throws: what `historyStarted` throws.
  package static func publishedRefusal<Failure: Error>(
    _ versions: [SemanticVersion], exports: String, force: Bool,
    historyStarted: () throws(Failure) -> Bool
  ) throws(Failure) -> Diagnostic? {
    guard !force, !versions.isEmpty, try historyStarted() else { return nil }
    return Diagnostic(
      .error, at: FileLocation(file: exports),
      "holds versions your team published since it ran init ("
        + versions.map { $0.description }.joined(separator: ", ")
        + "); installed apps read them, and init would delete them",
      fix: "pass --force to start over, with a publication history that begins now")
  }

  /// The files init writes, relative to the root: the plan's sources (not its report, which is
  /// printed) and ``historyFile`` with `history`.
  package func files(history: [UInt8]) -> [ExportFile] {
    plan.files.filter { $0.path != ImportPlan.reportFileName }
      + [ExportFile(path: Self.historyFile, contents: history)]
  }

  /// The lint errors that stop the first export, each once with every locale it is found in (a key the
  /// store refuses is in every locale's document), then one that counts them and says what to do; none
  /// when the first export can run.
  package var blockers: [Diagnostic] {
    var locales: [String: [String]] = [:]
    var order: [(key: String, finding: Finding)] = []
    for finding in Linter.lint(plan.documents, arguments: plan.arguments) where finding.severity == .error {
      let key = "\(finding.rule.id) \(finding.path) \(finding.message)"
      if locales[key] == nil { order.append((key, finding)) }
      locales[key, default: []] += finding.locale.map { [$0.rawValue] } ?? []
    }
    guard !order.isEmpty else { return [] }
    return order.map { key, finding in
      // A path too long for the store is about every locale, and names none.
      let place = [(locales[key] ?? []).joined(separator: ", "), finding.path.description]
        .filter { !$0.isEmpty }.joined(separator: " ")
      return Diagnostic(.error, rule: finding.rule.id, "\(place): \(finding.message)")
    } + [
      Diagnostic(
        .error, "\(order.count) lint error\(order.count == 1 ? "" : "s") will stop the first export",
        fix:
          "fix them in the input and run init again (after 'git checkout . && git clean -fd Sources/Labels "
          + "Defaults'), or with --skip-unsupported to leave out each label whose base text lint refuses, "
          + "or fix them in Sources/Labels and Defaults/")
    ]
  }

  /// The lines init prints once the folders are replaced, before an import's report.
  /// - Parameters:
  ///   - fileCounts: the number of files each team folder held, by folder.
  ///   - versions: the published versions removed.
  ///   - head: the commit init ran on, `nil` in a repository without commits.
  package func summary(fileCounts: [String: Int], versions: [SemanticVersion], head: String?) -> [String] {
    let removed = Self.teamFolders.dropLast().map { "\($0) (\(fileCounts[$0] ?? 0) files)" }
    let published =
      versions.isEmpty ? "" : ", Exports (versions \(versions.map(\.description).joined(separator: ", ")))"
    let report = plan.report
    let others = report.locales.dropFirst().map(\.rawValue)
    return [
      "removed the sample app: \(removed.joined(separator: ", "))\(published)",
      "wrote \(imported ? "the import" : "an empty starter"): \(report.labelCount) label\(report.labelCount == 1 ? "" : "s"), "
        + "base locale \(report.baseLocale)"
        + (others.isEmpty ? "" : ", and \(others.joined(separator: ", "))"),
      head.map { "the publication history begins after commit \($0.prefix(12)) (\(Self.historyFile))" }
        ?? "the publication history begins at the first commit (\(Self.historyFile))",
      "next: make export, make test, make check, then commit everything",
    ]
  }
}
