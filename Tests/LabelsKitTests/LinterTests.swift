import LabelsCore
import Testing

@testable import LabelsKit

@Suite struct LinterTests {
  private let en = try! LocaleIdentifier("en")
  private let ru = try! LocaleIdentifier("ru")

  private func lint(
    _ documents: [LocaleIdentifier: JSONValue], base: LocaleIdentifier? = nil,
    allowlist: UntranslatedAllowlist = .none
  ) -> [Finding] {
    Linter.lint(LocalizedDocuments(baseLocale: base, documents: documents), allowlist: allowlist)
  }

  private func error(_ rule: FindingRule, _ locale: LocaleIdentifier, _ tokens: [String], _ message: String)
    -> Finding
  {
    Finding(rule: rule, severity: .error, locale: locale, path: JSONPointer(tokens), message: message)
  }

  private func warning(_ rule: FindingRule, _ locale: LocaleIdentifier, _ tokens: [String], _ message: String)
    -> Finding
  {
    Finding(rule: rule, severity: .warning, locale: locale, path: JSONPointer(tokens), message: message)
  }

  @Test func placeholdersAgreeByPositionAndTypeWhateverTheirOrder() {
    let findings = lint(
      [
        en: .object(["a": .string("%1$@ has %2$d"), "b": .string("%@ and %d"), "c": .string("{x} {y}")]),
        ru: .object(["a": .string("%2$d у %1$@"), "b": .string("%1$@ и %2$d"), "c": .string("{y}, {x}")]),
      ], base: en)
    #expect(findings == [])
  }

  @Test func placeholderMismatchNamesBothSignatures() {
    let findings = lint(
      [
        en: .object(["count": .string("%lld items"), "plain": .string("Hi"), "named": .string("{a} {b}")]),
        ru: .object(["count": .string("%@ штук"), "plain": .string("Привет, %@"), "named": .string("{a}")]),
      ], base: en)
    let tail = "; a translation must take the same arguments"
    #expect(
      findings == [
        error(
          .placeholderMismatch, ru, ["count"],
          "has placeholders %1$@ but the base locale en has placeholders %1$lld" + tail),
        error(
          .placeholderMismatch, ru, ["named"],
          "has placeholders {a} but the base locale en has placeholders {a} {b}" + tail),
        error(
          .placeholderMismatch, ru, ["plain"],
          "has placeholders %1$@ but the base locale en has no placeholders" + tail),
      ])
  }

  @Test func invalidPlaceholdersAreReportedAndNotComparedAgain() {
    let findings = lint(
      [en: .object(["a": .string("%1$@ %2$d")]), ru: .object(["a": .string("%1$@ %1$d")])], base: en)
    #expect(
      findings == [
        error(
          .placeholderInvalid, ru, ["a"],
          "argument 1 is used as %1$@ and as %1$d; use one type for each position")
      ])
  }

  @Test func emptyAndBlankValuesAreErrorsAndWhitespaceAWarning() {
    let findings = lint([
      en: .object([
        "empty": .string(""), "blank": .string(" \n"), "leading": .string(" a"),
        "trailing": .string("a\u{A0}"),
        "both": .string("\ta\n"), "inner": .string("a  b"),
      ])
    ])
    let advice = " whitespace; remove it, spacing belongs to the layout"
    #expect(
      findings == [
        error(.emptyValue, en, ["blank"], "the value is blank (only whitespace)"),
        warning(.whitespace, en, ["both"], "leading and trailing" + advice),
        error(.emptyValue, en, ["empty"], "the value is empty"),
        warning(.whitespace, en, ["leading"], "leading" + advice),
        warning(.whitespace, en, ["trailing"], "trailing" + advice),
      ])
  }

  @Test func untranslatedValuesAreWarningsMatchedByIdAndSkippedWhenAllowListed() throws {
    let english = JSONValue.object([
      "title": .string("OK"), "brand": .string("Labels"), "blank": .string(" "),
      "items": .array([
        .object(["id": .string("food"), "name": .string("Food")]),
        .object(["id": .string("travel"), "name": .string("Travel")]),
      ]),
    ])
    let russian = JSONValue.object([
      "title": .string("OK"), "brand": .string("Labels"), "blank": .string(" "),
      "items": .array([
        .object(["id": .string("travel"), "name": .string("Путешествия")]),
        .object(["id": .string("food"), "name": .string("Food")]),
      ]),
    ])
    let allowlist = try UntranslatedAllowlist(["/items/*/id": [], "/brand": ["ru"]])
    let findings = lint([en: english, ru: russian], base: en, allowlist: allowlist)
    let advice = "; translate it, or allow-list the label if it is meant to read the same"
    #expect(
      findings == [
        error(.emptyValue, en, ["blank"], "the value is blank (only whitespace)"),
        error(.emptyValue, ru, ["blank"], "the value is blank (only whitespace)"),
        warning(
          .untranslated, ru, ["items", "1", "name"],
          "identical to the base locale en (\"Food\")" + advice),
        warning(.untranslated, ru, ["title"], "identical to the base locale en (\"OK\")" + advice),
      ])
  }

  @Test func untranslatedQuotesALongValueCutAfter40CharactersShownEscapedInTheDiagnostic() {
    let text = "\u{1}" + String(repeating: "a", count: 41)
    let findings = lint([en: .object(["a": .string(text)]), ru: .object(["a": .string(text)])], base: en)
    let advice = "translate it, or allow-list the label if it is meant to read the same"
    #expect(
      findings.map(\.message) == [
        "identical to the base locale en (\"\u{1}\(String(repeating: "a", count: 39))…\"); " + advice
      ])
    #expect(
      findings.map { LocatedFinding($0, at: FileLocation(file: "ru.json", line: 2)).diagnostic.text } == [
        "ru.json:2: warning: ru /a: identical to the base locale en (\"\\u{1}\(String(repeating: "a", count: 39))…\"); "
          + advice + " [untranslated]"
      ])
  }

  @Test func arraysWithoutIdsAreMatchedByIndex() {
    let findings = lint(
      [
        en: .object(["tips": .array([.string("One"), .string("%d")])]),
        ru: .object(["tips": .array([.string("Один"), .string("%@"), .string("Три")])]),
      ],
      base: en)
    #expect(findings.map(\.path.description) == ["/tips/1"])
    #expect(findings.map(\.rule) == [.placeholderMismatch])
  }

  @Test func withoutABaseLocaleOnlyTheRulesOfOneDocumentRun() {
    let findings = lint([
      en: .object(["a": .string("%1"), "b.c": .string("Same")]),
      ru: .object(["a": .string("%@"), "b.c": .string("Same")]),
    ])
    #expect(findings.map(\.rule) == [.placeholderInvalid, .firebaseKey, .firebaseKey])
    #expect(findings.map(\.locale) == [en, en, ru])
  }

  @Test func firebaseKeysAreCheckedAtEveryLevel() {
    let findings = lint([
      en: .object([
        "ok": .object(["#hash": .array([.object(["a/b": .string("x")])])]), "[\u{301}": .string("y"),
      ])
    ])
    #expect(
      findings == [
        error(
          .firebaseKey, en, ["[\u{301}"],
          "key \"[\u{301}\" contains '['; Firebase keys cannot contain . $ # [ ] /"),
        error(
          .firebaseKey, en, ["ok", "#hash"],
          "key \"#hash\" contains '#'; Firebase keys cannot contain . $ # [ ] /"),
        error(
          .firebaseKey, en, ["ok", "#hash", "0", "a/b"],
          "key \"a/b\" contains '/'; Firebase keys cannot contain . $ # [ ] /"),
      ])
  }

  /// A label's or a group's path in its document may take 704 bytes, the budget import shortens keys to;
  /// one over is an error about no one locale, once however many locales hold it, at the highest node
  /// that passes (a group, not its labels), and a list's items are counted by their index.
  @Test func pathsOverTheStoresBudgetAreReportedOnceForEveryLocale() {
    // `/` and the key: 704 bytes at the limit, 705 over it.
    let atLimit = String(repeating: "a", count: 703)
    let over = String(repeating: "b", count: 704)
    let group = String(repeating: "g", count: 700)
    let document = JSONValue.object([
      atLimit: .string("x"), over: .string("y"),
      group: .object(["ok": .string("z"), "toolong": .object(["deeper": .string("w")])]),
      // `/list/` takes 6 bytes, the index 1 or 2, `/` and the key the rest: 704 for items 0-9, 705 from 10.
      "list": .array(
        (0...10).map { _ in .object([String(repeating: "i", count: 704 - 6 - 1 - 1): .string("v")]) }),
    ])
    var russian = document
    if case .object(var members) = russian {
      members["list"] = .array([])
      russian = .object(members)
    }
    let item = String(repeating: "i", count: 696)
    let message = { (bytes: Int) in
      "the path is \(bytes) bytes (its keys in UTF-8 plus one '/' each), over the 704 a label's path may take: "
        + "Firebase's limit is 768 bytes from the database root, of which 64 are kept for "
        + "/<environment>/v<major>/<locale>/labels; shorten the key"
    }
    let findings = lint([en: document, ru: russian], base: ru).filter { $0.rule == .firebasePathLength }
    #expect(
      findings == [
        Finding(
          rule: .firebasePathLength, severity: .error, locale: nil, path: JSONPointer([over]),
          message: message(705)),
        Finding(
          rule: .firebasePathLength, severity: .error, locale: nil, path: JSONPointer([group, "toolong"]),
          message: message(709)),
        Finding(
          rule: .firebasePathLength, severity: .error, locale: nil, path: JSONPointer(["list", "10", item]),
          message: message(705)),
      ])
    #expect(lint([en: .object([atLimit: .string("x")])]) == [])
  }

  /// The store holds each form of a plural label at a path of its own, below the label's: a label
  /// whose path fits can still hold a form whose path does not.
  @Test func aPluralsFormsCountTowardsTheStoresBudget() {
    // `/` and the key: 690 bytes, and `/@plural/other` 14 more, 704 at the limit.
    let fits = String(repeating: "a", count: 689)
    let over = String(repeating: "b", count: 690)
    let text = String(repeating: "t", count: 688)
    let plural = { (forms: [String]) in
      JSONValue.object([
        "@plural": .object(Dictionary(uniqueKeysWithValues: forms.map { ($0, .string("%lld")) }))
      ])
    }
    let document = JSONValue.object([
      fits: plural(["one", "other"]),
      over: plural(["one", "other", "=0"]),
      // `/@plurals/n/other`: 17 bytes more than its own 689.
      text: .object([
        "@format": .string("%#@n@"),
        "@plurals": .object(["n": .object(["one": .string("%lld"), "other": .string("%lld")])]),
      ]),
    ])
    let message = { (below: String, bytes: Int) in
      "the path of its '\(below)' is \(bytes) bytes (its keys in UTF-8 plus one '/' each), over the 704 a "
        + "label's path may take: Firebase's limit is 768 bytes from the database root, of which 64 are kept "
        + "for /<environment>/v<major>/<locale>/labels; shorten the key"
    }
    #expect(
      lint([en: document]).filter { $0.rule == .firebasePathLength } == [
        Finding(
          rule: .firebasePathLength, severity: .error, locale: nil, path: JSONPointer([over]),
          message: message("/@plural/other", 705)),
        Finding(
          rule: .firebasePathLength, severity: .error, locale: nil, path: JSONPointer([text]),
          message: message("/@plurals/n/other", 706)),
      ])
  }

  @Test func numbersBooleansAndNullAreNotLabels() {
    #expect(lint([en: .object(["n": .number("1"), "b": .bool(true), "z": .null])]) == [])
  }

  @Test func strictMakesWarningsErrors() {
    #expect(warning(.whitespace, en, ["a"], "m").asError == error(.whitespace, en, ["a"], "m"))
  }
}
