import LabelsCore
import LabelsRuntime
import LabelsTestFixtures
import Testing

/// The defaults an app shows are picked from its catalog with the resolver, in one call.
@Suite struct LocaleResolverCatalogTests {
  private static let catalog = [
    LocalizedLabels(locale: "en", labels: AppFixtureLabels.english),
    LocalizedLabels(locale: "ru", labels: AppFixtureLabels.russian),
  ]

  @Test(arguments: [
    (["ru-RU", "en-US"], "ru"),
    (["en_US", "ru"], "en"),
    (["be-BY"], "ru"),
    (["fr-FR", "de"], "en"),
    ([], "en"),
    (["not a tag", "RU"], "ru"),
  ])
  func theCatalogEntryOfTheResolvedLocaleIsPicked(preferred: [String], locale: String) throws {
    let picked = try LocaleResolver.resolve(
      preferred, in: Self.catalog, base: "en", aliases: ["be": "ru"])
    #expect(picked.locale == locale)
    #expect(picked.labels == (locale == "ru" ? AppFixtureLabels.russian : AppFixtureLabels.english))
  }

  @Test func aCatalogTheResolverRefusesIsAnErrorNamingWhy() {
    #expect(throws: LabelsRuntimeError.unsupportedBaseLocale("uk")) {
      try LocaleResolver.resolve(["ru"], in: Self.catalog, base: "uk")
    }
    #expect(throws: LabelsRuntimeError.aliasShadowsLocale("ru")) {
      try LocaleResolver.resolve(["ru"], in: Self.catalog, base: "en", aliases: ["ru": "en"])
    }
    #expect(throws: LabelsRuntimeError.unsupportedBaseLocale("en")) {
      try LocaleResolver.resolve(["en"], in: [LocalizedLabels<AppFixtureLabels>](), base: "en")
    }
  }
}
