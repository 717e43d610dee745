import Foundation
import ImportedFixtureLabels
import LabelsCommands
import Testing

/// What `import` writes for a catalog whose keys are not Swift names (a sentence with a dot, `-` and `_`
/// keys, a nested one), compiled in `Tests/ImportedFixtureLabels`, then run through `emit xcstrings` and
/// `xliff export`: every comment of the catalog comes back under its JSON key, the keys taken from the
/// compiled type.
@Suite struct ImportedSchemaRoundTripTests {
  private static let compiled = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("ImportedFixtureLabels/Imported")

  private static let english = Labels(
    keepsYourTimelineUpToDate: "Keeps your timeline up to date.", accountSettingsTitle: "Account",
    itemsCount: .en(one: "%lld item", other: "%lld items"),
    login: .init(signIn: "Sign in", welcome: "Welcome back"))
  private static let german = Labels(
    keepsYourTimelineUpToDate: "Hält deine Zeitleiste aktuell.", accountSettingsTitle: "Konto",
    itemsCount: .de(one: "%lld Artikel", other: "%lld Artikel"),
    login: .init(signIn: "Anmelden", welcome: "Willkommen zurück"))

  /// The compiled schema is the import's output; `RECORD=1 swift test` rewrites it.
  @Test func theCompiledSchemaIsWhatImportWrites() throws {
    let folder = try TemporaryDirectory()
    try folder.copy(fixture: "import-comments", to: "in")
    let run = CommandRun(
      ["import", "xcstrings", "in/Localizable.xcstrings", "--output", "out"], in: folder.url)
    #expect(run.status == 0, "\(run.stderr)")
    try GoldenFolder.check(
      folder.url.appendingPathComponent("out/Sources/Labels"), matches: Self.compiled,
      named: "Tests/ImportedFixtureLabels/Imported")
  }

  @Test func emitAndXLIFFExportKeepEveryCommentUnderItsJSONKey() throws {
    let folder = try TemporaryDirectory()
    let schema = folder.url.appendingPathComponent("Sources/Labels")
    try FileManager.default.createDirectory(at: schema, withIntermediateDirectories: true)
    for name in try FileManager.default.contentsOfDirectory(atPath: Self.compiled.path) {
      try FileManager.default.copyItem(
        at: Self.compiled.appendingPathComponent(name), to: schema.appendingPathComponent(name))
    }
    let project = LabelsProject(
      root: folder.url.path, schema: Labels.self, version: "1.0.0", baseLocale: "en",
      locales: [("en", Self.english), ("de", Self.german)])

    let emit = CommandRun(["emit", "xcstrings"], project: project)
    #expect(emit.status == 0, "\(emit.stderr)")
    let catalog = try JSONSerialization.jsonObject(with: Data(folder.read("emit/Labels.xcstrings").utf8))
    let strings = try #require((catalog as? [String: Any])?["strings"] as? [String: [String: Any]])
    #expect(
      strings.mapValues { $0["comment"] as? String } == [
        "Keeps your timeline up to date.":
          "Shown under the sync switch.\nKeep it under 40 characters.\n"
          + "`Keeps your timeline up to date%2E`: \"Keeps your timeline up to date.\".",
        "account-settings-title": "Title of the account screen.\n`account-settings-title`: \"Account\".",
        "items_count": "How many items the cart holds.\n`items_count`: a plural, such as \"%lld items\".",
        "login.sign-in": "The button that signs in.\n`login.sign-in`: \"Sign in\".",
        "login.welcome": "Greets a returning user.\n`login.welcome`: \"Welcome back\".",
      ])

    let export = CommandRun(["xliff", "export"], project: project)
    #expect(export.status == 0, "\(export.stderr)")
    #expect(
      try folder.read("xliff/de.xliff") == """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
          <file original="Labels" source-language="en" target-language="de" datatype="plaintext">
            <header>
              <tool tool-id="labels" tool-name="LabelsParser" tool-version="0.1.0"/>
            </header>
            <body>
              <trans-unit id="/Keeps your timeline up to date%2E" xml:space="preserve">
                <source>Keeps your timeline up to date.</source>
                <target state="translated">Hält deine Zeitleiste aktuell.</target>
                <note>Shown under the sync switch.
        Keep it under 40 characters.
        `Keeps your timeline up to date%2E`: "Keeps your timeline up to date.".</note>
                <note>Key in the app: Keeps your timeline up to date.</note>
              </trans-unit>
              <trans-unit id="/account-settings-title" xml:space="preserve">
                <source>Account</source>
                <target state="translated">Konto</target>
                <note>Title of the account screen.
        `account-settings-title`: "Account".</note>
              </trans-unit>
              <trans-unit id="/items_count/@plural/one" xml:space="preserve">
                <source>%lld item</source>
                <target state="translated">%lld Artikel</target>
                <note>How many items the cart holds.
        `items_count`: a plural, such as "%lld items".</note>
                <note>The plural form one of /items_count.</note>
              </trans-unit>
              <trans-unit id="/items_count/@plural/other" xml:space="preserve">
                <source>%lld items</source>
                <target state="translated">%lld Artikel</target>
                <note>How many items the cart holds.
        `items_count`: a plural, such as "%lld items".</note>
                <note>The plural form other of /items_count.</note>
              </trans-unit>
              <trans-unit id="/login/sign-in" xml:space="preserve">
                <source>Sign in</source>
                <target state="translated">Anmelden</target>
                <note>The button that signs in.
        `login.sign-in`: "Sign in".</note>
              </trans-unit>
              <trans-unit id="/login/welcome" xml:space="preserve">
                <source>Welcome back</source>
                <target state="translated">Willkommen zurück</target>
                <note>Greets a returning user.
        `login.welcome`: "Welcome back".</note>
              </trans-unit>
            </body>
          </file>
        </xliff>

        """)
  }

  /// Importing a catalog, emitting it, and importing what emit wrote gives the same Swift, byte for byte:
  /// the summary import adds to each comment is not taken for the catalog's own comment.
  @Test func importingTheEmittedCatalogAgainWritesTheSameSwift() throws {
    let folder = try TemporaryDirectory()
    try folder.copy(fixture: "import-comments", to: "in")
    let first = CommandRun(
      ["import", "xcstrings", "in/Localizable.xcstrings", "--output", "first"], in: folder.url)
    #expect(first.status == 0, "\(first.stderr)")
    let schema = folder.url.appendingPathComponent("Sources/Labels")
    try FileManager.default.createDirectory(at: schema, withIntermediateDirectories: true)
    for name in try FileManager.default.contentsOfDirectory(atPath: Self.compiled.path) {
      try FileManager.default.copyItem(
        at: Self.compiled.appendingPathComponent(name), to: schema.appendingPathComponent(name))
    }
    let project = LabelsProject(
      root: folder.url.path, schema: Labels.self, version: "1.0.0", baseLocale: "en",
      locales: [("en", Self.english), ("de", Self.german)])
    #expect(CommandRun(["emit", "xcstrings"], project: project).status == 0)
    let again = CommandRun(
      ["import", "xcstrings", "emit/Labels.xcstrings", "--output", "again"], in: folder.url)
    #expect(again.status == 0, "\(again.stderr)")
    let firstFiles = try GoldenFolder.files(in: folder.url.appendingPathComponent("first"))
    let againFiles = try GoldenFolder.files(in: folder.url.appendingPathComponent("again"))
    #expect(againFiles.keys.sorted() == firstFiles.keys.sorted())
    for (path, contents) in firstFiles.sorted(by: { $0.key < $1.key }) {
      #expect(
        againFiles[path].map { String(decoding: $0, as: UTF8.self) }
          == String(decoding: contents, as: UTF8.self),
        "\(path)")
    }
  }
}
