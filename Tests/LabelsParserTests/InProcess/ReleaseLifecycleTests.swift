import Foundation
import LabelsCommands
import Testing

/// A team's releases on a fixture app, through the commands the README gives, with git history: the
/// gate passes each honest release and refuses each way of cheating it, naming a fix that works.
@Suite struct ReleaseLifecycleTests {
  /// A repository with 1.0.0 exported and committed.
  private func published() throws -> GitRepository {
    let repository = try GitRepository()
    try repository.publishFirstRelease()
    return repository
  }

  @Test func theFirstReleasePassesTheGate() throws {
    let repository = try published()
    let check = CommandRun(["check"], project: ShopLabels.v1(root: repository.path))
    #expect(check.stderr == "")
    #expect(
      check.stdout == """
        lint: 0 errors, 0 warnings
        compatibility: <root>/Exports/1.0.0 → defaults 1.0.0: identical
        published: 1 version intact
        export: <root>/Exports/1.0.0 is up to date
        check passed

        """)
    #expect(check.status == 0)
  }

  @Test func aTextFixIsExportedIntoTheSameVersion() throws {
    let repository = try published()
    let fixed = ShopLabels.v1(root: repository.path) { locale, labels in
      if locale == "ru" { labels.cart.title = "Ваша корзина" }
    }
    let stale = CommandRun(["check"], project: fixed)
    #expect(stale.status == 1)
    #expect(stale.stderr == "<root>/Exports/1.0.0/ru.json: error: is out of date; run 'make export'\n")
    #expect(stale.stdout.contains("export: <root>/Exports/1.0.0 is not what 'make export' writes (1 file)\n"))
    let export = CommandRun(["export"], project: fixed)
    #expect(export.status == 0)
    #expect(export.stdout.contains("content only (0 breaking, 0 additive, 1 content); re-exported in place"))
    try repository.commitAll("Fix a Russian text")
    #expect(CommandRun(["check"], project: fixed).status == 0)
  }

  @Test func aLabelAddedNeedsTheMinorVersionTheGateNames() throws {
    let repository = try published()
    let refused = CommandRun(["export"], project: ShopLabels.v11(root: repository.path, version: "1.0.0"))
    #expect(refused.status == 1)
    #expect(refused.stderr.contains("set Labels.schemaVersion to 1.1.0 [version-policy]"))
    #expect(refused.stderr.hasSuffix("error: export refused what check refuses; nothing was written\n"))
    #expect(try repository.git("status", "--porcelain") == "")
    // Followed literally, the advice passes.
    let export = CommandRun(["export"], project: ShopLabels.v11(root: repository.path, version: "1.1.0"))
    #expect(export.status == 0, "\(export.stderr)")
    try repository.commitAll("Publish 1.1.0")
    let check = CommandRun(["check"], project: ShopLabels.v11(root: repository.path))
    #expect(check.status == 0, "\(check.stderr)")
    #expect(check.stdout.contains("published: 2 versions intact"))
  }

  @Test func aLabelRemovedNeedsTheMajorVersionTheGateNames() throws {
    let repository = try published()
    #expect(CommandRun(["export"], project: ShopLabels.v11(root: repository.path)).status == 0)
    try repository.commitAll("Publish 1.1.0")
    let refused = CommandRun(["check"], project: ShopLabels.v2(root: repository.path, version: "1.2.0"))
    #expect(refused.status == 1)
    #expect(
      refused.stderr.contains(
        "needs a major bump, but 1.2.0 is a minor bump; set Labels.schemaVersion to 2.0.0"))
    #expect(CommandRun(["export"], project: ShopLabels.v2(root: repository.path)).status == 0)
    try repository.commitAll("Publish 2.0.0")
    let check = CommandRun(["check"], project: ShopLabels.v2(root: repository.path))
    #expect(check.status == 0, "\(check.stderr)")
  }

  @Test(arguments: [("0.9.0", "1.0.0"), ("1.0.1", "1.0.0"), ("1.4.0", "1.0.0"), ("3.0.0", "1.0.0")])
  func aVersionThatIsNotTheNextOneIsRefusedWithTheOneThatPasses(version: String, required: String) throws {
    let repository = try published()
    let wrong = ShopLabels.v1(root: repository.path, version: version) { locale, labels in
      if locale == "en" { labels.cart.title = "Basket" }
    }
    let check = CommandRun(["check"], project: wrong)
    if version == "1.0.1" {
      // A patch step is allowed for content; nothing to refuse.
      #expect(check.status == 1)
      #expect(check.stderr.contains("Exports/1.0.1/en.json: error: is missing; run 'make export'"))
      return
    }
    #expect(check.status == 1)
    #expect(check.stderr.contains("set Labels.schemaVersion to \(required) [version-policy]"))
    let followed = ShopLabels.v1(root: repository.path, version: required) { locale, labels in
      if locale == "en" { labels.cart.title = "Basket" }
    }
    #expect(CommandRun(["export"], project: followed).status == 0)
    try repository.commitAll("Fix the English title")
    let passed = CommandRun(["check"], project: followed)
    #expect(passed.status == 0, "\(passed.stderr)")
  }

  @Test func aPlaceholderTypoInOneLocaleIsATranslationErrorNotABump() throws {
    let repository = try published()
    let typo = ShopLabels.v1(root: repository.path) { locale, labels in
      if locale == "uk" { labels.cart.count = "Товарів: %d" }
    }
    let check = CommandRun(["check"], project: typo)
    #expect(check.status == 1)
    #expect(check.stderr.contains("[placeholder-mismatch]"))
    #expect(!check.stderr.contains("schemaVersion"))
    #expect(
      check.stdout.contains("compatibility: not checked until lint passes (fix the translations first)"))
    let export = CommandRun(["export"], project: typo)
    #expect(export.status == 1)
    #expect(export.stderr.contains("[placeholder-mismatch]"))
    #expect(try repository.git("status", "--porcelain") == "")
  }

  @Test(arguments: [["ru"], ["en", "ru", "uk"]])
  func anOptionalLabelGivenOrRemovedIsContent(locales: [String]) throws {
    let repository = try published()
    let hidden = ShopLabels.v1(root: repository.path) { locale, labels in
      if locales.contains(locale) { labels.login.forgotPassword = nil }
    }
    let export = CommandRun(["export"], project: hidden)
    #expect(export.status == 0, "\(export.stderr)")
    #expect(export.stdout.contains("re-exported in place"))
    try repository.commitAll("Hide the link")
    #expect(CommandRun(["check"], project: hidden).status == 0)
    let shown = CommandRun(["export"], project: ShopLabels.v1(root: repository.path))
    #expect(shown.status == 0, "\(shown.stderr)")
    #expect(shown.stdout.contains("re-exported in place"))
  }

  @Test func aStrayFileIsRemovedByTheExportTheCheckAdvises() throws {
    let repository = try published()
    try repository.write("{}\n", to: "Exports/1.0.0/fr.json")
    let project = ShopLabels.v1(root: repository.path)
    let stale = CommandRun(["export", "--check"], project: project)
    #expect(stale.status == 1)
    #expect(
      stale.stderr
        == "<root>/Exports/1.0.0/fr.json: error: is not written by export; run 'make export' to remove it\n")
    let export = CommandRun(["export"], project: project)
    #expect(export.status == 0, "\(export.stderr)")
    #expect(export.stdout.contains("removed <root>/Exports/1.0.0/fr.json"))
    #expect(CommandRun(["check"], project: project).status == 0)
  }

  @Test func aMissingExportsFolderIsAnErrorNotAFirstVersion() throws {
    let repository = try published()
    let check = CommandRun(
      ["check", "--exports", repository.path + "/Nowhere"], project: ShopLabels.v1(root: repository.path))
    #expect(check.status == 66)
    #expect(
      check.stderr
        == "<root>/Nowhere: error: no such folder; run 'make export' to publish the first version\n")
    #expect(check.stdout == "")
  }
}
