import LabelsCore
import Testing

@testable import LabelsKit

/// The CLDR 41 to 48 migration for a team and its installed apps: Hebrew lost `many`. A form apps of the
/// schema's major were published with is a warning until the next major, then an error; every published
/// line keeps the forms any version of its major had.
@Suite struct CLDRMigrationLintTests {
  private let en = try! LocaleIdentifier("en")
  private let he = try! LocaleIdentifier("he")

  private func plural(_ forms: [String: String]) -> JSONValue {
    .object(["count": .object([PluralLabel.marker: .object(forms.mapValues { .string($0) })])])
  }

  private let english = ["one": "%lld item", "other": "%lld items"]
  /// Hebrew as CLDR 41 gave it, with `many` (20, 30 …), which CLDR 42 removed.
  private let hebrew41 = [
    "one": "פריט %lld", "two": "%lld פריטים", "many": "%lld פריטים רבים", "other": "%lld פריטים",
  ]
  private var hebrew48: [String: String] {
    var forms = hebrew41
    forms["many"] = nil
    forms["other"] = "%lld פריטים חדשים"
    return forms
  }

  private func version(_ text: String, hebrew: [String: String]) throws -> (
    version: SemanticVersion, documents: LocalizedDocuments
  ) {
    (
      try SemanticVersion(text),
      LocalizedDocuments(baseLocale: en, documents: [en: plural(english), he: plural(hebrew)])
    )
  }

  private func lint(hebrew: [String: String], major: Int, published: [(SemanticVersion, LocalizedDocuments)])
    throws -> [String]
  {
    let installed = InstalledPlurals(
      major: major, lines: try MajorLinePublication(versions: published.map { ($0.0, $0.1) }).lines)
    return Linter.lint(
      LocalizedDocuments(baseLocale: en, documents: [en: plural(english), he: plural(hebrew)]),
      installed: installed
    ).map { "\($0.severity) \($0.rule.id) \($0.locale.map(\.rawValue) ?? "") \($0.path): \($0.message)" }
  }

  @Test func aFormInstalledAppsOfTheSchemasMajorHaveIsAWarningUntilTheNextMajorThenAnError() throws {
    let published = [try version("1.0.0", hebrew: hebrew41)]
    #expect(
      try lint(hebrew: hebrew41, major: 1, published: published) == [
        "warning plural-form-unexpected he /count/@plural/many: he never selects `many` (it uses `one`, `two` "
          + "and `other`), but apps of major 1 were published with it and need every form of their defaults: "
          + "keep it until your next major version, then remove it"
      ])
    #expect(
      try lint(hebrew: hebrew41, major: 2, published: published) == [
        "error plural-form-unexpected he /count/@plural/many: he never selects `many` (it uses `one`, `two` and "
          + "`other`), and only apps of major 1 were published with it, an earlier major than this version's: "
          + "remove the form (.he(one:two:other:) builds the plural without it)"
      ])
  }

  @Test func aFormNoPublishedVersionHadStaysAWarning() throws {
    let published = [try version("1.0.0", hebrew: hebrew48)]
    #expect(
      try lint(hebrew: hebrew41, major: 2, published: published) == [
        "warning plural-form-unexpected he /count/@plural/many: he never selects `many` (it uses `one`, `two` "
          + "and `other`); remove the form"
      ])
  }

  @Test func theLineOfTheNewestMajorKeepsAFormAnEarlierVersionOfItHad() throws {
    let publication = try MajorLinePublication(versions: [
      try version("1.0.0", hebrew: hebrew41), try version("1.1.0", hebrew: hebrew48),
    ])
    var kept = hebrew48
    kept["many"] = hebrew48["other"]
    #expect(publication.lines.map(\.key) == ["v1"])
    #expect(publication.newest.documents.documents[he] == plural(kept))
    #expect(publication.newest.documents.documents[en] == plural(english))
  }

  @Test func afterTheNextMajorItsLineDropsTheFormAndTheOlderLineKeepsIt() throws {
    let publication = try MajorLinePublication(versions: [
      try version("1.0.0", hebrew: hebrew41), try version("1.1.0", hebrew: hebrew48),
      try version("2.0.0", hebrew: hebrew48),
    ])
    var kept = hebrew48
    kept["many"] = hebrew48["other"]
    #expect(publication.lines.map(\.key) == ["v1", "v2"])
    #expect(publication.line(major: 2)?.documents.documents[he] == plural(hebrew48))
    #expect(publication.line(major: 1)?.documents.documents[he] == plural(kept))
  }
}
