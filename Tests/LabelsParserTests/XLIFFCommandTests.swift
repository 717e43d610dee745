import Foundation
import Testing

@testable import LabelsCommands

/// The translators' round trip on the fixture app: its XLIFF out, a translator's edits, and the edits
/// written back into the Swift source of its defaults, in place.
@Suite struct XLIFFCommandTests {
  /// The Russian defaults as the fixture app writes them in Swift (the text the import rewrites).
  private static let russianSource = """
    import Shop

    extension ShopLabels {
      /// The Russian labels.
      static let russian = V1(
        login: .init(welcome: "С возвращением", greeting: "Привет, %@!", forgotPassword: "Забыли пароль?"),
        // The cart.
        cart: .init(
          title: "Корзина",
          count: "Товаров: %lld"))
    }

    """

  /// A temporary copy of the fixture app with the Swift sources of its catalog and Russian defaults.
  private static func project() throws -> (TemporaryDirectory, LabelsProject) {
    let folder = try TemporaryDirectory.englishAndRussian(russianSource: russianSource)
    return (folder, ShopLabels.v1(root: folder.url.path))
  }

  private static func read(_ folder: TemporaryDirectory, _ path: String) throws -> String {
    try String(contentsOf: folder.url.appendingPathComponent(path), encoding: .utf8)
  }

  @Test func aTranslatorsEditsLandInTheSwiftLiteralsAndNothingElse() throws {
    let (folder, project) = try Self.project()
    let export = CommandRun(["xliff", "export", "--locale", "ru"], project: project)
    #expect(
      export
        == CommandRun(
          stdout: "wrote <root>/xliff/ru.xliff\n<root>/xliff: 1 of 1 files changed\n", stderr: "", status: 0))
    let exported = try Self.read(folder, "xliff/ru.xliff")
    #expect(
      exported.contains(
        #"<file original="Labels" source-language="en" target-language="ru" datatype="plaintext">"#))
    #expect(
      exported.contains(
        """
              <trans-unit id="/cart/count" xml:space="preserve">
                <source>%lld items</source>
                <target state="translated">Товаров: %lld</target>
              </trans-unit>
        """))
    let translated =
      exported
      .replacingOccurrences(of: ">Корзина<", with: ">Корзинка &amp; «всё»<")
      .replacingOccurrences(of: #"state="translated">Товаров: %lld"#, with: #"state="new">Всего: %lld"#)
    try folder.write(translated, to: "ru-translated.xliff")
    let run = CommandRun(["xliff", "import", "ru-translated.xliff"], project: project)
    #expect(
      run
        == CommandRun(
          stdout: "wrote <root>/Defaults/Russian/Labels+Russian.swift\nru: 5 translations read, 2 changed, "
            + "1 to review\nrun 'make export' to publish the new translations\n",
          stderr: "", status: 0))
    #expect(
      try Self.read(folder, "Defaults/Russian/Labels+Russian.swift")
        == Self.russianSource
        .replacingOccurrences(of: #"title: "Корзина""#, with: #"title: "Корзинка & «всё»""#)
        .replacingOccurrences(of: #"count: "Товаров: %lld""#, with: #"count: "Всего: %lld""#))
    #expect(
      try Self.read(folder, "Defaults/LabelsReview.json") == """
        {
          "ru": {
            "/cart/count": {
              "state": "new",
              "translation": "Всего: %lld"
            }
          }
        }

        """)
  }

  @Test func aTranslationLintRejectsIsRefusedAtItsLineAndNothingIsWritten() throws {
    let (folder, project) = try Self.project()
    #expect(CommandRun(["xliff", "export"], project: project).status == 0)
    let broken = try Self.read(folder, "xliff/ru.xliff")
      .replacingOccurrences(of: ">Привет, %@!<", with: ">Привет!<")
      .replacingOccurrences(of: #"id="/cart/title""#, with: #"id="/cart/name""#)
    try folder.write(broken, to: "ru.xliff")
    #expect(
      CommandRun(["xliff", "import", "ru.xliff"], project: project)
        == CommandRun(
          stdout: "",
          stderr: """
            <root>/ru.xliff:12: error: id "/cart/name" is no translatable text of ru in these labels; export \
            the XLIFF again and translate that file
            <root>/ru.xliff:20: error: /login/greeting: has no placeholders but the base locale en has \
            placeholders %1$@; a translation must take the same arguments [placeholder-mismatch]
            error: nothing was written

            """, status: 65))
    #expect(try Self.read(folder, "Defaults/Russian/Labels+Russian.swift") == Self.russianSource)
    #expect(!FileManager.default.fileExists(atPath: folder.url.path + "/Defaults/LabelsReview.json"))
  }

  @Test(arguments: [
    ([String](), "error: name the action: export or import"),
    (["send"], "error: unknown action 'send'; expected export or import"),
    (["import"], "error: name the XLIFF files to import"),
    (
      ["import", "a.xliff", "--output", "x"], "error: import takes XLIFF files only, no --locale or --output"
    ),
    (
      ["export", "--locale", "r u"],
      "error: --locale names an invalid locale \"r u\"; expected a BCP 47 tag such as en, pt-BR or zh-Hans"
    ),
    (["export", "extra"], "error: unexpected argument 'extra'"),
  ])
  func usageErrors(arguments: [String], message: String) throws {
    let (_, project) = try Self.project()
    let run = CommandRun(["xliff"] + arguments, project: project)
    #expect(run.status == 64)
    #expect(run.stderr.hasPrefix(message + "\n"))
  }

  @Test func aLocaleThatIsNotTranslatedIsAUsageError() throws {
    let (_, project) = try Self.project()
    #expect(
      CommandRun(["xliff", "export", "--locale", "en"], project: project)
        == CommandRun(
          stdout: "", stderr: "error: --locale en is not a translated locale of these labels (ru, uk)\n",
          status: 64))
    #expect(CommandRun(["xliff", "import", "missing.xliff"], project: project).status == 66)
  }
}
