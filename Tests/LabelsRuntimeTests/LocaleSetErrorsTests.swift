import LabelsCore
import LabelsKit
import LabelsRuntime
import Testing

/// The tool's catalog and the app's resolver refuse the same sets of locales (``LocaleSet``), each with
/// its own message.
@Suite struct LocaleSetErrorsTests {
  @Test(
    arguments: [
      (
        ["en", "EN"], "en", [:],
        "locale EN is listed twice in the catalog; list each locale once",
        "locale EN is listed twice (names are compared without case); list it once"
      ),
      (
        ["en", "en_US"], "en", [:],
        "invalid locale \"en_US\"; expected a BCP 47 tag such as en, pt-BR or zh-Hans",
        "invalid locale \"en_US\"; expected a BCP 47 tag such as en, pt-BR or zh-Hans"
      ),
      (
        ["en"], "ru", [:],
        "the base locale ru has no labels in the catalog; add it to the list of locales",
        "the base locale ru is not a supported locale; add it to the supported locales"
      ),
      (
        ["en"], "en", ["en-AU": "de"],
        "the alias en-AU names de, which has no labels in the catalog; point it at a listed locale",
        "the alias en-AU names de, which is not a supported locale; point it at a supported one"
      ),
      (
        ["en", "en-AU"], "en", ["en-au": "en"],
        "the alias en-au is a locale of the catalog, so it would never apply; remove it from the aliases",
        "the alias en-au is itself a supported locale, so it would never apply; remove it"
      ),
      (
        ["en"], "en", ["en-AU": "en", "EN-au": "en"],
        "locale en-AU is listed twice in the catalog; list each locale once",
        "locale en-AU is listed twice (names are compared without case); list it once"
      ),
    ] as [([String], String, [String: String], String, String)])
  func bothSidesRefuseTheSameSetEachInItsWords(
    locales: [String], base: String, aliases: [String: String], catalog: String, runtime: String
  ) {
    do {
      _ = try Catalog(
        version: "1.0.0", baseLocale: base, entries: locales.map { ($0, [String: String]()) },
        aliases: aliases)
      Issue.record("the catalog took it")
    } catch {
      #expect(error.description == catalog)
    }
    do {
      _ = try LocaleResolver(supported: locales, base: base, aliases: aliases)
      Issue.record("the resolver took it")
    } catch {
      #expect(error.description == runtime)
    }
  }

  @Test func bothSidesSpellTheBaseLocaleAsTheLocales() throws {
    let catalog = try Catalog(
      version: "1.0.0", baseLocale: "PT-br", entries: [("pt-BR", [String: String]())],
      aliases: ["pt": "PT-br"])
    #expect(catalog.baseLocale.rawValue == "pt-BR")
    #expect(catalog.aliases == [try LocaleIdentifier("pt"): try LocaleIdentifier("pt-BR")])
    #expect(try LocaleResolver(supported: ["pt-BR"], base: "PT-br").base == "pt-BR")
  }
}
