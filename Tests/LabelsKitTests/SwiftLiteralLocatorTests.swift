import Foundation
import LabelsCore
import Testing

@testable import LabelsKit

@Suite struct SwiftLiteralLocatorTests {
  private let en = try! LocaleIdentifier("en")
  private let ru = try! LocaleIdentifier("ru")

  /// A team's `Defaults/**/*.swift` written for the tests (`Fixtures/defaults-sources`), by their paths
  /// as the package root sees them, so the app's own defaults may change freely.
  private func committedDefaults() throws -> SwiftLiteralLocator {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/defaults-sources")
    var files: [String: String] = [:]
    let names =
      FileManager.default.enumerator(atPath: root.path + "/Defaults")?.compactMap { $0 as? String } ?? []
    for name in names where name.hasSuffix(".swift") {
      files["Defaults/\(name)"] = try String(
        contentsOf: root.appendingPathComponent("Defaults/\(name)"), encoding: .utf8)
    }
    return SwiftLiteralLocator(files: files)
  }

  @Test func findsEachLocaleFileThroughTheCatalog() throws {
    let locator = try committedDefaults()
    #expect(locator.file(for: en) == "Defaults/English/Labels+English.swift")
    #expect(locator.file(for: ru) == "Defaults/Russian/Labels+Russian.swift")
    #expect(locator.file(for: try LocaleIdentifier("uk")) == "Defaults/Ukrainian/Labels+Ukrainian.swift")
    #expect(locator.file(for: try LocaleIdentifier("de")) == nil)
  }

  /// Icelandic (`is`) and Assamese (`as`) are named in backticks, as import writes keywords.
  @Test func findsLocalesWhoseSwiftNameIsAKeyword() throws {
    let locator = try committedDefaults()
    let icelandic = try LocaleIdentifier("is")
    let assamese = try LocaleIdentifier("as")
    #expect(locator.file(for: icelandic) == "Defaults/Icelandic/Labels+Icelandic.swift")
    #expect(locator.file(for: assamese) == "Defaults/Assamese/Labels+Assamese.swift")
    #expect(
      locator.location(of: "Góðan dag, %@!", key: "greeting", in: icelandic)
        == FileLocation(file: "Defaults/Icelandic/Login+Icelandic.swift", line: 9))
    #expect(
      locator.location(of: "আপোনাক দেখি ভাল লাগিল", key: "headline", in: assamese)
        == FileLocation(file: "Defaults/Assamese/Labels+Assamese.swift", line: 7))
    #expect(
      locator.location(of: "প্ৰৱেশ কৰক", key: "button", in: assamese)
        == FileLocation(file: "Defaults/Assamese/Labels+Assamese.swift", line: 9))
  }

  @Test func findsTheLineOfAValueInItsLocaleSectionFile() throws {
    let locator = try committedDefaults()
    #expect(
      locator.location(of: "Добрый день, %@!", key: "greeting", in: ru)
        == FileLocation(file: "Defaults/Russian/Login+Russian.swift", line: 9))
    // "Food" is the English name and the id "food" differs in case: the key picks the name.
    #expect(
      locator.location(of: "Food", key: "name", in: en)
        == FileLocation(file: "Defaults/English/Pantry+English.swift", line: 10))
    #expect(
      locator.location(of: "Not in the file", key: "title", in: en)
        == FileLocation(file: "Defaults/English/Labels+English.swift"))
    #expect(locator.location(of: "Food", key: "name", in: try LocaleIdentifier("de")) == nil)
  }

  @Test func prefersTheKeyedLiteralAndFallsBackToAWrappedOne() {
    let locator = SwiftLiteralLocator(files: [
      "Catalog.swift": #"  LocaleLabels(locale: "en", labels: .english),"#,
      "English.swift": """
      extension Labels {
        public static let english = Labels(
          intro: "OK",
          button: "OK",
          body:
            "A long\\ttext with \\"quotes\\" and a \\\\ backslash\\n",
          plain: ["Tip"]
        )
      }
      """,
    ])
    #expect(
      locator.location(of: "OK", key: "button", in: en) == FileLocation(file: "English.swift", line: 4))
    #expect(
      locator.location(of: "OK", key: "missing", in: en) == FileLocation(file: "English.swift", line: 3)
    )
    #expect(
      locator.location(of: "A long\ttext with \"quotes\" and a \\ backslash\n", key: "body", in: en)
        == FileLocation(file: "English.swift", line: 6))
    #expect(
      locator.location(of: "Tip", key: nil, in: en) == FileLocation(file: "English.swift", line: 7))
  }

  @Test func readsEachLiteralOfALineApartFromCommentsAndLongerNames() {
    let locator = SwiftLiteralLocator(files: [
      "Catalog.swift": #"  LocaleLabels(locale: "en", labels: .english),"#,
      "English.swift": #"""
      public static let english = Labels(
        // name: "Food" was the old title
        shelf: Shelf(surname: "Food", id: "a \"b\" c", name: "Food"),
        title: "say \"hi\"", other: "Food"
      )
      """#,
    ])
    #expect(
      locator.location(of: "Food", key: "name", in: en) == FileLocation(file: "English.swift", line: 3))
    #expect(
      locator.location(of: "Food", key: "other", in: en) == FileLocation(file: "English.swift", line: 4)
    )
    #expect(
      locator.location(of: "a \"b\" c", key: "id", in: en)
        == FileLocation(file: "English.swift", line: 3))
    #expect(
      locator.location(of: "Food", key: "title", in: en) == FileLocation(file: "English.swift", line: 3)
    )
  }

  /// The engine's one lexer reads the literals: escapes as Swift resolves them (`\u{…}` included), raw
  /// literals whole; a literal in a comment, a multi-line one and one with an interpolation are left out.
  @Test func readsLiteralsThroughTheSwiftLexer() {
    let literals = SwiftLiteralLocator.literals(
      in: #"""
        a: "caf\u{E9}", /* b: "no" */ c: #"raw "q""#,
        d: """
          multi
          """, e: "x\(y)", f: "\u{1}"
        """#)
    #expect(
      literals.map { "\($0.key ?? "-") \($0.text) \($0.line)" } == ["a café 1", "c raw \"q\" 1", "f \u{1} 4"])
  }

  @Test func writesStringsAsSwiftLiterals() {
    #expect(SwiftStringLiteral.text("Hello, %@!") == #""Hello, %@!""#)
    #expect(SwiftStringLiteral.text("a\"b\\c") == #""a\"b\\c""#)
    #expect(SwiftStringLiteral.text("\t\n\r\0\u{1}\u{7F}é😀") == #""\t\n\r\0\u{1}\u{7F}é😀""#)
  }

  /// A finding about one form points at that form's line; a finding about the plural as a whole (a form
  /// missing) at the line of its `other` form.
  @Test func pluralFindingsPointAtTheirForm() throws {
    let locator = try committedDefaults()
    let forms: [String: JSONValue] = [
      "one": .string("%lld товар"), "few": .string("%lld товара"), "many": .string("%lld товаров"),
      "other": .string("%lld товара"),
    ]
    let documents = LocalizedDocuments(
      baseLocale: ru,
      documents: [ru: .object(["cart": .object(["items": .object([PluralLabel.marker: .object(forms)])])])])
    func located(_ tokens: [String]) -> FileLocation? {
      locator.location(
        of: Finding(
          rule: .pluralFormMissing, severity: .error, locale: ru, path: JSONPointer(tokens), message: ""),
        in: documents)
    }
    #expect(
      located(["cart", "items", PluralLabel.marker, "many"])
        == FileLocation(file: "Defaults/Russian/Cart+Russian.swift", line: 9))
    #expect(
      located(["cart", "items", PluralLabel.marker, "few"])
        == FileLocation(file: "Defaults/Russian/Cart+Russian.swift", line: 8))
    #expect(
      located(["cart", "items", PluralLabel.marker])
        == FileLocation(file: "Defaults/Russian/Cart+Russian.swift", line: 9))
  }
}
