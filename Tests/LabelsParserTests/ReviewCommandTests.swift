import Foundation
import Testing

@testable import LabelsCommands

/// The review state through a team's release: a base text changes, lint warns before the export, the
/// export keeps the mark in `Defaults/LabelsReview.json`, and it lasts until the translation changes or
/// is confirmed.
@Suite struct ReviewCommandTests {
  /// The first release's project with `cart.title` of the base locale changed to "Basket".
  private static func basket(_ folder: TemporaryDirectory, ukrainian: String = "Кошик") -> LabelsProject {
    ShopLabels.v1(root: folder.url.path) { locale, labels in
      if locale == "en" { labels.cart.title = "Basket" }
      if locale == "uk" { labels.cart.title = ukrainian }
    }
  }

  private static func stale(_ locale: String) -> String {
    "<root>/Defaults/LabelsCatalog.swift: warning: \(locale) /cart/title: the en text changed after this "
      + "translation was made; update the translation, or keep it with `LabelsParser review confirm "
      + "\(locale) /cart/title` [translation-stale]\n"
  }

  /// `review` and `review confirm` read the review state once, through the file they are given: the
  /// listing, the confirmation and the write all judge the one read.
  @Test func theReviewStateIsReadOnceToListOrToConfirm() throws {
    let repository = try GitRepository()
    try repository.publishFirstRelease()
    let project = Self.basket(repository.folder)
    #expect(CommandRun(["export"], project: project).status == 0)
    try repository.commitAll("Basket")
    let reads = CountedReads()
    let reviewFile = project.paths.reviewFile
    let console = Console(output: { _ in }, error: { _ in })
    let list = ReviewStateFile(paths: project.paths, inputs: reads.inputs)
    #expect(try ReviewCommand(arguments: []).run(project: project, console: console, reviewFile: list) == .ok)
    #expect(reads.count(reviewFile) == 1)
    reads.reset()
    let confirm = try ReviewCommand(arguments: ["confirm", "ru", "/cart/title"])
    let confirming = ReviewStateFile(paths: project.paths, inputs: reads.inputs)
    #expect(try confirm.run(project: project, console: console, reviewFile: confirming) == .ok)
    #expect(reads.count(reviewFile) == 1)
    #expect(reads.readAgain == [])
    #expect(try !repository.read("Defaults/LabelsReview.json").contains(#""ru""#))
    #expect(try repository.read("Defaults/LabelsReview.json").contains(#""uk""#))
  }

  @Test func aChangedBaseTextIsStaleUntilTheTranslationChangesOrIsConfirmed() throws {
    let repository = try GitRepository()
    let folder = repository.folder
    try repository.publishFirstRelease()
    #expect(!FileManager.default.fileExists(atPath: folder.url.path + "/Defaults/LabelsReview.json"))
    let project = Self.basket(folder)
    // Before the export: compared with the newest published version.
    #expect(
      CommandRun(["lint"], project: project)
        == CommandRun(
          stdout: "lint: 0 errors, 2 warnings\n", stderr: Self.stale("ru") + Self.stale("uk"), status: 0))
    #expect(
      CommandRun(["review", "confirm", "ru", "/cart/title"], project: project)
        == CommandRun(
          stdout: "",
          stderr: "<root>/Defaults/LabelsReview.json: error: ru /cart/title the base text change is not "
            + "exported yet; run 'make export', then confirm\nerror: nothing was confirmed\n",
          status: 65))
    let export = CommandRun(["export"], project: project)
    #expect(export.status == 0)
    #expect(
      export.stdout.hasSuffix("updated <root>/Defaults/LabelsReview.json: 2 translations need review\n"))
    try repository.commitAll("Basket")
    #expect(
      try repository.read("Defaults/LabelsReview.json") == """
        {
          "ru": {
            "/cart/title": {
              "state": "needs-review",
              "translation": "Корзина"
            }
          },
          "uk": {
            "/cart/title": {
              "state": "needs-review",
              "translation": "Кошик"
            }
          }
        }

        """)
    // After the export: from the file, which the export left as it is when nothing changes.
    #expect(CommandRun(["lint"], project: project).stderr == Self.stale("ru") + Self.stale("uk"))
    #expect(CommandRun(["export"], project: project).stdout.hasSuffix("is up to date (5 files)\n"))
    #expect(
      CommandRun(["review"], project: project)
        == CommandRun(
          stdout: """
            ru  /cart/title  needs-review  "Корзина"
            uk  /cart/title  needs-review  "Кошик"
            2 translations with a review state

            """, stderr: "", status: 0))
    #expect(CommandRun(["check"], project: project).status == 0)
    #expect(CommandRun(["check", "--fail-on-stale"], project: project).status == 1)
    #expect(
      CommandRun(["review", "confirm", "ru", "--all"], project: project)
        == CommandRun(stdout: "confirmed 1 translation of ru\n", stderr: "", status: 0))
    // The Ukrainian translation fixed by hand needs no confirming.
    let fixed = Self.basket(folder, ukrainian: "Кошичок")
    #expect(
      CommandRun(["lint"], project: fixed)
        == CommandRun(stdout: "lint: 0 errors, 0 warnings\n", stderr: "", status: 0))
    #expect(CommandRun(["export"], project: fixed).status == 0)
    #expect(try repository.read("Defaults/LabelsReview.json") == "{}\n")
    try repository.commitAll("Кошичок")
    #expect(CommandRun(["check", "--fail-on-stale"], project: fixed).status == 0)
  }

  @Test func confirmNamesWhatItCannotConfirm() throws {
    let folder = try TemporaryDirectory()
    let project = ShopLabels.v1(root: folder.url.path)
    #expect(
      CommandRun(["review", "confirm", "ru", "/cart/title", "/nope"], project: project)
        == CommandRun(
          stdout: "",
          stderr: """
            <root>/Defaults/LabelsReview.json: error: ru /cart/title has no translation that needs review or \
            is new; 'LabelsParser review' lists them
            <root>/Defaults/LabelsReview.json: error: ru /nope has no translation that needs review or is \
            new; 'LabelsParser review' lists them
            error: nothing was confirmed

            """, status: 65))
  }

  @Test(arguments: [
    (["confirm"], "error: name the locale to confirm, such as: review confirm ru --all"),
    (["confirm", "ru"], "error: name the labels to confirm, or pass --all"),
    (["confirm", "ru", "/a", "--all"], "error: name labels or pass --all, not both"),
    (
      ["confirm", "ru", "cart/title"],
      "error: 'cart/title' is not a label's JSON Pointer; write it as lint prints it, such as /login/welcome"
    ),
    (
      ["confirm", "r u", "--all"],
      "error: confirm names an invalid locale \"r u\"; expected a BCP 47 tag such as en, pt-BR or zh-Hans"
    ),
    (["approve"], "error: unknown action 'approve'; expected confirm"),
    (["--all"], "error: --all goes with confirm LOCALE"),
  ])
  func usageErrors(arguments: [String], message: String) throws {
    let folder = try TemporaryDirectory()
    let run = CommandRun(["review"] + arguments, project: ShopLabels.v1(root: folder.url.path))
    #expect(run.status == 64)
    #expect(run.stderr.hasPrefix(message + "\n"))
  }

  @Test func aMalformedFileIsNamedWithTheFix() throws {
    let folder = try TemporaryDirectory()
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent("Defaults"), withIntermediateDirectories: true)
    try Data("{\"ru\": 1}".utf8).write(to: folder.url.appendingPathComponent("Defaults/LabelsReview.json"))
    #expect(
      CommandRun(["lint"], project: ShopLabels.v1(root: folder.url.path))
        == CommandRun(
          stdout: "",
          stderr:
            "<root>/Defaults/LabelsReview.json: error: /ru should be an object of JSON Pointers; the tool "
            + "writes this file, so restore it from git\n", status: 65))
  }
}
