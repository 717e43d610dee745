import LabelsCore
import LabelsKit
import Testing

@Suite struct ReviewStateTests {
  private static let ru = try! LocaleIdentifier("ru")
  private static let uk = try! LocaleIdentifier("uk")
  private static let en = try! LocaleIdentifier("en")

  private static func documents(en: String, ru: String, uk: String = "Кошик") -> LocalizedDocuments {
    LocalizedDocuments(
      baseLocale: Self.en,
      documents: [
        Self.en: .object(["cart": .object(["title": .string(en)])]),
        Self.ru: .object(["cart": .object(["title": .string(ru)])]),
        Self.uk: .object(["cart": .object(["title": .string(uk)])]),
      ])
  }

  private static let title = JSONPointer(["cart", "title"])

  @Test func theFileIsCanonicalJSONAndReadsBack() throws {
    var state = ReviewState.empty
    state.mark(.needsReview, at: Self.title, in: Self.ru, translation: .string("Корзина"))
    state.mark(.untranslated, at: JSONPointer(["a/b", "~"]), in: Self.uk, translation: .string("Cart"))
    let text = String(decoding: state.bytes, as: UTF8.self)
    #expect(
      text == """
        {
          "ru": {
            "/cart/title": {
              "state": "needs-review",
              "translation": "Корзина"
            }
          },
          "uk": {
            "/a~1b/~0": {
              "state": "untranslated",
              "translation": "Cart"
            }
          }
        }

        """)
    #expect(try ReviewState(bytes: state.bytes) == state)
    #expect(String(decoding: ReviewState.empty.bytes, as: UTF8.self) == "{}\n")
  }

  @Test(arguments: [
    ("[]", "the file should be an object of locales; the tool writes this file, so restore it from git"),
    (
      #"{"r u": {}}"#,
      "/r u should be a member named by a BCP 47 locale; the tool writes this file, so restore it from git"
    ),
    (
      #"{"ru": []}"#,
      "/ru should be an object of JSON Pointers; the tool writes this file, so restore it from git"
    ),
    (
      #"{"ru": {"cart": {"state": "new", "translation": "x"}}}"#,
      "/ru/cart should be a member named by a label's JSON Pointer; the tool writes this file, so restore it from git"
    ),
    (
      #"{"ru": {"/cart": {"state": "done", "translation": "x"}}}"#,
      "/ru/~1cart/state should be one of untranslated, new, needs-review; the tool writes this file, so restore it from git"
    ),
    (
      #"{"ru": {"/cart": {"state": "new"}}}"#,
      #"/ru/~1cart should be an object of "state" and "translation", with "original" and "reason" together; the tool writes this file, so restore it from git"#
    ),
  ])
  func aMalformedFileIsRefusedNamingWhere(text: String, message: String) {
    do throws(ReviewStateError) {
      _ = try ReviewState(bytes: Array(text.utf8))
      Issue.record("read \(text)")
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func aChangedBaseTextMarksEachUntouchedTranslation() {
    let published = Self.documents(en: "Cart", ru: "Корзина")
    let current = Self.documents(en: "Basket", ru: "Корзина", uk: "Кошик")
    let state = ReviewState.empty.updated(
      publishing: current, changes: SchemaDiff.compare(old: published, new: current).changes)
    #expect(
      state.entries == [
        Self.ru: [Self.title: ReviewEntry(state: .needsReview, translation: .string("Корзина"))],
        Self.uk: [Self.title: ReviewEntry(state: .needsReview, translation: .string("Кошик"))],
      ])
    // A translation changed with its base text is not stale.
    let both = Self.documents(en: "Basket", ru: "Корзинка")
    #expect(
      ReviewState.empty.updated(
        publishing: both, changes: SchemaDiff.compare(old: published, new: both).changes
      ).entries.keys.sorted() == [Self.uk])
    // Nothing published: nothing to compare with.
    #expect(
      ReleaseComparison(current, against: .nothingPublished, committedReview: .empty).reviewState.isEmpty)
  }

  @Test func aStateLastsUntilItsTranslationChanges() {
    var state = ReviewState.empty
    state.mark(.needsReview, at: Self.title, in: Self.ru, translation: .string("Корзина"))
    state.mark(.new, at: Self.title, in: Self.uk, translation: .string("Кошик"))
    state.mark(.new, at: JSONPointer(["gone"]), in: Self.uk, translation: .string("x"))
    let held = state.holding(in: Self.documents(en: "Basket", ru: "Корзинка"))
    #expect(held.entries == [Self.uk: [Self.title: ReviewEntry(state: .new, translation: .string("Кошик"))]])
    // A state kept through a new base change is not marked again over it.
    let bag = Self.documents(en: "Bag", ru: "Корзинка")
    let again = held.updated(
      publishing: bag,
      changes: SchemaDiff.compare(old: Self.documents(en: "Basket", ru: "Корзинка"), new: bag).changes)
    #expect(again.state(of: Self.title, in: Self.uk) == .needsReview)
    #expect(again.state(of: Self.title, in: Self.ru) == .needsReview)
  }

  @Test func lintReportsStaleAndNewTranslationsButLeavesUntranslatedToItsRule() {
    var state = ReviewState.empty
    state.mark(.needsReview, at: Self.title, in: Self.ru, translation: .string("Корзина"))
    state.mark(.untranslated, at: Self.title, in: Self.uk, translation: .string("Кошик"))
    let documents = Self.documents(en: "Basket", ru: "Корзина")
    #expect(
      state.findings(in: documents).map { "\($0.severity) \($0.rule.rawValue) \($0.place): \($0.message)" }
        == [
          "warning translation-stale ru /cart/title: the en text changed after this translation was made; "
            + "update the translation, or keep it with `LabelsParser review confirm ru /cart/title`"
        ])
    state.clear(at: Self.title, in: Self.ru)
    state.mark(.new, at: Self.title, in: Self.ru, translation: .string("Корзина"))
    #expect(
      state.findings(in: documents).map(\.message) == [
        "imported as new and not reviewed yet; review it, then `LabelsParser review confirm ru /cart/title`"
      ])
  }
}

extension ReviewStateTests {
  @Test func aChangedBaseFormMarksThePluralLabelOfEveryLocaleThatKeptIt() throws {
    func plural(_ forms: String) throws -> JSONValue {
      try StrictJSONReader.read(#"{"count":{"@plural":"# + forms + "}}")
    }
    let en = try LocaleIdentifier("en")
    let ru = try LocaleIdentifier("ru")
    let uk = try LocaleIdentifier("uk")
    let published = LocalizedDocuments(
      baseLocale: en,
      documents: [
        en: try plural(#"{"one":"%lld item","other":"%lld items"}"#),
        ru: try plural(
          #"{"few":"%lld товара","many":"%lld товаров","one":"%lld товар","other":"%lld товара"}"#),
        uk: try plural(
          #"{"few":"%lld товари","many":"%lld товарів","one":"%lld товар","other":"%lld товару"}"#),
      ])
    var documents = published.documents
    documents[en] = try plural(#"{"one":"%lld thing","other":"%lld items"}"#)
    documents[uk] = try plural(
      #"{"few":"%lld речі","many":"%lld товарів","one":"%lld товар","other":"%lld товару"}"#)
    let current = LocalizedDocuments(baseLocale: en, documents: documents)
    let state = ReviewState.empty.updated(
      publishing: current, changes: SchemaDiff.compare(old: published, new: current).changes)
    let label = JSONPointer(["count"])
    #expect(state.entries.keys.sorted() == [ru])
    #expect(
      state.entry(at: label, in: ru)
        == ReviewEntry(state: .needsReview, translation: documents[ru]!.labelValue(label)))
  }
}

extension JSONValue {
  fileprivate func labelValue(_ pointer: JSONPointer) -> JSONValue {
    pointer.value(in: self) ?? .null
  }
}
