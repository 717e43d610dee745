import Foundation
import LabelsCoding
import LabelsCore
import LabelsKit
import LabelsSchema
import Testing

/// `Template` labels: their JSON, their typed call, and the declaration the schema records for lint.
@Suite struct TemplateTests {
  private struct Greetings: LabelGroup {
    let title: String
    let greeting: Template<String>
    let spent: Template2<String, Double>
    let progress: Template3<Int, Int, String>
  }

  private struct Shop: LabelGroup {
    struct Item: LabelGroup {
      let id: String
      let price: Template<Double>
    }
    @Indirect var greetings: Greetings
    let items: [Item]
  }

  private let russian = Greetings(
    title: "Вход", greeting: "Привет, {name}!", spent: "%1$@ потратила %2$.2f ₽",
    progress: "%1$lld из %2$lld: %3$@")

  @Test func aTemplateIsPublishedAsItsText() throws {
    let document = try JSONValue(encoding: russian)
    #expect(
      CanonicalJSONWriter.string(document)
        == """
        {
          "greeting": "Привет, {name}!",
          "progress": "%1$lld из %2$lld: %3$@",
          "spent": "%1$@ потратила %2$.2f ₽",
          "title": "Вход"
        }

        """)
    let decoded = try JSONDecoder().decode(Greetings.self, from: Data(CanonicalJSONWriter.bytes(document)))
    #expect(decoded == russian)
    #expect(decoded.greeting.template == "Привет, {name}!")
  }

  @Test func theTypedCallFillsThePlaceholders() {
    #expect(russian.greeting("Аня") == "Привет, Аня!")
    #expect(russian.spent("Аня", 12.5) == "Аня потратила 12.50 ₽")
    #expect(russian.progress(3, 10, "фото") == "3 из 10: фото")
  }

  @Test func aTextThatTakesOtherArgumentsIsShownUnfilledNeverFormattedWrong() throws {
    let remote =
      #"{"greeting": "Привет, %@! У вас %d новых и %@", "progress": "%s", "spent": "%n", "title": "x"}"#
    let labels = try JSONDecoder().decode(Greetings.self, from: Data(remote.utf8))
    #expect(labels.greeting("Аня") == "Привет, %@! У вас %d новых и %@")
    #expect(labels.progress(1, 2, "x") == "%s")
    #expect(labels.spent("Аня", 1) == "%n")
    #expect(throws: LabelFormatError.argumentCount(expected: 3, given: 1)) {
      try labels.greeting.format([.text("Аня")])
    }
  }

  @Test func theSchemaRecordsWhatEachTemplateTakes() throws {
    let declarations = try ArgumentDeclarations(describing: Shop.self)
    #expect(declarations.declaration(at: ["greetings", "greeting"]) == ArgumentDeclaration([.text]))
    #expect(declarations.declaration(at: ["greetings", "spent"]) == ArgumentDeclaration([.text, .number]))
    #expect(
      declarations.declaration(at: ["greetings", "progress"])
        == ArgumentDeclaration([.integer, .integer, .text]))
    #expect(declarations.declaration(at: ["items", "0", "price"]) == ArgumentDeclaration([.number]))
    #expect(declarations.declaration(at: ["greetings", "title"]) == nil)
    #expect(try JSONSchema(describing: Shop.self) == JSONSchema(describing: ShopOfStrings.self))
  }

  /// `Shop` with every template a plain string: the JSON Schema does not change.
  private struct ShopOfStrings: Codable {
    struct Greetings: Codable {
      let title: String
      let greeting: String
      let spent: String
      let progress: String
    }
    struct Item: Codable {
      let id: String
      let price: String
    }
    let greetings: Greetings
    let items: [Item]
  }

  @Test func lintReportsEveryLocaleWhoseTextTakesOtherArguments() throws {
    let english = Shop(
      greetings: Greetings(
        title: "Sign in", greeting: "Hi, %@!", spent: "%@ spent %.2f", progress: "%lld of %lld: %@"),
      items: [Shop.Item(id: "tea", price: "%.2f")])
    let russian = Shop(
      greetings: Greetings(
        title: "Вход", greeting: "Привет, %lld!", spent: "{name} потратила {amount}",
        progress: "%lld из %lld: %@"),
      items: [Shop.Item(id: "tea", price: "%@ ₽")])
    let documents = LocalizedDocuments(
      baseLocale: try LocaleIdentifier("en"),
      documents: [
        try LocaleIdentifier("en"): try JSONValue(encoding: english),
        try LocaleIdentifier("ru"): try JSONValue(encoding: russian),
      ])
    let findings = Linter.lint(documents, arguments: try ArgumentDeclarations(describing: Shop.self))
      .filter { $0.rule == .argumentMismatch }
    #expect(
      findings.map(\.path.description) == ["/greetings/greeting", "/greetings/spent", "/items/0/price"])
    #expect(findings.map { $0.locale?.rawValue } == ["ru", "ru", "ru"])
    #expect(Linter.lint(documents).filter { $0.rule == .argumentMismatch }.isEmpty)
  }
}
