import LabelsCore
import LabelsKit
import Testing

@testable import LabelsBench

@Suite struct TeamCatalogTests {
  /// The catalog `team-gate` imports reads as a String Catalog: every key in every locale but the gaps
  /// `FlatCatalog` leaves, one key in ten a plural with exactly the forms its locale selects.
  @Test func itIsAStringCatalogWithAPluralInTenKeysInItsLocalesForms() throws {
    let catalog = try StringCatalog(bytes: try TeamCatalog(keyCount: 100, localeCount: 4).bytes())
    #expect(catalog.sourceLanguage.rawValue == "en")
    #expect(catalog.skipped.isEmpty)
    let english = try LocaleIdentifier("en")
    let arabic = try LocaleIdentifier("ar")
    #expect((catalog.labels[english]?.count ?? 0) + (catalog.plurals[english]?.count ?? 0) == 100)
    #expect(catalog.plurals[english]?.count == 10)
    #expect(catalog.plurals.keys.count == 4)
    for (locale, plurals) in catalog.plurals {
      let forms = Set(PluralRules.forLocale(locale.rawValue).categories.map(\.rawValue))
      for plural in plurals { #expect(Set(plural.forms.keys) == forms, "\(locale) \(plural.key)") }
    }
    #expect(catalog.plurals[arabic]?.first?.forms["other"]?.hasPrefix("%lld ") == true)
  }
}
