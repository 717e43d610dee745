import LabelsCore
import Testing

@testable import LabelsKit

/// A translation lint would refuse is imported as a gap: the defaults hold what lint takes, the review
/// state keeps the input's translation and the reason, and the first export's lint finds no error.
@Suite struct ImportGapTests {
  private let file = FileLocation(file: "App.xcstrings")

  private func text(_ result: ImportPlan.Result, _ path: String) throws -> String {
    String(decoding: try #require(result.files.first { $0.path == path }).contents, as: UTF8.self)
  }

  private func result() throws -> ImportPlan.Result {
    try ImportPlan.generate(
      [
        TranslationTable(
          locale: LocaleIdentifier("en"), file: "App.xcstrings",
          entries: [
            TranslationEntry(key: "hold", value: "Hold %@ to select", location: file),
            TranslationEntry(
              key: "files", plural: ["one": "%lld file", "other": "%lld files"], location: file),
          ]),
        TranslationTable(
          locale: LocaleIdentifier("ja"), file: "App.xcstrings",
          entries: [TranslationEntry(key: "hold", value: "%を押しながら選択", location: file)]),
        TranslationTable(
          locale: LocaleIdentifier("ru"), file: "App.xcstrings",
          entries: [
            TranslationEntry(key: "hold", value: "Удерживайте %@", location: file),
            // `one` covers 1, 21, 31…: a form without the count would be wrong for 21.
            TranslationEntry(
              key: "files",
              plural: [
                "one": "один файл", "few": "%lld файла", "many": "%lld файлов", "other": "%lld файла",
              ],
              location: file),
          ]),
      ], baseLocale: LocaleIdentifier("en"))
  }

  @Test func theDocumentsOfTheFirstExportHaveNoLintError() throws {
    let result = try result()
    let findings = Linter.lint(result.documents, arguments: result.arguments)
    #expect(findings.filter { $0.severity == .error }.map { "\($0.path): \($0.message)" } == [])
  }

  @Test func aRefusedTextIsTheBaseTextWithTheOriginalKept() throws {
    let result = try result()
    #expect(
      try text(result, "Defaults/Japanese/Labels+Japanese.swift").contains(
        """
            // missing in ja: the en text until translated
            hold: "Hold %@ to select"
        """))
    let review = try ReviewState(
      bytes: try #require(result.files.first { $0.path == ImportPlan.reviewFileName }).contents)
    let japanese = try LocaleIdentifier("ja")
    let entry = try #require(review.entry(at: JSONPointer(["hold"]), in: japanese))
    #expect(entry.state == .untranslated)
    #expect(entry.translation == .string("Hold %@ to select"))
    #expect(entry.refused?.original == .string("%を押しながら選択"))
    #expect(
      entry.refused?.reason
        == "/hold: '%を' is not a valid placeholder; write %% for a literal percent sign [placeholder-invalid]"
    )
  }

  @Test func aPluralKeepsTheFormsLintTakesAndFillsTheRefusedFromItsOther() throws {
    let result = try result()
    let review = try ReviewState(
      bytes: try #require(result.files.first { $0.path == ImportPlan.reviewFileName }).contents)
    let entry = try #require(review.entry(at: JSONPointer(["files"]), in: LocaleIdentifier("ru")))
    #expect(
      entry.translation
        == .object([
          "@plural": .object([
            "one": .string("%lld файла"), "few": .string("%lld файла"), "many": .string("%lld файлов"),
            "other": .string("%lld файла"),
          ])
        ]))
    #expect(
      entry.refused?.original
        == .object([
          "@plural": .object([
            "one": .string("один файл"), "few": .string("%lld файла"), "many": .string("%lld файлов"),
            "other": .string("%lld файла"),
          ])
        ]))
    #expect(result.report.refused.map(\.key) == ["hold", "files"])
  }

  @Test func aTranslationThatDoesNotTakeTheTypedArgumentsIsAGapAndAReorderedOneIsKept() throws {
    let result = try ImportPlan.generate(
      [
        TranslationTable(
          locale: LocaleIdentifier("en"), file: "App.xcstrings",
          entries: [TranslationEntry(key: "summary", value: "%@ has %lld items", location: file)]),
        TranslationTable(
          locale: LocaleIdentifier("de"), file: "App.xcstrings",
          entries: [TranslationEntry(key: "summary", value: "%lld Artikel bei %@", location: file)]),
        TranslationTable(
          locale: LocaleIdentifier("fr"), file: "App.xcstrings",
          entries: [TranslationEntry(key: "summary", value: "%2$lld articles chez %1$@", location: file)]),
      ], baseLocale: LocaleIdentifier("en"))
    #expect(
      try text(result, "Sources/Labels/Labels.swift").contains(
        """
          /// `summary`: "%@ has %lld items".
          public let summary: Template2<String, Int>

          /// Creates the labels of one locale.
          public init(summary: Template2<String, Int>) {
        """))
    #expect(result.report.typed == [ImportReport.Typed(key: "summary", type: "Template2<String, Int>")])
    #expect(
      try text(result, "Defaults/French/Labels+French.swift").contains(
        "summary: \"%2$lld articles chez %1$@\""))
    #expect(
      try text(result, "Defaults/German/Labels+German.swift").contains("summary: \"%@ has %lld items\""))

    let review = try ReviewState(
      bytes: try #require(result.files.first { $0.path == ImportPlan.reviewFileName }).contents)
    #expect(try review.entry(at: JSONPointer(["summary"]), in: LocaleIdentifier("fr")) == nil)
    let german = try #require(review.entry(at: JSONPointer(["summary"]), in: LocaleIdentifier("de")))
    #expect(german.refused?.original == .string("%lld Artikel bei %@"))
    #expect(
      german.refused?.reason
        == "/summary: has placeholders %1$lld %2$@ but the schema's typed call passes (text, integer); write "
        + "placeholders that take exactly these arguments (by printf position; one named placeholder only for "
        + "a single argument), or change the label's type in the schema [argument-mismatch]; /summary: has "
        + "placeholders %1$lld %2$@ but the base locale en has placeholders %1$@ %2$lld; a translation must "
        + "take the same arguments [placeholder-mismatch]")
    #expect(result.arguments.declaration(at: ["summary"]) == ArgumentDeclaration([.text, .integer]))
    let findings = Linter.lint(result.documents, arguments: result.arguments)
    #expect(findings.filter { $0.severity == .error }.map { "\($0.path): \($0.message)" } == [])
  }

  @Test func aListWhoseItemsTakeTheSameArgumentsIsAListOfTypedLabels() throws {
    let result = try ImportPlan.generate(
      [
        TranslationTable(
          locale: LocaleIdentifier("en"), file: "App.xcstrings",
          entries: [
            TranslationEntry(key: "tips.0", value: "Ask %@", location: file),
            TranslationEntry(key: "tips.1", value: "Call %@", location: file),
          ]),
        TranslationTable(
          locale: LocaleIdentifier("ru"), file: "App.xcstrings",
          entries: [
            TranslationEntry(key: "tips.0", value: "Спросите %@", location: file),
            TranslationEntry(key: "tips.1", value: "Позвоните %lld", location: file),
          ]),
      ], baseLocale: LocaleIdentifier("en"))
    #expect(try text(result, "Sources/Labels/Labels.swift").contains("public let tips: [Template<String>]"))
    #expect(result.arguments.declaration(at: ["tips", "0"]) == ArgumentDeclaration([.text]))
    #expect(
      result.report.refused == [
        ImportReport.Refused(
          locale: try LocaleIdentifier("ru"), key: "tips.1",
          reason:
            "/tips/1: has placeholders %1$lld but the schema's typed call passes (text); write placeholders "
            + "that take exactly these arguments (by printf position; one named placeholder only for a single "
            + "argument), or change the label's type in the schema [argument-mismatch]; /tips/1: has "
            + "placeholders %1$lld but the base locale en has placeholders %1$@; a translation must take the "
            + "same arguments [placeholder-mismatch]")
      ])
  }

  /// A label of several counts follows the plural's rules: a locale without it gets the base's format
  /// with each variable's `other` form in its categories, and one whose format disagrees with the base's
  /// variables takes the base's label whole, with what it had and why.
  /// damus's fault: every form of a translation has the fault of the one lint refuses first, since lint
  /// judges `other` by the base and the other forms by the locale's own `other`. Keeping the others
  /// would bring the same error against the base's `other`, so the label takes every form from the base.
  @Test func aPluralWhoseKeptFormsShareTheRefusedFormsFaultIsTheBasesWhole() throws {
    let result = try ImportPlan.generate(
      [
        TranslationTable(
          locale: LocaleIdentifier("en"), file: "App.xcstrings",
          entries: [
            TranslationEntry(
              key: "files", plural: ["one": "%lld file", "other": "%lld files"], location: file)
          ]),
        TranslationTable(
          locale: LocaleIdentifier("ru"), file: "App.xcstrings",
          entries: [
            TranslationEntry(
              key: "files",
              plural: ["one": "%@ файл", "few": "%@ файла", "many": "%@ файлов", "other": "%@ файла"],
              location: file)
          ]),
      ], baseLocale: LocaleIdentifier("en"))
    #expect(
      Linter.lint(result.documents, arguments: result.arguments).filter { $0.severity == .error }.map(
        \.message)
        == [])
    #expect(
      try text(result, "Defaults/Russian/Labels+Russian.swift").contains(
        """
            files: .ru(
              one: "%lld files",
              few: "%lld files",
              many: "%lld files",
              other: "%lld files"
            )
        """))
    let refused = try #require(result.report.refused.first)
    #expect(result.report.refused.count == 1)
    #expect(refused.key == "files")
    #expect(refused.reason.hasSuffix("so every form is the base's"), "\(refused.reason)")
  }

  @Test func aLabelOfSeveralCountsIsFilledAndRefusedAsAPluralIs() throws {
    let stats = { (format: String, variables: [String: [String: String]]) in
      TranslationEntry(key: "stats", format: format, variables: variables, location: file)
    }
    let english = ["followers": ["one": "%lld follower", "other": "%lld followers"]]
    let result = try ImportPlan.generate(
      [
        TranslationTable(
          locale: LocaleIdentifier("en"), file: "App.xcstrings",
          entries: [
            stats(
              "%#@followers@ · %#@posts@",
              english.merging(["posts": ["one": "%lld post", "other": "%lld posts"]]) { $1 })
          ]),
        TranslationTable(
          locale: LocaleIdentifier("de"), file: "App.xcstrings",
          entries: [
            stats("%#@followers@", ["followers": ["one": "%lld Follower", "other": "%lld Follower"]])
          ]),
        TranslationTable(locale: LocaleIdentifier("ru"), file: "App.xcstrings", entries: []),
      ], baseLocale: LocaleIdentifier("en"))
    #expect(
      try text(result, "Defaults/Russian/Labels+Russian.swift").contains(
        """
            stats: PluralText("%#@followers@ · %#@posts@") {
              switch $0 {
              case .followers:
                .ru(
                  one: "%lld followers",
                  few: "%lld followers",
                  many: "%lld followers",
                  other: "%lld followers"
                )
              case .posts:
                .ru(
                  one: "%lld posts",
                  few: "%lld posts",
                  many: "%lld posts",
                  other: "%lld posts"
                )
              }
            }
        """))
    #expect(
      try text(result, "Defaults/German/Labels+German.swift").contains(
        """
            stats: PluralText("%#@followers@ · %#@posts@") {
              switch $0 {
              case .followers:
                .de(
                  one: "%lld followers",
                  other: "%lld followers"
                )
              case .posts:
                .de(
                  one: "%lld posts",
                  other: "%lld posts"
                )
              }
            }
        """))
    #expect(result.report.gaps == [ImportReport.Gap(locale: try LocaleIdentifier("ru"), key: "stats")])
    #expect(
      result.report.refused.map { "\($0.locale) \($0.key): \($0.reason)" } == [
        "de stats: /stats/@format: takes `followers` in argument order but the base locale en takes `followers` "
          + "and `posts`; keep the base's variables, and reorder them with positions (`%2$#@name@`) "
          + "[placeholder-mismatch]"
      ])
    let findings = Linter.lint(result.documents, arguments: result.arguments)
    #expect(findings.filter { $0.severity == .error }.map { "\($0.path): \($0.message)" } == [])
  }
}

/// A base text lint refuses has nothing to fall back on: with `--skip-unsupported` its label is left out
/// and listed as skipped, with the reason.
@Suite struct ImportRefusedBaseTests {
  private let file = FileLocation(file: "App.xcstrings")

  private func tables() throws -> [TranslationTable] {
    [
      TranslationTable(
        locale: try LocaleIdentifier("en"), file: "App.xcstrings",
        entries: [
          TranslationEntry(key: "", value: "", location: file),
          TranslationEntry(key: "title", value: "Timeline", location: file),
        ]),
      TranslationTable(
        locale: try LocaleIdentifier("de"), file: "App.xcstrings",
        entries: [
          TranslationEntry(key: "", value: "", location: file),
          TranslationEntry(key: "title", value: "Zeitleiste", location: file),
        ]),
    ]
  }

  @Test func theLabelIsLeftOutAndListed() throws {
    let result = try ImportPlan.generate(
      tables(), baseLocale: LocaleIdentifier("en"), skippingRefusedBase: true)
    #expect(
      result.report.skipped == [
        StringCatalog.Skipped(
          key: "", locale: try LocaleIdentifier("en"),
          reason: "has a base text (en) lint refuses: the value is empty [empty-value]")
      ])
    #expect(Linter.lint(result.documents).filter { $0.severity == .error }.isEmpty)
    #expect(result.report.labelCount == 1)
  }

  @Test func withoutTheFlagLintNamesIt() throws {
    let result = try ImportPlan.generate(tables(), baseLocale: LocaleIdentifier("en"))
    #expect(result.report.skipped == [])
    #expect(
      Linter.lint(result.documents).filter { $0.severity == .error }.map(\.rule) == [
        .emptyValue, .emptyValue,
      ])
  }
}
