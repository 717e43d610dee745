import Foundation
import Testing

@testable import LabelsKit

@Suite struct UploadBundleTests {
  /// The committed `Exports/1.0.0`, read as the bundle command reads it.
  private func publishedVersion() throws -> PublishedVersion {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Exports/1.0.0")
    var files: [String: [UInt8]] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".json")
    {
      files[name] = [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
    }
    return try PublishedVersion(folderName: "1.0.0", files: files)
  }

  @Test func bundleOfTheCommittedExportMatchesGoldenBytes() throws {
    let published = try publishedVersion()
    let bundle = UploadBundle(
      documents: published.documents, version: try #require(published.version),
      environment: try UploadEnvironment("production"))
    #expect(bundle.findings == [])
    #expect(bundle.isUploadable)
    #expect(bundle.remotePath == "/production/1-0-0")
    #expect(bundle.filePath == "production/1-0-0.json")
    try Golden.check(bundle.contents, matches: "upload/production/1-0-0.json")
  }

  @Test func eachLocaleSitsUnderLabelsAndIsCheckedAtItsFullPath() throws {
    let documents = LocalizedDocuments(
      baseLocale: nil,
      documents: [
        try LocaleIdentifier("uk"): .object(["a": .string("б")]),
        try LocaleIdentifier("en"): .object(["a": .null]),
      ])
    let bundle = UploadBundle(
      documents: documents, version: SemanticVersion(major: 2, minor: 10, patch: 0),
      environment: try UploadEnvironment("staging"))
    #expect(
      String(decoding: bundle.contents, as: UTF8.self) == """
        {
          "en": {
            "labels": {
              "a": null
            }
          },
          "uk": {
            "labels": {
              "a": "б"
            }
          }
        }

        """)
    #expect(bundle.findings.map(\.rule) == [.firebaseNull])
    #expect(bundle.findings.map(\.locale) == [try LocaleIdentifier("en")])
    #expect(!bundle.isUploadable)
    #expect(bundle.remotePath == "/staging/2-10-0")
  }

  @Test func aWarningAloneLeavesTheBundleUploadable() throws {
    let big = String(repeating: "a", count: 9 * 1024 * 1024)
    let documents = LocalizedDocuments(
      baseLocale: nil,
      documents: [try LocaleIdentifier("en"): .object(["a": .string(big), "b": .string(big)])])
    let bundle = UploadBundle(
      documents: documents, version: SemanticVersion(major: 1, minor: 0, patch: 0),
      environment: try UploadEnvironment("production"))
    #expect(bundle.findings.map(\.rule) == [.firebaseWriteSize])
    #expect(bundle.findings.map(\.severity) == [.warning])
    #expect(bundle.isUploadable)
  }
}
