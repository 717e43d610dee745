import Foundation
import Testing

@Suite struct ExportCommandTests {
  private func run(_ arguments: [String], in folder: TemporaryDirectory) -> CommandRun {
    CommandRun(arguments, project: ShopLabels.v1(root: folder.url.path))
  }

  @Test func exportWritesEveryLocaleAndTheManifestThenIsUpToDate() throws {
    let folder = try TemporaryDirectory()
    let first = run(["export"], in: folder)
    #expect(first.status == 0)
    #expect(first.stderr == "")
    #expect(
      first.stdout == """
        wrote <root>/Exports/1.0.0/en.json
        wrote <root>/Exports/1.0.0/manifest.json
        wrote <root>/Exports/1.0.0/ru.json
        wrote <root>/Exports/1.0.0/schema.json
        wrote <root>/Exports/1.0.0/uk.json
        <root>/Exports/1.0.0: 5 of 5 files changed (defaults 1.0.0: first published version)

        """
    )
    #expect(
      try folder.read("Exports/1.0.0/ru.json") == """
        {
          "cart": {
            "count": "Товаров: %lld",
            "title": "Корзина"
          },
          "login": {
            "forgotPassword": "Забыли пароль?",
            "greeting": "Привет, %@!",
            "welcome": "С возвращением"
          }
        }

        """)
    let second = run(["export"], in: folder)
    #expect(
      second == CommandRun(stdout: "<root>/Exports/1.0.0 is up to date (5 files)\n", stderr: "", status: 0))
  }

  @Test func checkNamesEachStaleFileAndTheFix() throws {
    let folder = try TemporaryDirectory()
    let out = folder.url.path + "/out"
    _ = run(["export", "--output", out], in: folder)
    try folder.replace("Корзина", with: "Корзинка", in: "out/1.0.0/ru.json")
    try FileManager.default.removeItem(at: folder.url.appendingPathComponent("out/1.0.0/uk.json"))
    try folder.write("{}\n", to: "out/1.0.0/de.json")

    let result = run(["export", "--check", "--output=" + out], in: folder)
    #expect(result.status == 1)
    #expect(result.stdout == "")
    #expect(
      result.stderr == """
        <root>/out/1.0.0/ru.json: error: is out of date; run 'make export'
        <root>/out/1.0.0/uk.json: error: is missing; run 'make export'
        <root>/out/1.0.0/de.json: error: is not written by export; run 'make export' to remove it

        """
    )
    #expect(try folder.read("out/1.0.0/ru.json").contains("Корзинка"), "--check must write nothing")
  }

  @Test func aHandEditIsOverwrittenByTheExportOfTheDefaults() throws {
    let folder = try TemporaryDirectory()
    _ = run(["export"], in: folder)
    try folder.replace("Корзина", with: "Корзинка", in: "Exports/1.0.0/ru.json")
    let result = run(["export"], in: folder)
    #expect(
      result
        == CommandRun(
          stdout: """
            wrote <root>/Exports/1.0.0/ru.json
            <root>/Exports/1.0.0: 1 of 5 files changed (<root>/Exports/1.0.0 → defaults 1.0.0: content only (0 breaking, 0 additive, 1 content); re-exported in place)

            """,
          stderr: "",
          status: 0
        )
    )
    #expect(run(["export", "--check"], in: folder).status == 0)
  }

  @Test func exportRepairsAPublishedFolderThatDisagreesWithItsManifest() throws {
    let folder = try TemporaryDirectory()
    _ = run(["export"], in: folder)
    try FileManager.default.removeItem(at: folder.url.appendingPathComponent("Exports/1.0.0/uk.json"))
    let result = run(["export"], in: folder)
    #expect(
      result
        == CommandRun(
          stdout: """
            wrote <root>/Exports/1.0.0/uk.json
            <root>/Exports/1.0.0: 1 of 5 files changed (defaults 1.0.0: first published version)

            """,
          stderr: """
            <root>/Exports/1.0.0/manifest.json: error: does not match the locale files: it lists locale uk but uk.json is missing
            <root>/Exports/1.0.0: warning: cannot be read as it is; export writes it again

            """,
          status: 0
        )
    )
  }

  @Test func failedWriteLeavesEarlierFilesByteIdentical() throws {
    let folder = try TemporaryDirectory()
    _ = run(["export"], in: folder)
    try folder.replace("Welcome back", with: "Hello again", in: "Exports/1.0.0/en.json")
    let uk = folder.url.appendingPathComponent("Exports/1.0.0/uk.json")
    try FileManager.default.removeItem(at: uk)
    // en.json is staged first; uk.json cannot be renamed into place, because a folder takes its name.
    // (A read-only folder would not do: the tests may run as root.)
    try FileManager.default.createDirectory(
      at: uk.appendingPathComponent("in-the-way"), withIntermediateDirectories: true)
    let en = folder.url.appendingPathComponent("Exports/1.0.0/en.json")
    let before = try Data(contentsOf: en)

    let result = run(["export"], in: folder)
    #expect(result.status == 65)
    #expect(result.stdout == "")
    #expect(
      result.stderr.hasSuffix(
        "<root>/Exports/1.0.0/uk.json: error: is a folder where a file belongs; remove it; nothing was changed\n"
      ))
    #expect(try Data(contentsOf: en) == before)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path + "/Exports/1.0.0")
    #expect(names.sorted() == ["en.json", "manifest.json", "ru.json", "schema.json", "uk.json"])
  }
}
