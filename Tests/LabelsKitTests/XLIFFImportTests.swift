import LabelsCore
import LabelsKit
import Testing

/// `xliff import` in memory: files taken one after another, the Swift sources rewritten, and every
/// refusal at its file and line.
@Suite struct XLIFFImportTests {
  private static let en = try! LocaleIdentifier("en")
  private static let ru = try! LocaleIdentifier("ru")

  private static let documents = LocalizedDocuments(
    baseLocale: en,
    documents: [
      en: try! StrictJSONReader.read(#"{"cart":{"title":"Cart"},"login":{"welcome":"Welcome back"}}"#),
      ru: try! StrictJSONReader.read(#"{"cart":{"title":"Корзина"},"login":{"welcome":"С возвращением"}}"#),
    ])

  private static let catalog = """
    public enum LabelsCatalog {
      public static let locales: [LocaleLabels] = [
        LocaleLabels(locale: "en", labels: .english),
        LocaleLabels(locale: "ru", labels: .russian),
      ]
    }

    """

  private static let russian = """
    extension Labels {
      public static let russian = Labels(
        cart: Labels.Cart(title: "Корзина"),
        login: Labels.Login(welcome: "С возвращением"))
    }

    """

  private static let sources = SwiftLiteralLocator(files: [
    "Defaults/LabelsCatalog.swift": catalog, "Defaults/Russian/Labels+Russian.swift": russian,
  ])

  private static func xliff(_ units: String) -> [UInt8] {
    Array(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
        <file original="Labels" source-language="en" target-language="ru" datatype="plaintext">
          <body>
      \(units)
          </body>
        </file>
      </xliff>

      """.utf8)
  }

  private static func unit(_ id: String, _ source: String, _ target: String, state: String) -> String {
    """
          <trans-unit id="\(id)">
            <source>\(source)</source>
            <target state="\(state)">\(target)</target>
          </trans-unit>
    """
  }

  @Test func eachFileIsPlannedOnWhatTheFilesBeforeItLeft() throws {
    var translations = XLIFFImport(defaults: Self.documents, review: .empty)
    try translations.take(
      Self.xliff(Self.unit("/cart/title", "Cart", "Корзинка", state: "translated")), from: "a.xliff")
    try translations.take(
      Self.xliff(Self.unit("/login/welcome", "Welcome back", "Снова здесь", state: "new")), from: "b.xliff")
    #expect(translations.files.map(\.path) == ["a.xliff", "b.xliff"])
    #expect(translations.files.map(\.plan.edits.count) == [1, 1])
    #expect(
      translations.documents.documents[Self.ru]
        == (try StrictJSONReader.read(#"{"cart":{"title":"Корзинка"},"login":{"welcome":"Снова здесь"}}"#)))
    #expect(translations.review.state(of: JSONPointer(["login", "welcome"]), in: Self.ru) == .new)
    #expect(translations.statesToReview(in: Self.ru) == 1)
    let edited = try translations.editedSources(
      of: Self.sources, catalogFile: "Defaults/LabelsCatalog.swift", paths: nil)
    #expect(
      edited == [
        "Defaults/Russian/Labels+Russian.swift": """
        extension Labels {
          public static let russian = Labels(
            cart: Labels.Cart(title: "Корзинка"),
            login: Labels.Login(welcome: "Снова здесь"))
        }

        """
      ])
  }

  @Test func aFileTheReaderRefusesIsRefusedAtItsLine() {
    var translations = XLIFFImport(defaults: Self.documents, review: .empty)
    do {
      try translations.take(Array("<xliff>\n<file".utf8), from: "bad.xliff")
      Issue.record("taken")
    } catch {
      #expect(
        error.diagnostics == [
          Diagnostic(.error, at: FileLocation(file: "bad.xliff", line: 2), "<file> has no source-language")
        ])
    }
    #expect(translations.files.isEmpty)
  }

  @Test func aUnitItCannotTakeRefusesTheFileAndNothingIsWritten() {
    var translations = XLIFFImport(defaults: Self.documents, review: .empty)
    do {
      try translations.take(
        Self.xliff(Self.unit("/cart/subtitle", "Sub", "Подзаголовок", state: "translated")), from: "a.xliff")
      Issue.record("taken")
    } catch {
      #expect(
        error.diagnostics == [
          Diagnostic(
            .error, at: FileLocation(file: "a.xliff", line: 5),
            "id \"/cart/subtitle\" is no translatable text of ru in these labels; export the XLIFF again and "
              + "translate that file"),
          Diagnostic(.error, "nothing was written"),
        ])
    }
    #expect(translations.files.isEmpty)
    #expect(translations.documents == Self.documents)
  }

  @Test func aLocaleNoSwiftFileDeclaresIsRefusedAtTheCatalog() throws {
    var translations = XLIFFImport(defaults: Self.documents, review: .empty)
    try translations.take(
      Self.xliff(Self.unit("/cart/title", "Cart", "Корзинка", state: "translated")), from: "a.xliff")
    do {
      _ = try translations.editedSources(
        of: SwiftLiteralLocator(files: [:]), catalogFile: "Defaults/LabelsCatalog.swift", paths: nil)
      Issue.record("edited")
    } catch {
      #expect(
        error.diagnostics == [
          Diagnostic(
            .error, at: FileLocation(file: "Defaults/LabelsCatalog.swift"),
            "ru: no Swift file of the defaults declares this locale's labels"),
          Diagnostic(.error, "nothing was written"),
        ])
    }
  }
}
