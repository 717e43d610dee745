import Testing

@testable import LabelsCore

@Suite struct IdentifierTests {
  @Test(arguments: [
    "en", "ru", "uk", "pt-BR", "zh-Hans", "zh-Hant-TW", "es-419", "sr-Latn-RS", "de-CH-1996", "fil",
  ])
  func acceptsLanguageTags(tag: String) throws {
    #expect(try LocaleIdentifier(tag).rawValue == tag)
  }

  @Test func invalidLocaleMessageNamesTheTagAndTheFix() {
    #expect(
      IdentifierError.invalidLocale("../x").description
        == #"invalid locale "../x"; expected a BCP 47 tag such as en, pt-BR or zh-Hans"#
    )
  }

  @Test func versionsParseCompareAndFormAFirebaseKey() throws {
    let version = try SemanticVersion("1.20.3")
    #expect(version == SemanticVersion(major: 1, minor: 20, patch: 3))
    #expect(version.description == "1.20.3")
    #expect(version.remoteKey == "1-20-3")
    #expect(try SemanticVersion("1.9.0") < SemanticVersion("1.10.0"))
    #expect(try SemanticVersion("0.0.0") < SemanticVersion("0.0.1"))
  }
}
