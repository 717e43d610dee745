import LabelsCore
import Testing

@testable import LabelsKit

@Suite struct UploadBundleTests {
  private func bundle(
    _ versions: [PublicationFixtures.Release], environment: String = "production"
  ) throws -> UploadBundle {
    UploadBundle(
      lines: try MajorLinePublication(versions: versions), environment: try UploadEnvironment(environment))
  }

  private func documents(_ members: [String: JSONValue]) throws -> LocalizedDocuments {
    var documents: [LocaleIdentifier: JSONValue] = [:]
    for (tag, document) in members { documents[try LocaleIdentifier(tag)] = document }
    return LocalizedDocuments(baseLocale: nil, documents: documents)
  }

  @Test func bundlesEveryLineOfThreeReleasesIntoOneFile() throws {
    let bundle = try bundle(PublicationFixtures.releases(through: "2.0.0"))
    #expect(bundle.findings == [])
    #expect(bundle.isUploadable)
    #expect(bundle.remotePath == "/production")
    #expect(bundle.filePath == "production.json")
    #expect(bundle.version == (try SemanticVersion("2.0.0")))
    #expect(bundle.lines.map(\.key) == ["v1", "v2"])
    try Golden.check(bundle.contents, matches: "upload/production.json")
  }

  @Test func eachLocaleSitsUnderLabelsInItsLine() throws {
    let bundle = try bundle(
      [
        (SemanticVersion(major: 1, minor: 0, patch: 0), try documents(["uk": .object(["a": .string("б")])])),
        (SemanticVersion(major: 2, minor: 10, patch: 0), try documents(["en": .object(["a": .string("b")])])),
      ],
      environment: "staging")
    #expect(
      String(decoding: bundle.contents, as: UTF8.self) == """
        {
          "v1": {
            "uk": {
              "labels": {
                "a": "б"
              }
            }
          },
          "v2": {
            "en": {
              "labels": {
                "a": "b"
              }
            }
          }
        }

        """)
    #expect(bundle.remotePath == "/staging")
    #expect(bundle.filePath == "staging.json")
  }

  @Test func findingsOfAnOlderLineNameTheLine() throws {
    let bundle = try bundle([
      (SemanticVersion(major: 1, minor: 2, patch: 0), try documents(["en": .object(["a": .null])])),
      (SemanticVersion(major: 2, minor: 0, patch: 0), try documents(["en": .object(["a": .object([:])])])),
    ])
    #expect(bundle.findings.map(\.rule) == [.firebaseNull, .firebaseEmpty])
    #expect(bundle.findings.map(\.locale) == [try LocaleIdentifier("en"), try LocaleIdentifier("en")])
    #expect(bundle.findings.map(\.path.description) == ["/a", "/a"])
    #expect(
      bundle.findings.first?.message.hasPrefix("in line v1 (1.2.0 with the texts of 2.0.0): null ") == true)
    #expect(bundle.findings.last?.message.hasPrefix("empty object: ") == true)
    #expect(!bundle.isUploadable)
  }

  /// `/staging/v2/en/labels` is 21 bytes, so a key of 746 bytes makes a path of 768, the most allowed.
  @Test(arguments: [(746, false), (747, true)])
  func checksEachDocumentAtItsPathInTheLine(keyLength: Int, tooLong: Bool) throws {
    let key = String(repeating: "k", count: keyLength)
    let bundle = try bundle(
      [(SemanticVersion(major: 2, minor: 0, patch: 0), try documents(["en": .object([key: .string("x")])]))],
      environment: "staging")
    #expect(bundle.findings.map(\.rule) == (tooLong ? [.firebasePathLength] : []))
  }

  @Test func checksTheSizeOfTheWholeFile() throws {
    // Each line is under 16 MB; the file holding both is over it.
    let big = String(repeating: "a", count: 9 * 1024 * 1024)
    let bundle = try bundle([
      (SemanticVersion(major: 1, minor: 0, patch: 0), try documents(["en": .object(["a": .string(big)])])),
      (SemanticVersion(major: 2, minor: 0, patch: 0), try documents(["en": .object(["b": .string(big)])])),
    ])
    #expect(bundle.findings.map(\.rule) == [.firebaseWriteSize])
    #expect(bundle.findings.map(\.severity) == [.warning])
    #expect(bundle.isUploadable)
  }
}
