import Testing

@testable import LabelsCore

/// Android lint's ImpliedQuantity, per language from CLDR: a form may leave out the count only where its
/// category selects exactly one number; every other argument stays.
@Suite struct PluralFormArgumentsTests {
  private func problem(_ form: String, _ key: String, other: String = "%lld items", locale: String)
    -> PluralFormArguments.Problem?
  {
    PluralFormArguments.problem(of: form, key: key, other: other, rules: .forLocale(locale))
  }

  @Test func aCategoryOfOneNumberMayLeaveOutTheCount() {
    #expect(problem("One item", "one", locale: "en") == nil)
    #expect(problem("عنصر واحد", "one", locale: "ar") == nil)
    #expect(problem("عنصران", "two", locale: "ar") == nil)
    #expect(problem("لا عناصر", "zero", locale: "ar") == nil)
    #expect(problem("פריט אחד", "one", locale: "he") == nil)
    #expect(problem("Нет", "=0", locale: "ru") == nil)
    #expect(problem("%lld items", "one", locale: "ru") == nil)
  }

  @Test func aCategoryOfSeveralNumbersMustKeepTheCount() {
    let russian = problem("Один предмет", "one", locale: "ru")
    #expect(russian == .countLeftOut(category: .one, numbers: ["1", "21", "31"]))
    #expect(russian?.example == "21")
    let french = problem("Un élément", "one", locale: "fr")
    #expect(french == .countLeftOut(category: .one, numbers: ["0", "1"]))
    #expect(french?.example == "0")
    #expect(problem("قليل", "few", locale: "ar") == .countLeftOut(category: .few, numbers: ["3", "4", "5"]))
    #expect(problem("Items", "one", locale: "xx") == .countLeftOut(category: .one, numbers: []))
    #expect(problem("Items", "other", locale: "en") != nil)
  }

  @Test func everyOtherArgumentStays() {
    let other = "%lld files in %@"
    #expect(
      problem("One file", "one", other: other, locale: "en")
        == .mismatch(form: PlaceholderSignature("One file"), other: PlaceholderSignature(other)))
    // `%@` would take the count: the arguments move.
    #expect(problem("One file in %@", "one", other: other, locale: "en") != nil)
    // `%2$@` alone leaves position 1 unused, which the formatter refuses (a placeholder problem).
    #expect(problem("One file in %2$@", "one", other: "%1$lld files in %2$@", locale: "en") != nil)
    #expect(problem("One file by {name}", "one", other: "{count} files by {name}", locale: "en") == nil)
    #expect(problem("One file", "one", other: "{count} files by {name}", locale: "en") != nil)
    #expect(problem("%lld item %", "one", locale: "en") != nil)
  }

  /// Every whole number to 200,000, and the first thousand after one and two million: the rules compare
  /// with numbers below 100,000 and take remainders by at most 10^6, so these show every category's
  /// first two numbers (`many` in French: 1,000,000 and 2,000,000).
  static let numbers = Array(0...200_000) + Array(1_000_000...1_001_000) + Array(2_000_000...2_001_000)

  /// The one number a category selects, as the generator found it, against the whole numbers above.
  @Test func theOneNumberOfACategoryIsTheOnlyWholeNumberItSelects() {
    for samples in PluralSamples.cldr {
      let rules = PluralRules.forLocale(samples.locales[0])
      var selected: [PluralCategory: [Int]] = [:]
      for number in Self.numbers {
        let category = rules.category(for: number)
        if selected[category, default: []].count < 2 { selected[category, default: []].append(number) }
      }
      for category in rules.categories {
        let only = rules.onlyInteger(of: category)
        let numbers = selected[category] ?? []
        #expect(only == (numbers.count == 1 ? numbers.first : nil), "\(rules.locale) \(category)")
      }
    }
  }
}
