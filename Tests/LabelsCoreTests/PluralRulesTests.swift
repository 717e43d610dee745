import Testing

@testable import LabelsCore

@Suite struct PluralRulesTests {
  @Test(arguments: PluralSamples.cldr)
  func selectsTheCategoryOfEveryCLDRSample(_ samples: PluralSamples) throws {
    for locale in samples.locales {
      let rules = PluralRules.forLocale(locale)
      #expect(rules.locale == locale)
      #expect(
        rules.categories
          == PluralCategory.allCases.filter { samples.integers[$0] ?? samples.decimals[$0] != nil })
      for (category, integers) in samples.integers {
        for sample in integers {
          let operands = try #require(PluralOperands(sample), "\(locale) \(sample)")
          #expect(rules.category(for: operands) == category, "\(locale) @integer \(sample)")
          #expect(operands.v == 0 && operands.i == Int(operands.n), "\(locale) @integer \(sample)")
          if let integer = Int(sample) {
            #expect(rules.category(for: integer) == category, "\(locale) @integer \(sample)")
            #expect(rules.category(for: -integer) == category, "\(locale) @integer -\(sample)")
            #expect(PluralOperands(integer) == operands, "\(sample)")
          }
        }
      }
      for (category, decimals) in samples.decimals {
        for sample in decimals {
          let operands = try #require(PluralOperands(sample), "\(locale) \(sample)")
          #expect(rules.category(for: operands) == category, "\(locale) @decimal \(sample)")
        }
      }
    }
  }

  @Test func testsEveryCLDRLocale() {
    let tested = Set(PluralSamples.cldr.flatMap(\.locales))
    #expect(tested.count == PluralRules.cldrLocales.count)
    #expect(tested == Set(PluralRules.cldrLocales.values.map(\.locale)))
  }

  @Test(arguments: [
    ("pt-BR", "pt"), ("pt-PT", "pt_PT"), ("PT_pt", "pt_PT"), ("ru-RU", "ru"), ("zh-Hant-TW", "zh"),
    ("EN_us", "en"), ("en", "en"), ("sr-Latn-RS", "sr"), ("de-DE-u-co-phonebk", "de"),
    ("fr@currency=EUR", "fr"),
    ("xx", "root"), ("", "root"), ("und", "root"), ("root", "root"), ("-", "root"), ("x-private", "root"),
    ("en-x@y", "en"), ("en--US", "en"), ("ёж", "root"), ("zh_Hans", "zh"),
  ])
  func findsTheRulesOfATag(tag: String, locale: String) {
    #expect(PluralRules.forLocale(tag).locale == locale)
  }

  @Test(arguments: [
    ("ru", [PluralCategory.one, .few, .many, .other]), ("uk", [.one, .few, .many, .other]),
    ("en", [.one, .other]),
    ("ja", [.other]), ("ar", [.zero, .one, .two, .few, .many, .other]), ("fr", [.one, .many, .other]),
    ("pl", [.one, .few, .many, .other]), ("xx", [.other]),
  ])
  func listsTheCategoriesALocaleNeeds(tag: String, categories: [PluralCategory]) {
    #expect(PluralRules.forLocale(tag).categories == categories)
  }

  @Test func selectsRussianAndEnglishForms() {
    let russian = PluralRules.forLocale("ru")
    #expect(
      [1, 2, 3, 5, 11, 21, 22, 25, 111, 0].map(russian.category(for:)) == [
        .one, .few, .few, .many, .many, .one, .few, .many, .many, .many,
      ])
    #expect(russian.category(for: PluralOperands("1.5")!) == .other)
    let english = PluralRules.forLocale("en-GB")
    #expect(english.category(for: 1) == .one)
    #expect(english.category(for: PluralOperands("1.0")!) == .other)
    #expect(english.category(for: Int.min) == .other)
    #expect(PluralRules.forLocale("fr").category(for: PluralOperands("1.2c6")!) == .many)
    #expect(PluralRules.forLocale("fr").category(for: 2_000_000) == .many)
  }
}
