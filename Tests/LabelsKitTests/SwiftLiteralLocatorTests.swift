import Foundation
import LabelsCore
import LabelsSchema
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

  /// A schema whose `logged` is stored as `logged-today`.
  private struct Ledger: LabelGroup {
    struct Expenses: LabelGroup {
      static let labelKeys = ["logged": "logged-today"]
      let count: Plural
      let logged: Plural
    }
    let expenses: Expenses
  }

  /// Two labels whose `many` forms read alike: a finding about the second's form points at the second's
  /// line, told by the label's Swift name (`logged`, stored as `logged-today`), and a finding about the
  /// second as a whole at its own `other` form.
  @Test func aFindingAboutOneOfTwoLabelsOfTheSameFormPointsAtItsOwnLabel() throws {
    let files = [
      "Catalog.swift": #"  LocaleLabels(locale: "ru", labels: .russian),"#,
      "Ledger+Russian.swift": """
      extension Ledger {
        static let russian = Ledger(
          expenses: .init(
            count: .ru(one: "%lld расход", few: "%lld расхода", many: "%lld расходов", other: "%lld расхода"),
            logged: .ru(one: "%lld расход", few: "%lld расхода", many: "%lld расходов", other: "%lld расхода")))
      }
      """,
    ]
    let forms: JSONValue = .object([
      PluralLabel.marker: .object([
        "one": .string("%lld расход"), "few": .string("%lld расхода"), "many": .string("%lld расходов"),
        "other": .string("%lld расхода"),
      ])
    ])
    let documents = LocalizedDocuments(
      baseLocale: ru,
      documents: [ru: .object(["expenses": .object(["count": forms, "logged-today": forms])])])
    let locator = SwiftFindingLocator(
      SwiftLiteralLocator(files: files), documents: documents,
      paths: try SchemaPropertyPaths(describing: Ledger.self))
    func located(_ tokens: [String]) -> String {
      let finding = Finding(
        rule: .pluralFormMissing, severity: .error, locale: ru, path: JSONPointer(tokens), message: "")
      return locator.location(of: finding).map { "\($0):" } ?? "nowhere"
    }
    #expect(located(["expenses", "logged-today", PluralLabel.marker, "many"]) == "Ledger+Russian.swift:5:")
    #expect(located(["expenses", "count", PluralLabel.marker, "many"]) == "Ledger+Russian.swift:4:")
    #expect(located(["expenses", "logged-today", PluralLabel.marker]) == "Ledger+Russian.swift:5:")
    // Without the schema's names, `logged-today` agrees with neither label better: the first is taken.
    let unnamed = SwiftLiteralLocator(files: files).location(
      of: Finding(
        rule: .pluralFormMissing, severity: .error, locale: ru,
        path: JSONPointer(["expenses", "logged-today", PluralLabel.marker, "many"]), message: ""),
      in: documents)
    #expect(unnamed.map { "\($0):" } == "Ledger+Russian.swift:4:")
  }
}
