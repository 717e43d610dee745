import LabelsCore
import Testing

@testable import LabelsKit

@Suite struct ProjectStartTests {
  @Test func changesToTrackedFilesAndNewFilesInTheTeamsFoldersStopInit() {
    let changes = [
      WorkTreeChange(path: "Catalog/en.lproj/L.strings", isUntracked: true),
      WorkTreeChange(path: "README.md", isUntracked: false),
      WorkTreeChange(path: "Defaults/New.swift", isUntracked: true),
    ]
    #expect(
      ProjectStart.uncommittedRefusal(changes)
        == Diagnostic(
          .error,
          "the work tree has uncommitted changes (README.md, Defaults/New.swift); init replaces "
            + "Sources/Labels, Defaults and Exports, and its changes should be a commit of their own",
          fix: "commit or stash them ('git stash -u'), then run init again"))
    #expect(ProjectStart.uncommittedRefusal(Array(changes.prefix(1))) == nil)
    let many = (1...12).map { WorkTreeChange(path: "f\($0)", isUntracked: false) }
    #expect(
      ProjectStart.uncommittedRefusal(many)?.message
        == "the work tree has uncommitted changes (f1, f2, f3, f4, f5, f6, f7, f8, f9, f10 and 2 more); init "
        + "replaces Sources/Labels, Defaults and Exports, and its changes should be a commit of their own")
  }

  @Test func gitStatusIsReadRelativeToTheProjectWithRenamesByTheirNewPath() {
    let status = " M app/README.md\0?? app/Defaults/New.swift\0R  app/b.swift\0app/a.swift\0?? other.txt\0M\0"
    #expect(
      WorkTreeChange.changes(porcelain: status, prefix: "app/") == [
        WorkTreeChange(path: "README.md", isUntracked: false),
        WorkTreeChange(path: "Defaults/New.swift", isUntracked: true),
        WorkTreeChange(path: "b.swift", isUntracked: false),
        WorkTreeChange(path: "other.txt", isUntracked: true),
      ])
    #expect(WorkTreeChange.changes(porcelain: "", prefix: "").isEmpty)
  }

  @Test func versionsPublishedSinceInitStopItUnlessForced() throws {
    let versions = [try SemanticVersion("1.0.0"), try SemanticVersion("1.1.0")]
    var asked = 0
    let started = { () -> Bool in
      asked += 1
      return true
    }
    #expect(
      ProjectStart.publishedRefusal(versions, exports: "Exports", force: false, historyStarted: started)
        == Diagnostic(
          .error, at: FileLocation(file: "Exports"),
          "holds versions your team published since it ran init (1.0.0, 1.1.0); installed apps read them, and "
            + "init would delete them",
          fix: "pass --force to start over, with a publication history that begins now"))
    #expect(
      ProjectStart.publishedRefusal(versions, exports: "Exports", force: true, historyStarted: started) == nil
    )
    #expect(
      ProjectStart.publishedRefusal([], exports: "Exports", force: false, historyStarted: started) == nil)
    #expect(asked == 1)
    #expect(ProjectStart.publishedRefusal(versions, exports: "Exports", force: false) { false } == nil)
  }

  @Test func theStarterWritesItsSourcesAndTheHistoryButNotTheReport() throws {
    let start = try ProjectStart.starter(
      baseLocale: try LocaleIdentifier("en"),
      locales: [try LocaleIdentifier("en"), try LocaleIdentifier("de")])
    #expect(!start.imported)
    let files = start.files(history: Array("{}\n".utf8))
    #expect(!files.contains { $0.path == ImportPlan.reportFileName })
    #expect(files.last == ExportFile(path: "Defaults/LabelsHistory.json", contents: Array("{}\n".utf8)))
    #expect(files.dropLast().map(\.path) == start.plan.files.map(\.path).filter { $0 != "ImportReport.md" })
    #expect(start.blockers.isEmpty)
    #expect(
      start.summary(
        fileCounts: ["Sources/Labels": 3, "Defaults": 7, "Exports": 9],
        versions: [try SemanticVersion("1.0.0"), try SemanticVersion("2.0.0")],
        head: "0123456789abcdef0123456789abcdef01234567")
        == [
          "removed the sample app: Sources/Labels (3 files), Defaults (7 files), Exports (versions 1.0.0, 2.0.0)",
          "wrote an empty starter: 0 labels, base locale en, and de",
          "the publication history begins after commit 0123456789ab (Defaults/LabelsHistory.json)",
          "next: make export, make test, make check, then commit everything",
        ])
    #expect(
      start.summary(fileCounts: [:], versions: [], head: nil).prefix(3) == [
        "removed the sample app: Sources/Labels (0 files), Defaults (0 files)",
        "wrote an empty starter: 0 labels, base locale en, and de",
        "the publication history begins at the first commit (Defaults/LabelsHistory.json)",
      ])
  }

  @Test func lintErrorsOfAnImportAreListedOnceWithEveryLocaleAndCounted() throws {
    let tables = try ["en", "de"].map { locale in
      TranslationTable(
        locale: try LocaleIdentifier(locale), file: "\(locale).lproj/L.strings",
        entries: [
          TranslationEntry(
            key: "a", value: "", location: FileLocation(file: "\(locale).lproj/L.strings", line: 1, column: 1)
          ),
          TranslationEntry(
            key: "b", value: "B",
            location: FileLocation(file: "\(locale).lproj/L.strings", line: 2, column: 1)),
        ])
    }
    let start = ProjectStart(
      imported: try ImportPlan.generate(tables, baseLocale: try LocaleIdentifier("en")))
    #expect(start.imported)
    #expect(
      start.summary(fileCounts: [:], versions: [], head: nil)[1]
        == "wrote the import: 2 labels, base locale en, and de")
    #expect(
      start.blockers == [
        Diagnostic(.error, rule: "empty-value", "de, en /a: the value is empty"),
        Diagnostic(
          .error, "1 lint error will stop the first export",
          fix:
            "fix them in the input and run init again (after 'git checkout . && git clean -fd Sources/Labels "
            + "Defaults'), or with --skip-unsupported to leave out each label whose base text lint refuses, "
            + "or fix them in Sources/Labels and Defaults/"),
      ])
  }

  /// Import shortens a label's key to the store's budget but keeps a group's: a group whose key alone
  /// passes it is one blocker about every locale, naming none.
  @Test func aGroupKeyTooLongForTheStoreIsOneBlockerNamingNoLocale() throws {
    let group = String(repeating: "g", count: 704)
    let tables = try ["en", "de"].map { locale in
      TranslationTable(
        locale: try LocaleIdentifier(locale), file: "\(locale).lproj/L.strings",
        entries: ["a", "b"].enumerated().map { index, key in
          TranslationEntry(
            key: "\(group).\(key)", value: "\(locale) \(key)",
            location: FileLocation(file: "\(locale).lproj/L.strings", line: index + 1, column: 1))
        })
    }
    let start = ProjectStart(
      imported: try ImportPlan.generate(tables, baseLocale: try LocaleIdentifier("en")))
    #expect(
      start.blockers.first
        == Diagnostic(
          .error, rule: "firebase-path-length",
          "/\(group): the path is 705 bytes (its keys in UTF-8 plus one '/' each), over the 704 a label's path "
            + "may take: Firebase's limit is 768 bytes from the database root, of which 64 are kept for "
            + "/<environment>/v<major>/<locale>/labels; shorten the key"))
    #expect(start.blockers.count == 2)
  }
}
