import LabelsCore
import LabelsKit
import Testing

/// The release stages on inputs held in memory: one diff read by the policy and the review state, the
/// current version's unreadable folder as its own case, and the check report built from the stages.
@Suite struct ReleasePipelineTests {
  private struct Labels: Codable {
    var title: String
  }

  private static let en = try! LocaleIdentifier("en")
  private static let ru = try! LocaleIdentifier("ru")
  private static let title = JSONPointer(["title"])

  private static func documents(en: String, ru: String) -> LocalizedDocuments {
    LocalizedDocuments(
      baseLocale: Self.en,
      documents: [Self.en: .object(["title": .string(en)]), Self.ru: .object(["title": .string(ru)])])
  }

  private static func published(_ version: String, _ documents: LocalizedDocuments) throws -> PublishedVersion
  {
    var files: [String: [UInt8]] = [:]
    for (locale, document) in documents.documents {
      files[locale.fileName] = CanonicalJSONWriter.bytes(document)
    }
    return try PublishedVersion(folderName: version, files: files)
  }

  private static func inputs(_ documents: LocalizedDocuments, at version: String, baseline: PublishedBaseline)
    throws -> ReleaseInputs
  {
    ReleaseInputs(
      defaults: EncodedDefaults(
        documents: documents, version: try SemanticVersion(version), baseLocale: Self.en, aliases: [:],
        schema: try JSONSchema(describing: Labels.self),
        arguments: try ArgumentDeclarations(describing: Labels.self)),
      allowlist: .none, committedReview: .empty, baseline: baseline)
  }

  private static func gate(_ inputs: ReleaseInputs, failOnStale: Bool = false) -> ReleaseGate {
    ReleaseGate(
      inputs, exportRoot: "Exports", catalogFile: "Defaults/LabelsCatalog.swift",
      versionLocation: FileLocation(file: "Sources/Labels/Labels.swift", line: 3), failOnStale: failOnStale,
      locate: { _ in FileLocation(file: "Defaults/LabelsCatalog.swift") },
      installed: { InstalledPlurals.none })
  }

  @Test func oneDiffGivesThePolicyAndTheReviewState() throws {
    let old = Self.documents(en: "Cart", ru: "Корзина")
    let baseline = PublishedBaseline.newest(try SemanticVersion("1.0.0"), try Self.published("1.0.0", old))
    let gate = Self.gate(
      try Self.inputs(Self.documents(en: "Basket", ru: "Корзина"), at: "1.0.1", baseline: baseline))
    #expect(gate.reviewState.state(of: Self.title, in: Self.ru) == .needsReview)
    #expect(gate.findings.map(\.finding.rule) == [.translationStale])
    #expect(gate.review?.decision == .newVersion(from: try SemanticVersion("1.0.0"), bump: .patch))
    #expect(gate.passed)
    #expect(gate.unreadableCurrent == nil)
    #expect(gate.policySummary == "Exports/1.0.0 → defaults 1.0.1: content, a valid patch bump")
    // --fail-on-stale makes the review state's finding an error, so the policy is not run.
    let strict = Self.gate(
      try Self.inputs(Self.documents(en: "Basket", ru: "Корзина"), at: "1.0.1", baseline: baseline),
      failOnStale: true)
    #expect(strict.findings.map(\.finding.severity) == [.error])
    #expect(strict.review == nil)
    #expect(!strict.passed)
    #expect(
      strict.compatibilityStep.summary
        == "compatibility: not checked until lint passes (fix the translations first)")
  }

  /// A passing check of thousands of old warnings hides the one that is new: the digest shows the
  /// findings new since the published version and counts the rest by rule.
  @Test func theDigestShowsTheFindingsNewSinceThePublishedVersionAndCountsTheRest() throws {
    struct TwoLabels: Codable {
      var title: String
      var subtitle: String
    }
    func documents(en: String, ru: String) -> LocalizedDocuments {
      LocalizedDocuments(
        baseLocale: Self.en,
        documents: [
          Self.en: .object(["title": .string(en), "subtitle": .string("Pay")]),
          Self.ru: .object(["title": .string(ru), "subtitle": .string("Pay")]),
        ])
    }
    let baseline = PublishedBaseline.newest(
      try SemanticVersion("1.0.0"), try Self.published("1.0.0", documents(en: "Cart", ru: "Корзина")))
    let inputs = ReleaseInputs(
      defaults: EncodedDefaults(
        documents: documents(en: "Basket", ru: "Корзина"), version: try SemanticVersion("1.0.1"),
        baseLocale: Self.en, aliases: [:], schema: try JSONSchema(describing: TwoLabels.self),
        arguments: try ArgumentDeclarations(describing: TwoLabels.self)),
      allowlist: .none, committedReview: .empty, baseline: baseline)
    let gate = Self.gate(inputs)
    // The Russian title went stale when the English one changed: new. The Russian subtitle was already
    // the English text in 1.0.0: not new.
    #expect(gate.findings.map(\.finding.rule) == [.untranslated, .translationStale])
    #expect(gate.isNewSinceBaseline == [false, true])
    let digest = gate.lintDigest(shown: 1)
    #expect(digest.diagnostics == [gate.findings[1].diagnostic])
    #expect(
      digest.summary
        == "lint: 0 errors, 2 warnings (1 translation-stale, 1 untranslated); 1 new since 1.0.0, above; "
        + "check --full lists every one")
    // As many findings as are shown, or an error, print every finding.
    #expect(gate.lintDigest(shown: 2).diagnostics == gate.lintStep.diagnostics)
  }

  @Test func anUnreadableCurrentVersionIsComparedWithTheOneBeforeAndMarksNothing() throws {
    let old = Self.documents(en: "Cart", ru: "Корзина")
    let reason = Diagnostic(.error, at: FileLocation(file: "Exports/1.0.1/manifest.json"), "is missing")
    let baseline = PublishedBaseline.currentUnreadable(
      try SemanticVersion("1.0.1"), reasons: [reason],
      previous: (try SemanticVersion("1.0.0"), try Self.published("1.0.0", old)))
    let gate = Self.gate(
      try Self.inputs(Self.documents(en: "Basket", ru: "Корзина"), at: "1.0.1", baseline: baseline))
    // What translators last saw is not known, so nothing is marked; the policy still compares with 1.0.0.
    #expect(gate.reviewState.isEmpty)
    #expect(gate.review?.baseline == (try SemanticVersion("1.0.0")))
    #expect(gate.unreadableCurrent == [reason])
    #expect(gate.passed)
  }

  @Test func aRefusalIsPlacedAtTheVersionAndTheReportSaysSo() throws {
    let old = Self.documents(en: "Cart", ru: "Корзина")
    let baseline = PublishedBaseline.newest(try SemanticVersion("1.0.0"), try Self.published("1.0.0", old))
    let documents = LocalizedDocuments(
      baseLocale: Self.en, documents: [Self.en: .object([:]), Self.ru: .object([:])])
    let gate = Self.gate(try Self.inputs(documents, at: "1.0.0", baseline: baseline))
    #expect(!gate.passed)
    let refusal = try #require(gate.compatibilityStep.diagnostics.last)
    #expect(refusal.location == FileLocation(file: "Sources/Labels/Labels.swift", line: 3))
    #expect(refusal.rule == GateRule.versionPolicy.id)
    let report = CheckReport(
      gate: gate, root: "Exports", versionCount: 1,
      publishedProblems: [
        AuditProblem(folder: "1.0.0", file: "ru.json", line: 2, rule: .manifest, message: "not canonical")
      ],
      versionFolder: "Exports/1.0.0", differences: nil)
    #expect(!report.passed)
    #expect(report.steps.map(\.name) == ["lint", "compatibility", "published", "export"])
    #expect(
      report.steps[2].diagnostics.map(\.location) == [FileLocation(file: "Exports/1.0.0/ru.json", line: 2)])
    #expect(
      report.githubText.hasSuffix(
        "export: not checked until lint and the version policy pass\ncheck failed\n"))
  }

  @Test func exportWarnsOfEachFindingAndOfAnUnreadableCurrentFolderItWritesAgain() throws {
    let old = Self.documents(en: "Cart", ru: "Корзина")
    let reason = Diagnostic(.error, at: FileLocation(file: "Exports/1.0.1/manifest.json"), "is missing")
    let unreadable = PublishedBaseline.currentUnreadable(
      try SemanticVersion("1.0.1"), reasons: [reason],
      previous: (try SemanticVersion("1.0.0"), try Self.published("1.0.0", old)))
    let same = Self.gate(try Self.inputs(old, at: "1.0.1", baseline: unreadable))
    #expect(
      same.exportWarnings(versionFolder: "Exports/1.0.1") == [
        reason,
        Diagnostic(
          .warning, at: FileLocation(file: "Exports/1.0.1"), "cannot be read as it is; export writes it again"
        ),
      ])
    let baseline = PublishedBaseline.newest(try SemanticVersion("1.0.0"), try Self.published("1.0.0", old))
    let stale = Self.gate(
      try Self.inputs(Self.documents(en: "Basket", ru: "Корзина"), at: "1.0.1", baseline: baseline))
    #expect(stale.exportWarnings(versionFolder: "Exports/1.0.1") == stale.findings.map(\.diagnostic))
    #expect(stale.exportWarnings(versionFolder: "Exports/1.0.1").count == 1)
    #expect(
      ReleaseGate.exportRefusal
        == Diagnostic(.error, "export refused what check refuses; nothing was written"))
  }
}
