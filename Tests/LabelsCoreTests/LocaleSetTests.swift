import LabelsCore
import Testing

/// The one rule for a set of locales, which the tool's catalog and the app's resolver share.
@Suite struct LocaleSetTests {
  @Test func theBaseAndAliasTargetsAreSpelledAsTheLocales() throws {
    let set = try LocaleSet(locales: ["en", "pt-BR", "zh-Hans"], base: "EN", aliases: ["zh-Hant": "ZH-hans"])
    #expect(set.locales.map(\.rawValue) == ["en", "pt-BR", "zh-Hans"])
    #expect(set.base.rawValue == "en")
    #expect(set.aliases == [try LocaleIdentifier("zh-Hant"): try LocaleIdentifier("zh-Hans")])
  }

  @Test(
    arguments: [
      (["en", "EN"], "en", [:], LocaleSetError.duplicateLocale("EN")),
      (["en", "en_US"], "en", [:], .invalidLocale("en_US")),
      (["en"], "../en", [:], .invalidLocale("../en")),
      (["en"], "ru", [:], .missingBaseLocale("ru")),
      (["en"], "en", ["en-AU": "de"], .unknownAliasTarget(alias: "en-AU", target: "de")),
      (["en"], "en", ["en AU": "en"], .invalidLocale("en AU")),
      (["en"], "en", ["en-AU": "e"], .invalidLocale("e")),
      (["en", "en-AU"], "en", ["en-au": "en"], .aliasIsALocale("en-au")),
      (["en"], "en", ["en-AU": "en", "EN-au": "en"], .duplicateLocale("en-AU")),
      // The locales first, then the base locale, then the aliases in key order.
      (["en", "en", "x!"], "ru", ["e": "e"], .duplicateLocale("en")),
      (["en"], "ru", ["e": "e"], .missingBaseLocale("ru")),
      (["en"], "en", ["b!": "en", "aa-AA": "de"], .unknownAliasTarget(alias: "aa-AA", target: "de")),
    ] as [([String], String, [String: String], LocaleSetError)])
  func refusesTheFirstNameThatIsWrong(
    locales: [String], base: String, aliases: [String: String], error: LocaleSetError
  ) {
    #expect(throws: error) { try LocaleSet(locales: locales, base: base, aliases: aliases) }
  }
}
