import Foundation
import Testing

@testable import LabelsCommands

@Suite struct LintCommandTests {
  private static let usage = "usage: LabelsParser lint [INPUT...] [--format text|json|github] [--strict]"

  /// Runs `lint` in a temporary copy of the lint fixtures.
  private func lint(_ arguments: [String]) throws -> CommandRun {
    let folder = try TemporaryDirectory()
    try FileManager.default.removeItem(at: folder.url)
    try FileManager.default.copyItem(
      at: LabelsParserRunner.packageRoot.appendingPathComponent("Tests/LabelsParserTests/Fixtures/lint"),
      to: folder.url)
    return CommandRun(["lint"] + arguments, in: folder.url)
  }

  @Test func cleanDefaultsAndTheirExportLintClean() throws {
    let folder = try TemporaryDirectory()
    let project = ShopLabels.v1(root: folder.url.path)
    #expect(
      CommandRun(["lint"], project: project)
        == CommandRun(stdout: "lint: 0 errors, 0 warnings\n", stderr: "", status: 0))
    #expect(
      CommandRun(["lint", "--format", "json"], project: project).stdout
        == "{\n  \"findings\": [],\n  \"summary\": {\n    \"error\": 0,\n    \"warning\": 0\n  }\n}\n")
    #expect(CommandRun(["export"], project: project).status == 0)
    let exported = folder.url.path + "/Exports/1.0.0"
    #expect(
      CommandRun(["lint", exported, exported + "/uk.json"], project: project)
        == CommandRun(stdout: "lint: 0 errors, 0 warnings\n", stderr: "", status: 0))
  }

  @Test func anUnreadablePublishedVersionIsAnErrorNotASilentlySkippedReview() throws {
    let folder = try TemporaryDirectory()
    #expect(CommandRun(["export"], project: ShopLabels.v1(root: folder.url.path)).status == 0)
    try folder.write("{\"cart\": ", to: "Exports/1.0.0/ru.json")
    #expect(
      CommandRun(["lint"], project: ShopLabels.v11(root: folder.url.path))
        == CommandRun(
          stdout: "",
          stderr:
            "<root>/Exports/1.0.0/ru.json:1:10: error: unexpected end of the document; expected a value\n",
          status: 65))
  }

  @Test func aDefaultsFindingNamesTheLocaleAndTheFix() throws {
    let folder = try TemporaryDirectory()
    let project = ShopLabels.v1(root: folder.url.path) { locale, labels in
      if locale == "ru" { labels.cart.title = "Cart" }
    }
    #expect(
      CommandRun(["lint"], project: project)
        == CommandRun(
          stdout: "lint: 0 errors, 1 warning\n",
          stderr:
            "<root>/Defaults/LabelsCatalog.swift: warning: ru /cart/title: identical to the base locale en (\"Cart\"); translate it, "
            + "or allow-list the label if it is meant to read the same [untranslated]\n",
          status: 0))
  }

  @Test(arguments: [
    (
      "placeholder-mismatch/1.0.0", 1,
      """
      placeholder-mismatch/1.0.0/ru.json:2: error: ru /count: has placeholders %1$@ but the base locale en has \
      placeholders %1$d; a translation must take the same arguments [placeholder-mismatch]
      placeholder-mismatch/1.0.0/ru.json:4: error: ru /plain: has placeholders %1$@ but the base locale en has \
      no placeholders; a translation must take the same arguments [placeholder-mismatch]
      placeholder-mismatch/1.0.0/ru.json:5: error: ru /reminder: has placeholders {time} but the base locale en \
      has placeholders {name} {time}; a translation must take the same arguments [placeholder-mismatch]

      """, "lint: 3 errors, 0 warnings"
    ),
    (
      "placeholder-invalid/ru.json", 1,
      """
      placeholder-invalid/ru.json:3: error: ru /gap: no placeholder uses argument 2 although %3$ is used; \
      formatting needs every position from 1 to 3 [placeholder-invalid]
      placeholder-invalid/ru.json:4: error: ru /mixed: positional (%1$@) and sequential (%@) placeholders are \
      mixed; number every placeholder [placeholder-invalid]
      placeholder-invalid/ru.json:5: error: ru /noConversion: '%1 ' is not a valid placeholder; write %% for a \
      literal percent sign [placeholder-invalid]
      placeholder-invalid/ru.json:6: error: ru /twoTypes: argument 1 is used as %1$@ and as %1$d; use one type \
      for each position [placeholder-invalid]

      """, "lint: 4 errors, 0 warnings"
    ),
    (
      "empty-value/en.json", 1,
      """
      empty-value/en.json:2: error: en /blank: the value is blank (only whitespace) [empty-value]
      empty-value/en.json:3: error: en /empty: the value is empty [empty-value]

      """, "lint: 2 errors, 0 warnings"
    ),
    (
      "whitespace/en.json", 0,
      """
      whitespace/en.json:2: warning: en /both: leading and trailing whitespace; remove it, spacing belongs to \
      the layout [whitespace]
      whitespace/en.json:4: warning: en /leading: leading whitespace; remove it, spacing belongs to the layout \
      [whitespace]
      whitespace/en.json:5: warning: en /trailing: trailing whitespace; remove it, spacing belongs to the \
      layout [whitespace]

      """, "lint: 0 errors, 3 warnings"
    ),
    (
      "untranslated/1.0.0", 0,
      """
      untranslated/1.0.0/uk.json:9: warning: uk /expenses/categories/1/name: identical to the base locale en \
      ("Food"); translate it, or allow-list the label if it is meant to read the same [untranslated]
      untranslated/1.0.0/uk.json:13: warning: uk /title: identical to the base locale en ("OK"); translate it, \
      or allow-list the label if it is meant to read the same [untranslated]

      """, "lint: 0 errors, 2 warnings"
    ),
    (
      "firebase-key/en.json", 1,
      """
      firebase-key/en.json:2: error: en /a.b: key "a.b" contains '.'; Firebase keys cannot contain . $ # [ ] / \
      [firebase-key]
      firebase-key/en.json:6: error: en /price$: key "price$" contains '$'; Firebase keys cannot contain \
      . $ # [ ] / [firebase-key]

      """, "lint: 2 errors, 0 warnings"
    ),
  ])
  func eachRuleReportsItsFindingsAtTheirLine(input: String, status: Int32, stderr: String, summary: String)
    throws
  {
    #expect(try lint([input]) == .init(stdout: summary + "\n", stderr: stderr, status: status))
  }

  /// A key that tries to forge a diagnostic and a workflow command, a key whose `/` hides behind a
  /// combining mark, and a file name with a line feed: every finding stays on its own line.
  @Test func hostileKeysAndFileNamesStayOnTheirLine() throws {
    let folder = try TemporaryDirectory()
    let project = ShopLabels.v1(root: folder.url.path)
    let file = "a\n::error file=x.json::forged/en.json"
    try folder.write(
      "{\n  \"k\\n::error file=x::forged\": \"v\",\n  \"s/\u{301}\": \"##[stop-commands]t\"\n}\n", to: file)
    let path = "<root>/a\\n::error file=x.json::forged/en.json"
    #expect(
      CommandRun(["lint", folder.url.path + "/" + file], project: project)
        == CommandRun(
          stdout: "lint: 2 errors, 0 warnings\n",
          stderr: """
            \(path):2: error: en /k\\n::error file=x::forged: key "k\\n::error file=x::forged" \
            contains the control character U+000A; Firebase keys cannot contain U+0000 to U+001F or U+007F \
            [firebase-key]
            \(path):3: error: en /s~1\u{301}: key "s/\u{301}" contains '/'; Firebase keys cannot contain \
            . $ # [ ] / [firebase-key]

            """,
          status: 1))
    let github = CommandRun(["lint", folder.url.path + "/" + file, "--format", "github"], project: project)
    let annotation =
      "::error file=<root>/a\\n%3A%3Aerror file=x.json%3A%3Aforged/en.json,line=2,title=firebase-key::"
    #expect(github.stdout.hasPrefix(annotation + "en /k\\n::error file=x::forged: key \"k\\n::error"))
    #expect(github.stdout.split(separator: "\n").count == 3)
    #expect(github.status == 1)
  }

  @Test func strictTurnsWarningsIntoErrors() throws {
    let result = try lint(["whitespace/en.json", "--strict"])
    #expect(result.status == 1)
    #expect(result.stdout == "lint: 3 errors, 0 warnings\n")
    #expect(result.stderr.hasPrefix("whitespace/en.json:2: error: en /both: leading and trailing whitespace"))
  }

  @Test func inputsAreLintedInTurn() throws {
    let result = try lint(["empty-value/en.json", "whitespace/en.json"])
    #expect(result.status == 1)
    #expect(result.stdout == "lint: 2 errors, 3 warnings\n")
  }

  @Test func jsonGoesToStdout() throws {
    let result = try lint(["empty-value/en.json", "--format=json"])
    #expect(result.status == 1)
    #expect(result.stderr == "")
    #expect(
      result.stdout == """
        {
          "findings": [
            {
              "file": "empty-value/en.json",
              "line": 2,
              "locale": "en",
              "message": "the value is blank (only whitespace)",
              "path": "/blank",
              "rule": "empty-value",
              "severity": "error"
            },
            {
              "file": "empty-value/en.json",
              "line": 3,
              "locale": "en",
              "message": "the value is empty",
              "path": "/empty",
              "rule": "empty-value",
              "severity": "error"
            }
          ],
          "summary": {
            "error": 2,
            "warning": 0
          }
        }

        """)
  }

  @Test func githubAnnotatesTheFileAndLine() throws {
    let result = try lint(["placeholder-invalid/ru.json", "--format", "github"])
    #expect(result.status == 1)
    #expect(result.stderr == "")
    #expect(
      result.stdout.hasPrefix(
        "::error file=placeholder-invalid/ru.json,line=3,title=placeholder-invalid::ru /gap: no placeholder uses "
          + "argument 2 although %253$ is used; formatting needs every position from 1 to 3\n"))
    #expect(result.stdout.hasSuffix("\nlint: 4 errors, 0 warnings\n"))
  }

  @Test func aFileNotInCanonicalFormHasNoLine() throws {
    let folder = try TemporaryDirectory()
    try folder.write(#"{"b": "ok", "a": ""}"#, to: "en.json")
    #expect(
      CommandRun(["lint", "en.json"], in: folder.url)
        == .init(
          stdout: "lint: 1 error, 0 warnings\n",
          stderr: "en.json: error: en /a: the value is empty [empty-value]\n",
          status: 1))
  }

  /// A published version whose key makes a label's path 745 bytes, over the 704 that import leaves a
  /// label's path: one error about every locale, at the line of the first locale file that holds it.
  @Test func aPathOverTheStoresBudgetIsPlacedInTheFirstLocaleFile() throws {
    let folder = try TemporaryDirectory()
    try folder.copy(fixture: "bundle/path-769", to: "Exports")
    let key = String(repeating: "k", count: 744)
    #expect(
      CommandRun(["lint", "Exports/1.0.0"], in: folder.url)
        == .init(
          stdout: "lint: 1 error, 0 warnings\n",
          stderr:
            "Exports/1.0.0/en.json:2: error: /\(key): the path is 745 bytes (its keys in UTF-8 plus one "
            + "'/' each), over the 704 a label's path may take: Firebase's limit is 768 bytes from the database "
            + "root, of which 64 are kept for /<environment>/v<major>/<locale>/labels; shorten the key "
            + "[firebase-path-length]\n",
          status: 1))
  }

  @Test func inputsThatCannotBeLinted() throws {
    let folder = try TemporaryDirectory()
    try folder.write("{}\n", to: "english.json")
    try folder.write("[]\n", to: "en.json")
    try folder.write("{\"a\": 1,}\n", to: "ru.json")
    let cases: [([String], String, Int32)] = [
      (["missing.json"], "missing.json: error: no such file or folder\n", 66),
      (
        ["english.json"],
        "english.json: error: is not a locale file; name locale files <locale>.json with a BCP 47 tag such as "
          + "en.json or pt-BR.json\n", 65
      ),
      (["en.json"], "en.json: error: is not a label document: the top level is array, not an object\n", 65),
      (["ru.json"], "ru.json:1:8: error: trailing comma; remove the comma before the closing bracket\n", 65),
    ]
    for (arguments, stderr, status) in cases {
      #expect(
        CommandRun(["lint"] + arguments, in: folder.url)
          == .init(stdout: "", stderr: stderr, status: status))
    }
  }

  @Test(arguments: [
    (["lint", "--format", "xml"], "unknown format 'xml'; use text, json or github"),
    (["lint", "--strict=yes"], "option --strict takes no value"),
    (["lint", "--fix"], "unknown option '--fix' for lint"),
  ])
  func usageErrorsNameTheProblemAndTheUsage(arguments: [String], message: String) {
    let error = Invocation.usageError(arguments)
    #expect(error?.message == message)
    #expect(error?.usage == Self.usage)
  }

  @Test func helpIsListed() throws {
    let folder = try TemporaryDirectory()
    let overview = CommandRun(["--help"], in: folder.url)
    #expect(
      overview.stdout.contains(
        "  lint      find translation mistakes: placeholders, empty values, untranslated labels\n"))
    let help = CommandRun(["lint", "--help"], in: folder.url)
    #expect(help.status == 0)
    #expect(help.stdout.hasPrefix(Self.usage + "\n\n"))
  }
}
