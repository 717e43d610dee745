import LabelsCore
import LabelsKit
import Testing

/// The published versions read once into one value: the audit, the lines, the plural forms of installed
/// apps and the upload all come from the folders as read, and the allow-list is asked for only when the
/// upload's lint runs.
@Suite struct PublishedInputsTests {
  private static let en = try! LocaleIdentifier("en")
  private static let he = try! LocaleIdentifier("he")
  private static let schema = JSONSchema.object(
    properties: ["count": .dictionary(values: .dictionary(values: .string))], required: ["count"])

  private static func plural(_ forms: [String: String]) -> JSONValue {
    .object(["count": .object([PluralLabel.marker: .object(forms.mapValues { .string($0) })])])
  }

  private static let english = ["one": "%lld item", "other": "%lld items"]
  /// Hebrew as CLDR 41 gave it, with `many`, which CLDR 42 removed.
  private static let hebrew41 = [
    "one": "פריט %lld", "two": "%lld פריטים", "many": "%lld פריטים רבים", "other": "%lld פריטים",
  ]

  private static func documents(hebrew: [String: String]) -> LocalizedDocuments {
    LocalizedDocuments(baseLocale: en, documents: [en: plural(english), he: plural(hebrew)])
  }

  /// The folder export writes for `documents` at `version`, with `extra` files beside.
  private static func folder(
    _ version: String, _ documents: LocalizedDocuments, extra: [String: String] = [:]
  ) throws -> PublishedFolder {
    let files = ExportPlan.files(
      for: documents, version: try SemanticVersion(version), baseLocale: en, schema: schema)
    var contents: [String: [UInt8]] = [:]
    for file in files { contents[String(file.path.dropFirst(version.count + 1))] = file.contents }
    for (name, text) in extra { contents[name] = Array(text.utf8) }
    return PublishedFolder(name: version, files: contents)
  }

  private static let allowlist = try! UntranslatedAllowlist(["/count": ["he"]])

  /// The upload of `published` to staging, and how often it asked for the allow-list.
  private static func upload(_ published: PublishedInputs) throws -> (audit: UploadAudit, asked: Int) {
    var asked = 0
    let audit = try published.upload(
      published.lines(), to: try UploadEnvironment("staging"),
      allowlist: { () -> UntranslatedAllowlist in
        asked += 1
        return allowlist
      })
    return (audit, asked)
  }

  @Test func theUploadAsksForTheAllowListOnceWhenTheAuditPassesAndNeverWhenItFails() throws {
    let folder = try Self.folder("1.0.0", Self.documents(hebrew: Self.hebrew41))
    let published = PublishedInputs(folders: [folder])
    #expect(published.audit.problems.isEmpty)
    let passed = try Self.upload(published)
    #expect(passed.asked == 1)
    #expect(passed.audit.problems.isEmpty)
    #expect(passed.audit.bundle.lines.map(\.key) == ["v1"])

    let torn = try Self.upload(
      PublishedInputs(folders: [
        try Self.folder("1.0.0", Self.documents(hebrew: Self.hebrew41), extra: ["notes.txt": "x"])
      ]))
    #expect(torn.asked == 0)
    #expect(torn.audit.problems.map(\.rule) == [.unexpectedFile])
    #expect(torn.audit.findings.isEmpty)
  }

  @Test func theFolderOfAVersionIsTheOneRead() throws {
    let first = try Self.folder("1.0.0", Self.documents(hebrew: Self.hebrew41))
    let second = try Self.folder("1.1.0", Self.documents(hebrew: Self.hebrew41), extra: ["notes.txt": "x"])
    let published = PublishedInputs(folders: [second, PublishedFolder(name: "drafts", files: [:]), first])
    #expect(published.audit.versions.map(\.version.description) == ["1.0.0", "1.1.0"])
    #expect(published.folder(of: try SemanticVersion("1.1.0"))?.files["notes.txt"] == Array("x".utf8))
    #expect(
      published.folder(of: try SemanticVersion("1.0.0"))?.files.keys.sorted() == first.files.keys.sorted())
    #expect(published.folder(of: try SemanticVersion("2.0.0")) == nil)
    #expect(throws: UploadError.noPublishedVersion) { try PublishedInputs(folders: []).lines() }
  }

  /// The defaults at `version`, Hebrew still with `many`, with `published` read beside them.
  private static func inputs(at version: String, published: PublishedInputs?) throws -> ReleaseInputs {
    ReleaseInputs(
      defaults: EncodedDefaults(
        documents: documents(hebrew: hebrew41), version: try SemanticVersion(version), baseLocale: en,
        aliases: [:], schema: schema, arguments: .none),
      allowlist: .none, committedReview: .empty, baseline: .nothingPublished, published: published)
  }

  private static func pluralFindings(_ inputs: ReleaseInputs) -> [String] {
    inputs.lint(reviewState: .empty, installed: { inputs.installedPlurals ?? .none })
      .filter { $0.rule == .pluralFormUnexpected }
      .map { "\($0.severity) \($0.locale.map(\.rawValue) ?? "") \($0.path): \($0.message)" }
  }

  @Test func lintJudgesAFormAgainstThePublishedVersionsTheInputsHold() throws {
    let folder = try Self.folder("1.0.0", Self.documents(hebrew: Self.hebrew41))
    let published = PublishedInputs(folders: [folder])
    let never = "he /count/@plural/many: he never selects `many` (it uses `one`, `two` and `other`)"
    #expect(
      Self.pluralFindings(try Self.inputs(at: "1.1.0", published: published)) == [
        "warning \(never), but apps of major 1 were published with it and need every form of their defaults: "
          + "keep it until your next major version, then remove it"
      ])
    #expect(
      Self.pluralFindings(try Self.inputs(at: "2.0.0", published: published)) == [
        "error \(never), and only apps of major 1 were published with it, an earlier major than this "
          + "version's: remove the form (.he(one:two:other:) builds the plural without it)"
      ])
    // Without the published versions the inputs do not know the installed forms: the command reads them.
    let alone = try Self.inputs(at: "1.1.0", published: nil)
    #expect(alone.installedPlurals == nil)
    #expect(Self.pluralFindings(alone) == ["warning \(never); remove the form"])
  }
}
