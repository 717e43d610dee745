import Foundation
import LabelsCore
import LabelsKit
import Testing

/// XLIFF 1.2 written for translators and read back from them, with the files other tools write.
@Suite struct XLIFFTests {
  private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/xliff")

  private static func fixture(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: fixtures.appendingPathComponent(name)))
  }

  private static let en = try! LocaleIdentifier("en")
  private static let ru = try! LocaleIdentifier("ru")

  /// A base locale and Russian: texts, a plural, a list matched by id, an allow-listed brand.
  private static let documents = LocalizedDocuments(
    baseLocale: en,
    documents: [
      en: try! StrictJSONReader.read(
        #"{"brand":"Shop","cart":{"count":{"@plural":{"one":"%lld item","other":"%lld items"}},"title":"Cart"},"#
          + #""items":[{"id":"food","name":"Food"}],"login":{"welcome":"Welcome back"}}"#),
      ru: try! StrictJSONReader.read(
        #"{"brand":"Shop","cart":{"count":{"@plural":{"=0":"Пусто","few":"%lld товара","many":"%lld товаров","one":"%lld товар","other":"%lld товара"}},"title":"Корзина"},"#
          + #""items":[{"id":"food","name":"Еда"}],"login":{"welcome":"С возвращением"}}"#),
    ])

  private static let allowlist = try! UntranslatedAllowlist(["/brand": []])

  @Test func aLocaleIsWrittenWithItsStatesNotesAndPluralForms() throws {
    var review = ReviewState.empty
    review.mark(
      .needsReview, at: JSONPointer(["cart", "title"]), in: Self.ru, translation: .string("Корзина"))
    review.mark(.untranslated, at: JSONPointer(["login", "welcome"]), in: Self.ru, translation: .string("x"))
    let file = try #require(
      XLIFFExport.file(
        for: Self.ru, documents: Self.documents, review: review, allowlist: Self.allowlist,
        note: { $0 == JSONPointer(["cart", "title"]) ? "The title of the cart & <its> \"badge\"." : nil }))
    let text = String(decoding: try XLIFFWriter.bytes([file], toolVersion: "9.9"), as: UTF8.self)
    #expect(
      text == """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
          <file original="Labels" source-language="en" target-language="ru" datatype="plaintext">
            <header>
              <tool tool-id="labels" tool-name="LabelsParser" tool-version="9.9"/>
            </header>
            <body>
              <trans-unit id="/cart/count/@plural/one" xml:space="preserve">
                <source>%lld item</source>
                <target state="translated">%lld товар</target>
                <note>The plural form one of /cart/count.</note>
              </trans-unit>
              <trans-unit id="/cart/count/@plural/few" xml:space="preserve">
                <source>%lld items</source>
                <target state="translated">%lld товара</target>
                <note>The plural form few of /cart/count.</note>
              </trans-unit>
              <trans-unit id="/cart/count/@plural/many" xml:space="preserve">
                <source>%lld items</source>
                <target state="translated">%lld товаров</target>
                <note>The plural form many of /cart/count.</note>
              </trans-unit>
              <trans-unit id="/cart/count/@plural/other" xml:space="preserve">
                <source>%lld items</source>
                <target state="translated">%lld товара</target>
                <note>The plural form other of /cart/count.</note>
              </trans-unit>
              <trans-unit id="/cart/count/@plural/=0" xml:space="preserve">
                <source>%lld items</source>
                <target state="translated">Пусто</target>
                <note>The plural form =0 of /cart/count.</note>
              </trans-unit>
              <trans-unit id="/cart/title" xml:space="preserve">
                <source>Cart</source>
                <target state="needs-review-translation">Корзина</target>
                <note>The title of the cart &amp; &lt;its&gt; "badge".</note>
              </trans-unit>
              <trans-unit id="/items/0/name" xml:space="preserve">
                <source>Food</source>
                <target state="translated">Еда</target>
              </trans-unit>
              <trans-unit id="/login/welcome" xml:space="preserve">
                <source>Welcome back</source>
              </trans-unit>
            </body>
          </file>
        </xliff>

        """)
    // What was written reads back as it was.
    #expect(
      try XLIFFReader.files(try XLIFFWriter.bytes([file], toolVersion: "9.9")).map(\.units.count) == [8])
  }

  /// A label whose key in the app is not its stored path (a key stored under an escape, or shortened for
  /// the store) has that key as a note after its comment, on every form of a plural; a label whose key
  /// is its path has none.
  @Test func aLabelStoredUnderAnotherKeyNamesTheKeyInTheApp() throws {
    let short = "Read the terms%7E45deec6319daa073"
    let en = try StrictJSONReader.read(
      #"{"Get started%2E":"Get started.","\#(short)":"Read the terms and agree.","#
        + #""count":{"@plural":{"one":"%lld item","other":"%lld items"}},"plain":"Plain"}"#)
    let de = try LocaleIdentifier("de")
    let document = try StrictJSONReader.read(
      #"{"Get started%2E":"Los geht's.","\#(short)":"Lies die Bedingungen.","#
        + #""count":{"@plural":{"one":"%lld Artikel","other":"%lld Artikel"}},"plain":"Schlicht"}"#)
    let appKeys = [
      JSONPointer(["Get started%2E"]): "Get started.",
      JSONPointer([short]): "Read the terms and agree to them, then tap <Continue> & wait.",
      JSONPointer(["count"]): "%lld item(s)",
    ]
    let file = try #require(
      XLIFFExport.file(
        for: de, documents: LocalizedDocuments(baseLocale: Self.en, documents: [Self.en: en, de: document]),
        review: .empty, allowlist: .none,
        note: { $0 == JSONPointer(["count"]) ? "Items in the cart." : nil }, appKey: { appKeys[$0] }))
    let text = String(decoding: try XLIFFWriter.bytes([file], toolVersion: "9.9"), as: UTF8.self)
    #expect(
      text == """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
          <file original="Labels" source-language="en" target-language="de" datatype="plaintext">
            <header>
              <tool tool-id="labels" tool-name="LabelsParser" tool-version="9.9"/>
            </header>
            <body>
              <trans-unit id="/Get started%2E" xml:space="preserve">
                <source>Get started.</source>
                <target state="translated">Los geht's.</target>
                <note>Key in the app: Get started.</note>
              </trans-unit>
              <trans-unit id="/\(short)" xml:space="preserve">
                <source>Read the terms and agree.</source>
                <target state="translated">Lies die Bedingungen.</target>
                <note>Key in the app: Read the terms and agree to them, then tap &lt;Continue&gt; &amp; wait.</note>
              </trans-unit>
              <trans-unit id="/count/@plural/one" xml:space="preserve">
                <source>%lld item</source>
                <target state="translated">%lld Artikel</target>
                <note>Items in the cart.</note>
                <note>Key in the app: %lld item(s)</note>
                <note>The plural form one of /count.</note>
              </trans-unit>
              <trans-unit id="/count/@plural/other" xml:space="preserve">
                <source>%lld items</source>
                <target state="translated">%lld Artikel</target>
                <note>Items in the cart.</note>
                <note>Key in the app: %lld item(s)</note>
                <note>The plural form other of /count.</note>
              </trans-unit>
              <trans-unit id="/plain" xml:space="preserve">
                <source>Plain</source>
                <target state="translated">Schlicht</target>
              </trans-unit>
            </body>
          </file>
        </xliff>

        """)
  }

  @Test func aLabelNoUnitCanCarryIsNamedWithWhy() throws {
    let documents = LocalizedDocuments(
      baseLocale: Self.en,
      documents: [
        Self.en: try StrictJSONReader.read(
          #"{"count":{"@plural":{"one":"%lld item","other":"%lld items"}},"#
            + #""stats":{"@format":"%#@posts@","@plurals":{"posts":{"one":"%lld post","other":"%lld posts"}}},"#
            + #""title":"Cart"}"#),
        Self.ru: try StrictJSONReader.read(
          #"{"count":"%lld товаров","#
            + #""stats":{"@format":7,"@plurals":{"posts":{"one":"%lld запись","other":"%lld записи"}}},"#
            + #""title":{"@plural":{"one":"Корзина","other":"Корзины"}}}"#),
      ])
    #expect(
      XLIFFExport.leftOut(for: Self.ru, documents: documents, allowlist: .none).map {
        "\($0.pointer): \($0.reason)"
      } == [
        "/count: is a string but the base locale's is a plural; give it the base's kind (see 'LabelsParser lint')",
        "/stats/@format: is not text here or in the base locale; write the format as text (see 'LabelsParser "
          + "lint')",
        "/stats/@plurals/posts/few: the ru defaults lack this form, which the language needs; add it in Swift",
        "/stats/@plurals/posts/many: the ru defaults lack this form, which the language needs; add it in Swift",
        "/title: is a plural but the base locale's is a string; give it the base's kind (see 'LabelsParser lint')",
      ])
    let file = try #require(
      XLIFFExport.file(for: Self.ru, documents: documents, review: .empty, allowlist: .none))
    #expect(file.units.map(\.id) == ["/stats/@plurals/posts/one", "/stats/@plurals/posts/other"])
  }

  @Test func textsKeepEveryCharacterXMLCanCarryAndRefuseTheOthers() throws {
    let tricky = "a & b < c > \"d\" 'e'\ttab\nline\r\ncrlf 🙂 \u{202E}"
    let file = XLIFFFile(
      original: "Labels", sourceLanguage: "en", targetLanguage: "ru",
      units: [XLIFFUnit(id: "/a&\"b\n", source: tricky, target: tricky, state: "translated", notes: [tricky])]
    )
    let read = try XLIFFReader.files(try XLIFFWriter.bytes([file], toolVersion: "1"))
    #expect(read.first?.units.first?.id == "/a&\"b\n")
    #expect(read.first?.units.first?.source == tricky)
    #expect(read.first?.units.first?.target == tricky)
    #expect(read.first?.units.first?.notes == [tricky])
    let bell = XLIFFFile(
      original: "Labels", sourceLanguage: "en", targetLanguage: "ru",
      units: [XLIFFUnit(id: "/bell", source: "ding\u{7}", target: nil, state: nil)])
    #expect(throws: XLIFFError.unwritable(id: "/bell", scalar: 7)) {
      try XLIFFWriter.bytes([bell], toolVersion: "1")
    }
    #expect(
      XLIFFError.unwritable(id: "/bell", scalar: 7).description
        == "/bell: holds U+0007, which XML cannot carry; remove it from the label")
  }

  @Test func xcodesFileIsReadUnitByUnit() throws {
    let files = try XLIFFReader.files(try Self.fixture("xcode.xliff"))
    #expect(
      files == [
        XLIFFFile(
          original: "Labels", sourceLanguage: "en", targetLanguage: "ru",
          units: [
            XLIFFUnit(
              id: "/cart/title", source: "Cart", target: "Корзина", state: "translated",
              notes: ["The title of the cart."], line: 8),
            XLIFFUnit(
              id: "/cart/count", source: "%lld items", target: "Товаров: %lld",
              state: "needs-review-translation", line: 13),
            XLIFFUnit(id: "/login/welcome", source: "Welcome back", target: nil, state: nil, line: 17),
          ], line: 3)
      ])
  }

  @Test func aCATToolsFileIsReadAsXMLDefinesIt() throws {
    let files = try XLIFFReader.files(try Self.fixture("cat-tool.xlf"))
    #expect(
      files == [
        XLIFFFile(
          original: "Labels", sourceLanguage: "en-US", targetLanguage: "uk",
          units: [
            XLIFFUnit(
              id: "/login/greeting", source: "Hello, %@!", target: "Привіт, %@ & <вітаю>!",
              state: "needs-review-translation", approved: true, notes: ["Informal on purpose."], line: 9),
            XLIFFUnit(
              id: "/cart/title", source: "Cart", target: "Кошик & co\nline two", state: "final", line: 20),
          ], line: 5)
      ])
  }

  @Test(arguments: [
    (
      "<xliff version=\"1.2\"><file source-language=\"en\"><body>\n<trans-unit id=\"/a\"><source>A</source><target>Б <x id=\"1\"/></target></trans-unit></body></file></xliff>",
      "2: <x> inside a <target>: inline markup stands for text this tool cannot rebuild; export the unit as plain text"
    ),
    (
      "<?xml version=\"1.0\"?>\n<!DOCTYPE xliff [<!ENTITY boom \"boom\">]>\n<xliff/>",
      "2: has a document type declaration (<!DOCTYPE); XLIFF needs none, remove it"
    ),
    ("<xliff version=\"2.0\"/>", "1: is XLIFF 2.0; this tool reads XLIFF 1.2"),
    ("<html/>", "1: the root element is <html>, not <xliff>"),
    ("<xliff version=\"1.2\">\n<file target-language=\"ru\"/></xliff>", "2: <file> has no source-language"),
    (
      "<xliff version=\"1.2\"><file source-language=\"en\"><body>\n<trans-unit><source>A</source></trans-unit></body></file></xliff>",
      "2: <trans-unit> has no id"
    ),
    (
      "<xliff version=\"1.2\"><file source-language=\"en\"><body>\n<trans-unit id=\"/a\"><target>A</target></trans-unit></body></file></xliff>",
      "2: <trans-unit id=\"/a\"> has no <source>"
    ),
    (
      "<xliff version=\"1.2\">\n<file source-language=\"en\"><body>",
      "2: is not well-formed XML: it ends before </xliff>"
    ),
    ("<xliff version=\"1.2\"></xliff>", "1: has no <file> of translations"),
  ])
  func aFileThisToolCannotTakeIsRefusedAtItsLine(text: String, expected: String) {
    do {
      _ = try XLIFFReader.files(Array(text.utf8))
      Issue.record("read \(text)")
    } catch {
      // The reader throws XLIFFError only.
      #expect("\(error.line ?? 0): \(error.description)" == expected)
    }
  }

  @Test func anImportTakesTargetsAndTheirStates() throws {
    let file = XLIFFFile(
      original: "Labels", sourceLanguage: "en", targetLanguage: "ru",
      units: [
        XLIFFUnit(id: "/cart/title", source: "Cart", target: "Корзинка", state: "signed-off", line: 3),
        XLIFFUnit(
          id: "/cart/count/@plural/many", source: "%lld items", target: "%lld штук", state: "new", line: 4),
        XLIFFUnit(
          id: "/cart/count/@plural/few", source: "%lld items", target: "%lld товара",
          state: "needs-review-translation", line: 5),
        XLIFFUnit(
          id: "/login/welcome", source: "Welcome!", target: "С возвращением", state: "translated", line: 6),
        XLIFFUnit(id: "/items/0/name", source: "Food", target: nil, state: "new", line: 7),
      ])
    var review = ReviewState.empty
    review.mark(
      .needsReview, at: JSONPointer(["cart", "title"]), in: Self.ru, translation: .string("Корзина"))
    let plan = try XLIFFImportPlan.plan(
      file, documents: Self.documents, review: review, allowlist: Self.allowlist)
    #expect(
      plan.edits == [
        SwiftLiteralEdit(pointer: JSONPointer(["cart", "title"]), old: "Корзина", new: "Корзинка"),
        SwiftLiteralEdit(
          pointer: JSONPointer(["cart", "count", "@plural", "many"]), old: "%lld товаров", new: "%lld штук"),
      ])
    #expect(plan.edits.map(\.key) == ["title", "many"])
    #expect(plan.unitCount == 4)
    #expect(plan.outdatedSources == [JSONPointer(["login", "welcome"])])
    #expect(plan.review.state(of: JSONPointer(["cart", "title"]), in: Self.ru) == nil)
    // The least finished form gives the plural its state; an outdated source needs review.
    #expect(plan.review.state(of: JSONPointer(["cart", "count"]), in: Self.ru) == .new)
    #expect(plan.review.state(of: JSONPointer(["login", "welcome"]), in: Self.ru) == .needsReview)
    #expect(
      plan.documents.documents[Self.ru].flatMap(JSONPointer(["cart", "title"]).value(in:))
        == .string("Корзинка"))
  }

  @Test func anImportRefusesWhatItCannotTakeAtEachUnitsLine() {
    let file = XLIFFFile(
      original: "Labels", sourceLanguage: "en", targetLanguage: "ru",
      units: [
        XLIFFUnit(id: "/cart/title", source: "Cart", target: "Корзина %@", state: nil, line: 3),
        XLIFFUnit(id: "/brand", source: "Shop", target: "Магазин", state: nil, line: 4),
        XLIFFUnit(id: "/cart/count/@plural/two", source: "%lld items", target: "%lld", state: nil, line: 5),
        XLIFFUnit(id: "/login/welcome", source: "Welcome back", target: "Привет", state: nil, line: 6),
        XLIFFUnit(id: "/login/welcome", source: "Welcome back", target: "Привет", state: nil, line: 7),
        XLIFFUnit(id: "/items/0/id", source: "food", target: "еда", state: nil, line: 8),
      ])
    do {
      _ = try XLIFFImportPlan.plan(file, documents: Self.documents, review: .empty, allowlist: Self.allowlist)
      Issue.record("planned")
    } catch {
      #expect(
        error.problems.map { "\($0.line): \($0.message)" } == [
          "3: /cart/title: has placeholders %1$@ but the base locale en has no placeholders; a translation must "
            + "take the same arguments [placeholder-mismatch]",
          "4: id \"/brand\" is no translatable text of ru in these labels; export the XLIFF again and translate that file",
          "5: id \"/cart/count/@plural/two\" is no translatable text of ru in these labels; export the XLIFF again and translate that file",
          "7: id \"/login/welcome\" is repeated (first at line 6)",
          "8: id \"/items/0/id\" is no translatable text of ru in these labels; export the XLIFF again and translate that file",
        ])
    }
  }

  @Test(arguments: [
    (
      XLIFFFile(original: "", sourceLanguage: "de", targetLanguage: "ru", units: [], line: 2),
      "2: source-language is \"de\" but the labels are translated from en"
    ),
    (
      XLIFFFile(original: "", sourceLanguage: "en", targetLanguage: nil, units: [], line: 2),
      "2: <file> names no target-language: the locale its targets are in"
    ),
    (
      XLIFFFile(original: "", sourceLanguage: "en", targetLanguage: "fr", units: [], line: 2),
      "2: target-language \"fr\" is not a locale of these labels; add the locale first (docs/adding-a-locale.md)"
    ),
    (
      XLIFFFile(original: "", sourceLanguage: "en", targetLanguage: "en", units: [], line: 2),
      "2: target-language is the base locale en, whose texts are written in the defaults, not translated"
    ),
  ])
  func aFileForAnotherProjectIsRefused(file: XLIFFFile, expected: String) {
    do {
      _ = try XLIFFImportPlan.plan(file, documents: Self.documents, review: .empty)
      Issue.record("planned")
    } catch {
      #expect(error.problems.map { "\($0.line): \($0.message)" } == [expected])
    }
  }
}
