import Foundation
import LabelsCore
import Testing

@testable import LabelsKit

/// Plural labels in `.stringsdict` files and String Catalogs: a Russian and an English plural with
/// `=0`, a plural without a placeholder, a text label and a list beside them.
@Suite struct ApplePluralEmitTests {
  private static func plural(_ forms: [String: String]) -> JSONValue {
    .object([PluralLabel.marker: .object(forms.mapValues(JSONValue.string))])
  }

  private static func document(
    title: String, count: [String: String], badge: [String: String], tips: [String]
  )
    -> JSONValue
  {
    .object([
      "cart": .object([
        "title": .string(title), "count": plural(count), "badge": plural(badge),
      ]),
      "tips": .array(tips.map(JSONValue.string)),
    ])
  }

  private let en: LocaleIdentifier
  private let ru: LocaleIdentifier

  init() throws {
    en = try LocaleIdentifier("en")
    ru = try LocaleIdentifier("ru")
  }

  private func documents() -> LocalizedDocuments {
    LocalizedDocuments(
      baseLocale: en,
      documents: [
        en: Self.document(
          title: "Cart & <more>",
          count: ["=0": "Your cart is empty", "one": "%lld item", "other": "%lld items"],
          badge: ["one": "Item", "other": "Items"], tips: ["Tap + to add.", "Swipe to delete."]),
        ru: Self.document(
          title: "Корзина",
          count: [
            "=0": "Корзина пуста", "one": "%lld товар", "few": "%lld товара", "many": "%lld товаров",
            "other": "%lld товара",
          ],
          badge: ["one": "Товар", "few": "Товара", "many": "Товаров", "other": "Товара"],
          tips: ["Нажмите +, чтобы добавить."]),
      ])
  }

  @Test(arguments: AppleFormat.allCases)
  func emittedFilesMatchGoldenBytes(format: AppleFormat) throws {
    let files = try AppleEmitPlan.files(for: documents(), format: format)
    let expectedPaths: [AppleFormat: [String]] = [
      .strings: [
        "en.lproj/Labels.strings", "en.lproj/Labels.stringsdict", "ru.lproj/Labels.strings",
        "ru.lproj/Labels.stringsdict",
      ],
      .xcstrings: ["Labels.xcstrings"],
      .plist: ["Labels.plist"],
    ]
    #expect(files.map(\.path) == expectedPaths[format])
    for file in files {
      try Golden.check(file.contents, matches: "apple/plural/\(format)/\(file.path)")
    }
    #expect(try AppleEmitPlan.files(for: documents(), format: format) == files, "output is deterministic")
  }

  @Test func dottedKeysKeepPluralsApartFromTextsWithZeroForExactZero() throws {
    let table = try DottedKeys.labels(of: #require(documents().documents[en]), locale: en)
    #expect(
      table.texts == [
        DottedLabel(key: "cart.title", value: "Cart & <more>"),
        DottedLabel(key: "tips.0", value: "Tap + to add."),
        DottedLabel(key: "tips.1", value: "Swipe to delete."),
      ])
    #expect(
      table.plurals == [
        DottedPlural(
          key: "cart.badge", forms: [.one: "Item", .other: "Items"], countConversion: "d",
          pointer: "/cart/badge"),
        DottedPlural(
          key: "cart.count", forms: [.zero: "Your cart is empty", .one: "%lld item", .other: "%lld items"],
          countConversion: "lld", pointer: "/cart/count", zeroMember: "=0"),
      ])
  }

  @Test func stringsDictReadsBackThroughFoundation() throws {
    let files = try AppleEmitPlan.files(for: documents(), format: .strings)
    let file = try #require(files.first { $0.path == "ru.lproj/Labels.stringsdict" })
    let root = try PropertyListSerialization.propertyList(from: Data(file.contents), format: nil)
    func entry(_ conversion: String, _ forms: [String: String]) -> [String: Any] {
      let rule = [
        "NSStringFormatSpecTypeKey": "NSStringPluralRuleType", "NSStringFormatValueTypeKey": conversion,
      ]
      return ["NSStringLocalizedFormatKey": "%#@count@", "count": rule.merging(forms) { $1 }]
    }
    let expected: [String: Any] = [
      "cart.badge": entry("d", ["one": "Товар", "few": "Товара", "many": "Товаров", "other": "Товара"]),
      "cart.count": entry(
        "lld",
        [
          "zero": "Корзина пуста", "one": "%lld товар", "few": "%lld товара", "many": "%lld товаров",
          "other": "%lld товара",
        ]),
    ]
    #expect((root as? NSDictionary)?.isEqual(to: expected) == true)
    let strings = try #require(files.first { $0.path == "ru.lproj/Labels.strings" })
    #expect(
      try StringsFileReader.read(strings.contents).map(\.key) == ["cart.title", "tips.0"],
      "plurals are not in the .strings table")
  }

  @Test func aLocaleWithoutPluralsGetsNoStringsDict() throws {
    let documents = LocalizedDocuments(baseLocale: en, documents: [en: .object(["a": .string("A")])])
    #expect(
      try AppleEmitPlan.files(for: documents, format: .strings).map(\.path) == ["en.lproj/Labels.strings"])
  }

  @Test func theStringCatalogReaderReadsTheEmittedCatalog() throws {
    let documents = documents()
    let file = try #require(AppleEmitPlan.files(for: documents, format: .xcstrings).first)
    let catalog = try StringCatalog(bytes: file.contents)
    for (locale, document) in documents.documents {
      #expect(catalog.labels[locale] == (try DottedKeys.labels(of: document, locale: locale).texts))
    }
    #expect(catalog.skipped == [])
    for (locale, document) in documents.documents {
      guard case .object(let root) = document, case .object(let cart) = root["cart"] else {
        Issue.record("the document of \(locale) has no cart")
        continue
      }
      let plurals = ["badge", "count"].compactMap { name -> ImportedPlural? in
        guard case .object(let label) = cart[name], case .object(let forms) = label["@plural"] else {
          return nil
        }
        return ImportedPlural(
          key: "cart." + name,
          forms: forms.compactMapValues { form in
            guard case .string(let text) = form else { return nil }
            return text
          })
      }
      #expect(catalog.plurals[locale] == plurals, "the catalog reader reads back every form, =0 included")
    }
    guard case .object(let root) = try StrictJSONReader.read(file.contents),
      case .object(let strings) = root["strings"], case .object(let entry) = strings["cart.count"],
      case .object(let localizations) = entry["localizations"]
    else {
      Issue.record("the catalog has no entry cart.count")
      return
    }
    func unit(_ text: String) -> JSONValue {
      .object(["stringUnit": .object(["state": .string("translated"), "value": .string(text)])])
    }
    #expect(
      localizations["en"]
        == .object([
          "variations": .object([
            "plural": .object([
              "zero": unit("Your cart is empty"), "one": unit("%lld item"), "other": unit("%lld items"),
            ])
          ])
        ]))
  }

  @Test(arguments: [
    (
      ["one": "%lld item", "other": "%lld items", "=1": "One item"],
      EmitError.exactPluralForm(locale: "en", pointer: "/count/@plural/=1", reason: .notZero),
      "/count/@plural/=1 cannot be written: .stringsdict files and String Catalogs select plural categories "
        + "only, and only =0 has one (zero, which Apple uses for 0 in every language); remove the form or "
        + "emit plist instead"
    ),
    (
      ["zero": "Zero", "one": "%lld item", "other": "%lld items", "=0": "None"],
      EmitError.exactPluralForm(locale: "en", pointer: "/count/@plural/=0", reason: .zeroFormToo),
      "/count/@plural/=0 cannot be written: .stringsdict files and String Catalogs select plural categories "
        + "only, and =0 would be the zero form, which the label already has; remove the form or emit plist "
        + "instead"
    ),
    (
      ["one": "%lld item", "other": "%@ items"],
      EmitError.countNotNumber(locale: "en", pointer: "/count/@plural/other", placeholder: "%1$@"),
      "/count/@plural/other takes %1$@ as its count; a plural's first argument must be a number (%lld, %d, %f)"
    ),
    (
      ["one": "%lld item", "other": "%lld items", "sevral": "%lld items"],
      EmitError.notPluralForm(locale: "en", pointer: "/count/@plural/sevral"),
      "/count/@plural/sevral is not a plural form; a plural label holds texts under zero, one, two, few, many, "
        + "other and =N only"
    ),
  ])
  func formsAppleCannotSelectAreRefusedByName(forms: [String: String], error: EmitError, message: String) {
    let document = JSONValue.object(["count": Self.plural(forms)])
    for format in [AppleFormat.strings, .xcstrings] {
      #expect(throws: error) {
        try AppleEmitPlan.files(
          for: LocalizedDocuments(baseLocale: en, documents: [en: document]), format: format)
      }
    }
    #expect(error.description == message)
    #expect(error.locale == "en")
  }

  @Test func exactZeroIsRefusedWhereTheLanguageHasAZeroCategory() throws {
    let latvian = try LocaleIdentifier("lv")
    let document = JSONValue.object([
      "count": Self.plural([
        "zero": "%lld failu", "one": "%lld fails", "other": "%lld faili", "=0": "Nav failu",
      ])
    ])
    let withoutZero = JSONValue.object([
      "count": Self.plural(["one": "%lld fails", "other": "%lld faili", "=0": "Nav failu"])
    ])
    let expected = EmitError.exactPluralForm(
      locale: "lv", pointer: "/count/@plural/=0", reason: .zeroCategory)
    #expect(throws: expected) { try DottedKeys.labels(of: withoutZero, locale: latvian) }
    #expect(
      throws: EmitError.exactPluralForm(locale: "lv", pointer: "/count/@plural/=0", reason: .zeroFormToo)
    ) { try DottedKeys.labels(of: document, locale: latvian) }
    #expect(
      expected.description
        == "/count/@plural/=0 cannot be written: .stringsdict files and String Catalogs select plural "
        + "categories only, and =0 would be the zero form, which this language's plural rules also select "
        + "for other numbers; remove the form or emit plist instead")
  }

  @Test func aPluralAndATextWithOneKeyCollide() {
    let document = JSONValue.object([
      "a.b": .string("x"), "a": .object(["b": Self.plural(["other": "%lld"])]),
    ])
    #expect(throws: EmitError.keyCollision(locale: "en", key: "a.b", pointers: ["/a/b", "/a.b"])) {
      try DottedKeys.labels(of: document, locale: en)
    }
  }

  @Test func aControlCharacterInAFormIsNamedByItsMember() {
    let document = JSONValue.object(["count": Self.plural(["other": "%lld", "=0": "none\u{2}"])])
    let plurals = (try? DottedKeys.labels(of: document, locale: en))?.plurals ?? []
    #expect(
      throws: EmitError.notPropertyListValue(
        locale: "en", pointer: "/count/@plural/=0",
        reason: "holds the character U+0002, which an XML property list cannot hold")
    ) { try StringsDictWriter.bytes(plurals, locale: en) }
  }
}
