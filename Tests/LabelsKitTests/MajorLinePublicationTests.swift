import LabelsCore
import Testing

@testable import LabelsKit

@Suite struct MajorLinePublicationTests {
  private func documents(_ members: [String: String]) throws -> [LocaleIdentifier: JSONValue] {
    var documents: [LocaleIdentifier: JSONValue] = [:]
    for (tag, text) in members { documents[try LocaleIdentifier(tag)] = try StrictJSONReader.read(text) }
    return documents
  }

  private func release(_ name: String) throws -> PublicationFixtures.Release {
    try PublicationFixtures.release(name)
  }

  @Test func afterTheFirstReleaseItsLineHoldsItsDocuments() throws {
    let publication = try MajorLinePublication(versions: PublicationFixtures.releases(through: "1.0.0"))
    let first = try release("1.0.0")
    #expect(
      publication.lines == [
        PublishedLine(
          version: first.version, textVersion: first.version, documents: first.documents, summary: nil)
      ])
    #expect(publication.newest.key == "v1")
    #expect(!publication.newest.isProjected)
  }

  @Test func aMinorReleaseReplacesItsMajorsLineSoOlderAppsGetItsTexts() throws {
    let publication = try MajorLinePublication(versions: PublicationFixtures.releases(through: "1.1.0"))
    let minor = try release("1.1.0")
    #expect(publication.lines.map(\.key) == ["v1"])
    #expect(publication.newest.version == minor.version)
    #expect(publication.newest.documents == minor.documents)
    #expect(publication.newest.summary == nil)
  }

  @Test func aMajorReleaseProjectsItsTextsOntoTheLastVersionOfTheOlderMajor() throws {
    let publication = try MajorLinePublication(versions: PublicationFixtures.releases(through: "2.0.0"))
    let major = try release("2.0.0")
    #expect(publication.lines.map(\.key) == ["v1", "v2"])
    #expect(publication.newest.documents == major.documents)
    #expect(publication.newest.summary == nil)

    let v1 = try #require(publication.line(major: 1))
    #expect(v1.version == (try SemanticVersion("1.1.0")))
    #expect(v1.textVersion == (try SemanticVersion("2.0.0")))
    #expect(v1.isProjected)
    // en: the settings title takes 2.0.0's fix; the greeting's placeholders changed and the welcome is
    // gone in 2.0.0, so both keep their 1.1.0 text. uk is gone in 2.0.0 and keeps its 1.1.0 document;
    // de is new in 2.0.0 and has no 1.x app to read it.
    #expect(
      v1.documents.documents
        == (try documents([
          "en":
            #"{"login": {"greeting": "Hello, %@!", "welcome": "Welcome back"}, "settings": {"title": "Preferences"}}"#,
          "uk":
            #"{"login": {"greeting": "Привіт, %@!", "welcome": "Вітаємо"}, "settings": {"title": "Налаштування"}}"#,
        ])))
    #expect(v1.summary == ProjectionSummary(updated: 1, unchanged: 0, kept: 5))
  }

  @Test func aTextFixInTheNewestVersionReachesEveryLine() throws {
    var releases = try PublicationFixtures.releases(through: "2.0.0")
    var fixed = try #require(releases.last)
    var english = fixed.documents.documents
    english[try LocaleIdentifier("en")] = try StrictJSONReader.read(
      #"{"login": {"greeting": "Hello, %@! You have %lld"}, "settings": {"title": "Options"}}"#)
    fixed.documents = LocalizedDocuments(baseLocale: nil, documents: english)
    releases[releases.count - 1] = fixed
    let publication = try MajorLinePublication(versions: releases)
    let v1 = try #require(publication.line(major: 1)).documents.documents[try LocaleIdentifier("en")]
    #expect(
      v1
        == (try StrictJSONReader.read(
          #"{"login": {"greeting": "Hello, %@!", "welcome": "Welcome back"}, "settings": {"title": "Options"}}"#
        )))
  }

  @Test func theOrderOfTheVersionsDoesNotMatter() throws {
    let releases = try PublicationFixtures.releases(through: "2.0.0")
    #expect(
      try MajorLinePublication(versions: releases.reversed())
        == MajorLinePublication(versions: [releases[1], releases[2], releases[0]]))
  }

  @Test func eachMajorHasItsOwnLineInAscendingOrder() throws {
    let one = try documents(["en": #"{"a": "one"}"#])
    let publication = try MajorLinePublication(versions: [
      (
        try SemanticVersion("10.0.0"),
        LocalizedDocuments(baseLocale: nil, documents: try documents(["en": #"{"a": "ten"}"#]))
      ),
      (try SemanticVersion("0.9.0"), LocalizedDocuments(baseLocale: nil, documents: one)),
      (
        try SemanticVersion("2.3.4"),
        LocalizedDocuments(baseLocale: try LocaleIdentifier("en"), documents: one)
      ),
      (try SemanticVersion("2.3.0"), LocalizedDocuments(baseLocale: nil, documents: [:])),
    ])
    #expect(publication.lines.map(\.key) == ["v0", "v2", "v10"])
    #expect(publication.lines.map(\.version.description) == ["0.9.0", "2.3.4", "10.0.0"])
    #expect(publication.lines.map(\.textVersion.description) == ["10.0.0", "10.0.0", "10.0.0"])
    #expect(publication.line(major: 2)?.documents.baseLocale == (try LocaleIdentifier("en")))
    #expect(publication.line(major: 2)?.documents.documents == (try documents(["en": #"{"a": "ten"}"#])))
    #expect(publication.line(major: 1) == nil)
  }

  @Test func refusesNoVersionsAndAVersionGivenTwice() throws {
    #expect(throws: UploadError.noPublishedVersion) { try MajorLinePublication(versions: []) }
    let first = try release("1.0.0")
    #expect(throws: UploadError.duplicateVersion(first.version)) {
      try MajorLinePublication(versions: [first, try release("1.1.0"), first])
    }
    #expect(
      UploadError.duplicateVersion(first.version).description
        == "version 1.0.0 is given twice; give each published version once")
  }
}
