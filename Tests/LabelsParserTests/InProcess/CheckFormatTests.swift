import Foundation
import LabelsCommands
import Testing

/// `check --format text|json|github`: the same findings in each format; GitHub annotations point at
/// the Swift line of the defaults or of `Labels.schemaVersion` where it is known.
@Suite struct CheckFormatTests {
  /// A repository with the sources a team keeps (the schema's version declaration, the catalog and the
  /// Ukrainian defaults) and 1.0.0 published.
  private func published() throws -> GitRepository {
    let repository = try GitRepository()
    try repository.write(
      """
      /// The labels of the app.
      public struct Labels: Codable, Sendable {
        public static let schemaVersion = "1.0.0"
      }

      """, to: "Sources/Labels/Labels.swift")
    try repository.write(
      """
      public enum LabelsCatalog {
        public static let locales = [
          LocaleLabels(locale: "en", labels: .english),
          LocaleLabels(locale: "ru", labels: .russian),
          LocaleLabels(locale: "uk", labels: .ukrainian),
        ]
      }

      """, to: "Defaults/LabelsCatalog.swift")
    try repository.write(
      """
      extension ShopLabels {
        static let ukrainian = ShopLabels.V1(
          login: .init(welcome: "З поверненням", greeting: "Привіт, %@!", forgotPassword: "Забули пароль?"),
          cart: .init(title: "Кошик", count: "Товарів: %lld"))
      }

      """, to: "Defaults/Labels+Ukrainian.swift")
    try repository.publishFirstRelease()
    return repository
  }

  @Test func aPassingCheckPrintsTheSummariesInEveryFormat() throws {
    let repository = try published()
    let project = ShopLabels.v1(root: repository.path)
    let summaries = """
      lint: 0 errors, 0 warnings
      compatibility: <root>/Exports/1.0.0 → defaults 1.0.0: identical
      published: 1 version intact
      export: <root>/Exports/1.0.0 is up to date
      check passed

      """
    #expect(CommandRun(["check"], project: project) == CommandRun(stdout: summaries, stderr: "", status: 0))
    #expect(
      CommandRun(["check", "--format", "github"], project: project)
        == CommandRun(stdout: summaries, stderr: "", status: 0))
  }

  @Test func aLintErrorIsAnnotatedOnItsSwiftLine() throws {
    let repository = try published()
    try repository.write(
      try repository.read("Defaults/Labels+Ukrainian.swift").replacingOccurrences(of: "%lld", with: "%d"),
      to: "Defaults/Labels+Ukrainian.swift")
    let typo = ShopLabels.v1(root: repository.path) { locale, labels in
      if locale == "uk" { labels.cart.count = "Товарів: %d" }
    }
    let message =
      "uk /cart/count: has placeholders %1$d but the base locale en has placeholders %1$lld; "
      + "a translation must take the same arguments"
    let summaries = """
      lint: 1 error, 0 warnings
      compatibility: not checked until lint passes (fix the translations first)
      published: 1 version intact
      export: not checked until lint and the version policy pass
      check failed

      """
    #expect(
      CommandRun(["check", "--format=github"], project: typo)
        == CommandRun(
          stdout:
            "::error file=<root>/Defaults/Labels+Ukrainian.swift,line=4,title=placeholder-mismatch::"
            + message.replacingOccurrences(of: "%", with: "%25") + "\n"
            + summaries,
          stderr: "", status: 1))
    #expect(
      CommandRun(["check"], project: typo)
        == CommandRun(
          stdout: summaries,
          stderr: "<root>/Defaults/Labels+Ukrainian.swift:4: error: \(message) [placeholder-mismatch]\n",
          status: 1))
  }

  @Test func aRefusalIsAnnotatedOnTheVersionDeclarationWithTheChangesThatCallForIt() throws {
    let repository = try published()
    let unbumped = ShopLabels.v11(root: repository.path, version: "1.0.0")
    let violation =
      "version 1.0.0 is published and this change is additive: apps built with the new labels must not "
      + "read 1.0.0 data that lacks them; set Labels.schemaVersion to 1.1.0"
    let changes = [
      "additive key-added en /cart/checkout: key added (\"Check out\")",
      "additive key-added ru /cart/checkout: key added (\"Оформить заказ\")",
      "additive key-added uk /cart/checkout: key added (\"Оформити замовлення\")",
    ]
    let summaries = """
      compatibility: <root>/Exports/1.0.0 → defaults 1.0.0: additive, refused by the version policy
      published: 1 version intact
      export: not checked until lint and the version policy pass
      check failed

      """
    #expect(
      CommandRun(["check", "--format", "github"], project: unbumped)
        == CommandRun(
          stdout: "lint: 0 errors, 0 warnings\n"
            + "::error file=<root>/Sources/Labels/Labels.swift,line=3,title=version-policy::\(violation)%0A"
            + changes.joined(separator: "%0A") + "\n" + summaries,
          stderr: "", status: 1))
    #expect(
      CommandRun(["check"], project: unbumped)
        == CommandRun(
          stdout: "lint: 0 errors, 0 warnings\n" + summaries,
          stderr: "<root>/Sources/Labels/Labels.swift:3: error: \(violation) [version-policy]\n"
            + changes.map { "  \($0)\n" }.joined(),
          status: 1))
  }

  @Test func jsonIsOneDocumentWithTheFindingsTheDecisionAndTheFreshness() throws {
    let repository = try published()
    let fixed = ShopLabels.v1(root: repository.path) { locale, labels in
      if locale == "ru" { labels.cart.title = "Ваша корзина" }
    }
    let run = CommandRun(["check", "--format", "json"], project: fixed)
    #expect(run.stderr == "")
    #expect(run.status == 1)
    #expect(
      run.stdout == """
        {
          "compatibility": {
            "bump": null,
            "current": "1.0.0",
            "decision": "content-in-place",
            "newest": "1.0.0",
            "report": {
              "changes": [
                {
                  "hint": null,
                  "id": null,
                  "locale": "ru",
                  "new": "Ваша корзина",
                  "old": "Корзина",
                  "path": "/cart/title",
                  "rule": "value-changed",
                  "severity": "content"
                }
              ],
              "suggestedBump": "none",
              "summary": {
                "additive": 0,
                "breaking": 0,
                "content": 1
              },
              "verdict": "content"
            },
            "required": null
          },
          "export": {
            "checked": true,
            "files": [
              "<root>/Exports/1.0.0/ru.json"
            ],
            "folder": "<root>/Exports/1.0.0",
            "upToDate": false
          },
          "findings": [
            {
              "column": null,
              "file": "<root>/Exports/1.0.0/ru.json",
              "fix": "run 'make export'",
              "line": null,
              "message": "is out of date",
              "notes": [],
              "rule": null,
              "severity": "error",
              "step": "export"
            }
          ],
          "lint": {
            "error": 0,
            "warning": 0
          },
          "passed": false,
          "published": {
            "problems": 0,
            "versions": 1
          }
        }

        """)
  }

  @Test func aGateThatCannotRunIsAnnotatedToo() throws {
    let folder = try TemporaryDirectory()
    let project = ShopLabels.v1(root: folder.url.path)
    #expect(CommandRun(["export"], project: project).status == 0)
    let message =
      "check reads the git history of the published versions, but it is not in a git repository; "
      + "run it in a clone of the repository"
    #expect(
      CommandRun(["check", "--format", "github"], project: project)
        == CommandRun(
          stdout: "::error file=<root>/Exports,title=published-history::\(message)\n",
          stderr: "<root>/Exports: error: \(message) [published-history]\n", status: 69))
  }

  @Test func anUnknownFormatIsAUsageError() {
    let run = CommandRun(["check", "--format", "markdown"], project: ShopLabels.v1(root: "/nonexistent"))
    #expect(
      run
        == CommandRun(
          stdout: "",
          stderr: "error: unknown format 'markdown'; use text, json or github\n"
            + "usage: LabelsParser check [--exports DIR] [--format FORMAT] [--fail-on-stale] [--full]\n",
          status: 64))
  }
}
