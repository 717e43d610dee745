import LabelsCore
import LabelsRuntime
import Testing

@Suite struct LabelsEndpointTests {
  @Test(arguments: [
    ("production", "1.0.0", "en", "v1", "production/v1/en/labels"),
    ("staging", "12.3.40", "pt-BR", "v12", "staging/v12/pt-BR/labels"),
    ("dev team", "0.0.1", "zh-Hans", "v0", "dev team/v0/zh-Hans/labels"),
    ("prod-ü", "2.0.0", "sr-Latn-RS", "v2", "prod-ü/v2/sr-Latn-RS/labels"),
    ("production", "123456789.0.0", "en", "v123456789", "production/v123456789/en/labels"),
  ])
  func readsTheLineOfItsMajorVersion(
    environment: String, version: String, locale: String, lineKey: String, path: String
  ) throws {
    let endpoint = try LabelsEndpoint(environment: environment, version: version, locale: locale)
    #expect(endpoint.lineKey == lineKey)
    #expect(endpoint.path == path)
    #expect(endpoint.versionKey == version.replacingOccurrences(of: ".", with: "-"))
  }

  @Test(arguments: ["1.0.0", "1.1.0", "1.20.3"])
  func everyVersionOfAMajorReadsTheSamePath(version: String) throws {
    let endpoint = try LabelsEndpoint(environment: "production", version: version, locale: "en")
    #expect(endpoint.path == "production/v1/en/labels")
  }

  @Test(arguments: [
    "", "a.b", "a$b", "a#b", "a[b", "a]b", "a/b", "tab\there", "nul\u{0}", "del\u{7F}", "\u{1F}", ".sv",
    ".value",
    ".priority", "/\u{301}tmp",
  ])
  func refusesEnvironmentsThatAreNotFirebaseKeys(environment: String) {
    #expect(throws: LabelsRuntimeError.invalidEnvironment(environment)) {
      try LabelsEndpoint(environment: environment, version: "1.0.0", locale: "en")
    }
  }

  @Test(arguments: [
    "1.0", "v1.0.0", "01.0.0", "1.0.0-beta", "1..0", "", "1.0.0.0", "a.b.c", "1.-1.0", "1.0.1234567890",
  ])
  func refusesVersionsThatAreNotSemantic(version: String) {
    #expect(throws: LabelsRuntimeError.invalidVersion(version)) {
      try LabelsEndpoint(environment: "production", version: version, locale: "en")
    }
  }

  /// The same names LabelsKit's `LocaleIdentifier` refuses (see IdentifierTests and ExportPlanTests).
  @Test(arguments: ["../x", "en/us", "", " en", "en_US", "e", "english", "en-", "..", "en-US-", "x-private"])
  func refusesLocalesThatAreNotTags(locale: String) {
    #expect(throws: LabelsRuntimeError.invalidLocale(locale)) {
      try LabelsEndpoint(environment: "production", version: "1.0.0", locale: locale)
    }
  }

  /// The same names LabelsKit's `LocaleIdentifier` accepts (see IdentifierTests).
  @Test(arguments: [
    "en", "ru", "uk", "pt-BR", "zh-Hans", "zh-Hant-TW", "es-419", "sr-Latn-RS", "de-CH-1996", "fil",
    "ca-ES-valencia",
  ])
  func acceptsLocalesThatAreTags(locale: String) throws {
    #expect(try LabelsEndpoint(environment: "production", version: "1.0.0", locale: locale).locale == locale)
  }

  @Test func errorsSayWhatIsWrongAndTheFix() {
    #expect(
      LabelsRuntimeError.invalidEnvironment("a.b").description
        == "invalid environment: key \"a.b\" contains '.'; Firebase keys cannot contain . $ # [ ] /; name it"
        + " like production, staging or development")
    #expect(
      LabelsRuntimeError.invalidEnvironment(".sv").description
        == "invalid environment: key \".sv\" is reserved by Firebase for its own metadata; rename it; name it"
        + " like production, staging or development")
    #expect(
      LabelsRuntimeError.invalidLocale("en_US").description
        == "invalid locale \"en_US\"; expected a BCP 47 tag such as en, pt-BR or zh-Hans")
  }
}
