import Testing

@testable import LabelsKit

@Suite struct SchemaDiffLocaleTests {
  private static let staleHint = "hint=the en text changed; update this translation"

  @Test func reportsRemovedAndAddedLocales() throws {
    #expect(
      DiffFixtures.describe(try DiffFixtures.folderReport("locales")) == [
        "additive locale-added de <root>",
        "breaking locale-removed uk <root>",
      ])
  }

  @Test func reportsTranslationsTheBaseLocaleLeftBehind() throws {
    #expect(
      DiffFixtures.describe(try DiffFixtures.folderReport("stale")) == [
        #"content value-changed en /categories/1/title id=food old="Food" new="Groceries""#,
        #"content value-changed en /missing old="Only in en" new="Only in en, changed""#,
        #"content value-changed en /title old="Sign in" new="Log in""#,
        #"content value-changed en /welcome old="Welcome" new="Welcome back""#,
        #"content translation-stale ru /categories/1/title id=food old="Food" new="Groceries" "#
          + Self.staleHint,
        #"additive key-added ru /missing new="Только в ru""#,
        #"content value-changed ru /title old="Вход" new="Войти""#,
        #"content translation-stale ru /welcome old="Welcome" new="Welcome back" "# + Self.staleHint,
      ])
  }

  @Test func takesTheBaseLocaleFromOldWhenNewHasNone() throws {
    let report = try DiffFixtures.folderReport("stale", oldBase: "en", newBase: nil)
    #expect(
      report.changes.filter { $0.rule == .translationStale }.map(\.path.description) == [
        "/categories/1/title", "/welcome",
      ])
  }

  @Test func prefersTheBaseLocaleOfNew() throws {
    // With ru as the base, every ru edit is matched by an en edit, so nothing is stale.
    let report = try DiffFixtures.folderReport("stale", oldBase: "en", newBase: "ru")
    #expect(!report.changes.contains { $0.rule == .translationStale })
    #expect(report.changes.count == 6)
  }

  @Test func reportsNoStaleTranslationWithoutABaseLocale() throws {
    let report = try DiffFixtures.folderReport("stale", oldBase: nil, newBase: nil)
    #expect(!report.changes.contains { $0.rule == .translationStale })
    #expect(report.changes.count == 6)
  }

  @Test func comparesEveryCommonLocaleWithItsLocaleSet() throws {
    let report = try DiffFixtures.folderReport("rich")
    #expect(Set(report.changes.compactMap(\.locale?.rawValue)) == ["de", "en", "ru", "uk"])
    #expect(report.changes.allSatisfy { $0.locale != nil })
  }
}
