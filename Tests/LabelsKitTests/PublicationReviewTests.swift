import LabelsCore
import LabelsKit
import Testing

/// The decisions the command line once made itself: which published version is the newest, which one
/// the defaults are reviewed against, whether a report fails `--fail-on`, and the locale a file names.
@Suite struct PublicationReviewTests {
  private struct Unreadable: Error, Equatable {
    let version: SemanticVersion
  }

  private func version(_ text: String) throws -> SemanticVersion { try SemanticVersion(text) }

  /// English labels with one welcome text.
  private func documents(welcome: String, extra: Bool = false) throws -> LocalizedDocuments {
    var members: [String: JSONValue] = ["welcome": .string(welcome)]
    if extra { members["title"] = .string("Title") }
    let en = try LocaleIdentifier("en")
    return LocalizedDocuments(baseLocale: en, documents: [en: .object(members)])
  }

  /// The published folder of `version` holding `documents`.
  private func published(_ version: SemanticVersion, _ documents: LocalizedDocuments) throws
    -> PublishedVersion
  {
    var files: [String: [UInt8]] = [:]
    for (locale, document) in documents.documents {
      files[locale.fileName] = CanonicalJSONWriter.bytes(document)
    }
    return try PublishedVersion(folderName: version.description, files: files)
  }

  @Test func theNewestIsInSemanticVersionOrder() throws {
    let versions = PublishedVersions(try ["1.9.0", "1.10.0", "0.9.0", "1.2.0"].map(version))
    #expect(versions.all == (try ["0.9.0", "1.2.0", "1.9.0", "1.10.0"].map(version)))
    #expect(versions.newest == (try version("1.10.0")))
    #expect(PublishedVersions([]).newest == nil)
  }

  /// The policy on `documents` at `version` against the baseline among `published`, read through `read`,
  /// and why the current version could not be read.
  private func review(
    _ documents: LocalizedDocuments, at version: SemanticVersion, against published: PublishedVersions,
    read: (SemanticVersion) throws(Unreadable) -> PublishedVersion
  ) throws(Unreadable) -> (review: PublicationReview, unreadable: [Diagnostic]?) {
    let baseline = try PublishedBaseline.read(
      published, current: version, reasons: { [Diagnostic(.error, "unreadable \($0.version)")] }, read: read)
    return (
      ReleaseComparison(documents, against: baseline, committedReview: .empty).policy(at: version),
      baseline.unreadableCurrent
    )
  }

  @Test func nothingPublishedIsTheFirstVersionAndReadsNothing() throws {
    let (review, unreadable) = try review(
      documents(welcome: "Hi"), at: version("1.0.0"), against: PublishedVersions([])
    ) { version throws(Unreadable) -> PublishedVersion in throw Unreadable(version: version) }
    #expect(review.baseline == nil)
    #expect(review.report == ChangeReport([]))
    #expect(review.decision == .firstVersion)
    #expect(unreadable == nil)
  }

  @Test func theDefaultsAreReviewedAgainstTheNewestOnly() throws {
    let old = try published(version("1.0.0"), documents(welcome: "Hi"))
    var read: [SemanticVersion] = []
    let (review, unreadable) = try review(
      documents(welcome: "Hi", extra: true), at: version("1.1.0"),
      against: PublishedVersions([version("0.9.0"), version("1.0.0")])
    ) { version throws(Unreadable) -> PublishedVersion in
      read.append(version)
      return old
    }
    #expect(read == [try version("1.0.0")])
    #expect(review.baseline == (try version("1.0.0")))
    #expect(review.report.verdict == .additive)
    #expect(review.decision == .newVersion(from: try version("1.0.0"), bump: .minor))
    #expect(unreadable == nil)
  }

  @Test func anUnreadableCurrentVersionFallsBackToTheOneBefore() throws {
    let old = try published(version("1.0.0"), documents(welcome: "Hi"))
    let current = try version("1.0.1")
    let (review, unreadable) = try review(
      documents(welcome: "Hello"), at: current, against: PublishedVersions([version("1.0.0"), current])
    ) { version throws(Unreadable) -> PublishedVersion in
      guard version != current else { throw Unreadable(version: version) }
      return old
    }
    #expect(unreadable == [Diagnostic(.error, "unreadable 1.0.1")])
    #expect(review.baseline == (try version("1.0.0")))
    #expect(review.report.verdict == .content)
    #expect(review.decision == .newVersion(from: try version("1.0.0"), bump: .patch))
  }

  @Test func anUnreadableCurrentVersionAloneIsTheFirstVersion() throws {
    let current = try version("1.0.0")
    let (review, unreadable) = try review(
      documents(welcome: "Hi"), at: current, against: PublishedVersions([current])
    ) { version throws(Unreadable) -> PublishedVersion in throw Unreadable(version: version) }
    #expect(unreadable == [Diagnostic(.error, "unreadable 1.0.0")])
    #expect(review.baseline == nil)
    #expect(review.decision == .firstVersion)
  }

  @Test func anUnreadableOlderVersionIsAFailure() throws {
    let newest = try version("1.0.0")
    #expect(throws: Unreadable(version: newest)) {
      try review(
        documents(welcome: "Hi"), at: version("1.1.0"), against: PublishedVersions([newest])
      ) { version throws(Unreadable) -> PublishedVersion in throw Unreadable(version: version) }
    }
  }

  @Test(arguments: [
    (Severity?.some(.breaking), [false, false, false, true]),
    (.some(.additive), [false, false, true, true]),
    (.some(.content), [false, true, true, true]),
    (nil, [false, false, false, false]),
  ])
  func failOnFailsAtOrAboveItsLevel(level: Severity?, fails: [Bool]) throws {
    let plain = try documents(welcome: "Hi")
    let reports = [
      SchemaDiff.compare(old: plain, new: plain, oldSchema: nil),
      SchemaDiff.compare(old: plain, new: try documents(welcome: "Hello"), oldSchema: nil),
      SchemaDiff.compare(old: plain, new: try documents(welcome: "Hi", extra: true), oldSchema: nil),
      SchemaDiff.compare(old: try documents(welcome: "Hi", extra: true), new: plain, oldSchema: nil),
    ]
    #expect(reports.map(\.verdict) == [.identical, .content, .additive, .breaking])
    #expect(reports.map { $0.fails(on: level) } == fails)
  }

  @Test(arguments: [
    ("en.json", "en"), ("pt-BR.json", "pt-BR"), ("zh-Hans.json", "zh-Hans"), ("en_US.json", nil),
    ("manifest.json", nil), ("schema.json", nil), ("en.txt", nil), (".json", nil), ("en", nil),
  ])
  func aLocaleFileIsNamedAfterItsLocale(name: String, locale: String?) throws {
    #expect(LocaleIdentifier(fileName: name)?.rawValue == locale)
    if let locale { #expect(try LocaleIdentifier(locale).fileName == name) }
  }
}
