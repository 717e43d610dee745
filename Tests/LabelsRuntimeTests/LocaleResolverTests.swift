import LabelsRuntime
import Testing

@Suite struct LocaleResolverTests {
  /// `en-AU` points at `en-GB` rather than the issue's `en`, so that the table shows an alias winning
  /// over the bare language.
  private static let resolver: LocaleResolver = {
    do {
      return try LocaleResolver(
        supported: ["en", "en-GB", "ru", "uk", "pt-BR", "zh-Hans", "sr-Latn"],
        base: "en",
        aliases: [
          "zh-Hant": "zh-Hans", "zh": "zh-Hans", "en-AU": "en-GB", "pt": "pt-BR", "sr-Cyrl": "sr-Latn",
        ]
      )
    } catch {
      preconditionFailure("the test configuration is valid: \(error)")
    }
  }()

  @Test(arguments: [
    // exact, case-insensitive, `_` for `-`
    (["en"], "en"),
    (["EN"], "en"),
    (["en-GB"], "en-GB"),
    (["en_gb"], "en-GB"),
    (["PT_br"], "pt-BR"),
    (["zh-hans"], "zh-Hans"),
    // alias before the bare language
    (["en-AU"], "en-GB"),
    (["zh-Hant"], "zh-Hans"),
    (["pt-PT"], "pt-BR"),
    // language with its script, then its alias
    (["zh-Hans-CN"], "zh-Hans"),
    (["sr-Latn-RS"], "sr-Latn"),
    (["zh-Hant-TW"], "zh-Hans"),
    (["ZH-HANT-hk"], "zh-Hans"),
    (["sr-Cyrl-RS"], "sr-Latn"),
    // bare language, then its alias
    (["en-US"], "en"),
    (["ru-UA"], "ru"),
    (["zh-TW"], "zh-Hans"),
    (["uk-UA-x-private"], "uk"),
    (["en-US@rg=gbzzzz"], "en"),
    // earlier preferences win; what matches nothing is skipped
    (["de-CH", "pt-BR", "en"], "pt-BR"),
    (["fr", "uk", "ru"], "uk"),
    (["es-419", "ru"], "ru"),
    (["../etc", "", "en/us", "uk"], "uk"),
    // the base locale when nothing matches
    (["de", "fr-CA"], "en"),
    ([], "en"),
  ])
  func resolves(preferred: [String], expected: String) {
    #expect(Self.resolver.resolve(preferred) == expected, "\(preferred)")
  }

  @Test func resolvesTheIssueExamples() throws {
    let resolver = try LocaleResolver(
      supported: ["en", "zh-Hans"], base: "en", aliases: ["zh-Hant": "zh-Hans", "en-AU": "en"])
    #expect(resolver.resolve(["zh-Hant"]) == "zh-Hans")
    #expect(resolver.resolve(["en-AU"]) == "en")
    #expect(resolver.resolve(["zh_hant_TW"]) == "zh-Hans")
  }

  @Test func isDeterministicWhateverTheOrderOfTheAliasTable() throws {
    let aliases = (0..<30).map {
      ("x\(String(UnicodeScalar(UInt8(97 + $0 % 26))))", $0 % 2 == 0 ? "en" : "ru")
    }
    let table = Dictionary(aliases, uniquingKeysWith: { first, _ in first })
    let first = try LocaleResolver(supported: ["en", "ru"], base: "en", aliases: table)
    let second = try LocaleResolver(
      supported: ["en", "ru"], base: "en", aliases: Dictionary(table.reversed(), uniquingKeysWith: { $1 }))
    for language in table.keys.sorted() {
      #expect(first.resolve([language]) == second.resolve([language]))
      #expect(first.resolve([language]) == table[language])
    }
  }

  @Test(
    arguments: [
      (["en", "EN"], "en", [:], LabelsRuntimeError.duplicateLocale("EN")),
      (["en", "en_US"], "en", [:], .invalidLocale("en_US")),
      (["en"], "../en", [:], .invalidLocale("../en")),
      (["en"], "ru", [:], .unsupportedBaseLocale("ru")),
      (["en"], "en", ["en-AU": "de"], .unsupportedAliasTarget(alias: "en-AU", target: "de")),
      (["en"], "en", ["en AU": "en"], .invalidLocale("en AU")),
      (["en"], "en", ["en-AU": "e"], .invalidLocale("e")),
      (["en", "en-AU"], "en", ["en-au": "en"], .aliasShadowsLocale("en-au")),
      (["en"], "en", ["en-AU": "en", "EN-au": "en"], .duplicateLocale("en-AU")),
    ] as [([String], String, [String: String], LabelsRuntimeError)])
  func refusesAConfigurationThatCannotWork(
    supported: [String], base: String, aliases: [String: String], error: LabelsRuntimeError
  ) {
    #expect(throws: error) { try LocaleResolver(supported: supported, base: base, aliases: aliases) }
  }

  @Test func spellsTheBaseLocaleAsTheSupportedList() throws {
    let resolver = try LocaleResolver(supported: ["pt-BR"], base: "PT-br")
    #expect(resolver.base == "pt-BR")
    #expect(resolver.resolve(["de"]) == "pt-BR")
  }
}
