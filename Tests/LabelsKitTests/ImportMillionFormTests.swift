import LabelsCore
import Testing

@testable import LabelsKit

/// A translation's plural written before CLDR gave its language a `many` for exact millions (Spanish,
/// French, Italian, Portuguese, Catalan): the import takes it whole, fills that one form from the
/// locale's own `other` and marks the label needs-review (``MillionForms``).
@Suite struct ImportMillionFormTests {
  private let english = "en.lproj/Localizable.stringsdict"
  private let spanish = "es.lproj/Localizable.stringsdict"

  private func plural(_ key: String, _ file: String, _ forms: [String: String]) -> TranslationEntry {
    TranslationEntry(key: key, plural: forms, location: FileLocation(file: file))
  }

  private func text(_ result: ImportPlan.Result, _ path: String) throws -> String {
    String(decoding: try #require(result.files.first { $0.path == path }).contents, as: UTF8.self)
  }

  /// English and Spanish as a catalog of 2020 has them: Spanish `one` and `other` only, and a second
  /// plural whose Spanish lacks `one` too, which no exact million stands for.
  private func result() throws -> ImportPlan.Result {
    try ImportPlan.generate(
      [
        TranslationTable(
          locale: LocaleIdentifier("en"), file: english,
          entries: [
            plural("entries.count", english, ["one": "%lld entry", "other": "%lld entries"]),
            plural("groups.count", english, ["one": "%lld group", "other": "%lld groups"]),
          ]),
        TranslationTable(
          locale: LocaleIdentifier("es"), file: spanish,
          entries: [
            plural("entries.count", spanish, ["one": "%lld entrada", "other": "%lld entradas"]),
            plural("groups.count", spanish, ["other": "%lld grupos"]),
          ]),
      ], baseLocale: LocaleIdentifier("en"))
  }

  @Test func theMillionFormIsTheLocalesOwnOtherAndTheRestIsKept() throws {
    #expect(
      try text(result(), "Defaults/Spanish/Entries+Spanish.swift") == """
        import Labels

        extension Labels.Entries {
          /// The Spanish labels of `Labels.Entries`.
          static var spanish: Labels.Entries {
            Labels.Entries(
              count: .es(
                one: "%lld entrada",
                many: "%lld entradas",
                other: "%lld entradas"
              )
            )
          }
        }

        """)
  }

  @Test func theLabelIsNeedsReviewWithTheInputsFormsAndTheReason() throws {
    let review = try ReviewState(
      bytes: try #require(result().files.first { $0.path == ImportPlan.reviewFileName }).contents)
    let entry = try #require(review.entries[LocaleIdentifier("es")]?[JSONPointer(["entries", "count"])])
    #expect(entry.state == .needsReview)
    #expect(
      entry.translation
        == PluralLabel(texts: ["one": "%lld entrada", "many": "%lld entradas", "other": "%lld entradas"])
        .value)
    #expect(
      entry.refused
        == RefusedTranslation(
          original: PluralLabel(texts: ["one": "%lld entrada", "other": "%lld entradas"]).value,
          reason: "`many` missing: es selects it only for exact millions (1,000,000, 2,000,000 …); filled "
            + "from `other`, which Apple's formatter shows there; check it"))
    // A plural that misses a form numbers below a million select is a gap, as before.
    #expect(
      try review.entries[LocaleIdentifier("es")]?[JSONPointer(["groups", "count"])]?.state == .untranslated)
  }

  @Test func lintSaysWhyTheLabelNeedsReview() throws {
    let result = try result()
    let review = try ReviewState(
      bytes: try #require(result.files.first { $0.path == ImportPlan.reviewFileName }).contents)
    #expect(
      review.findings(in: result.documents).map(\.message) == [
        "an import changed it: `many` missing: es selects it only for exact millions (1,000,000, "
          + "2,000,000 …); filled from `other`, which Apple's formatter shows there; check it; then "
          + "`LabelsParser review confirm es /entries/count`"
      ])
  }

  @Test func theReportListsTheFormsFilledApartFromTheTranslationsNotTaken() throws {
    let report = try result().report
    #expect(
      try report.millionForms == [
        ImportReport.Refused(
          locale: LocaleIdentifier("es"), key: "entries.count",
          reason: "`many` missing: es selects it only for exact millions (1,000,000, 2,000,000 …); filled "
            + "from `other`, which Apple's formatter shows there; check it")
      ])
    #expect(report.refused.map(\.key) == ["groups.count"])
    #expect(
      report.text.contains(
        """
        ## Forms for exact millions filled: 1

        CLDR gives these languages a form only exact millions select, which the input lacked: it is the \
        locale's own `other` (what Apple's formatter shows for them), and the label is needs-review in \
        Defaults/LabelsReview.json, with the input's forms. Check the form, then `LabelsParser review \
        confirm LOCALE POINTER`.

        - es: entries.count: `many` missing: es selects it only for exact millions (1,000,000, 2,000,000 …); \
        filled from `other`, which Apple's formatter shows there; check it
        """))
  }

  @Test func aLabelOfSeveralCountsHasEachVariablesMillionFormFilled() throws {
    let format = "%#@files@ in %#@folders@"
    let entries = [
      "en": [
        "files": ["one": "%lld file", "other": "%lld files"],
        "folders": ["one": "%lld folder", "other": "%lld folders"],
      ],
      "fr": [
        "files": ["one": "%lld fichier", "other": "%lld fichiers"],
        "folders": ["one": "%lld dossier", "many": "%lld de dossiers", "other": "%lld dossiers"],
      ],
    ]
    let tables = try entries.map { locale, variables in
      TranslationTable(
        locale: try LocaleIdentifier(locale), file: "\(locale).lproj/Localizable.stringsdict",
        entries: [
          TranslationEntry(
            key: "summary", format: format, variables: variables,
            location: FileLocation(file: "\(locale).lproj/Localizable.stringsdict"))
        ])
    }
    let result = try ImportPlan.generate(tables, baseLocale: LocaleIdentifier("en"))
    #expect(
      result.report.millionForms.map(\.reason).first?.hasPrefix("`files/many` missing: fr selects it") == true
    )
    #expect(
      try result.documents.documents[LocaleIdentifier("fr")].flatMap(JSONPointer(["summary"]).value(in:))
        == PluralTextLabel(
          format: .string(format),
          variables: [
            "files": .object(
              PluralLabel(texts: ["one": "%lld fichier", "many": "%lld fichiers", "other": "%lld fichiers"])
                .members),
            "folders": .object(
              PluralLabel(texts: [
                "one": "%lld dossier", "many": "%lld de dossiers", "other": "%lld dossiers",
              ])
              .members),
          ]
        ).value)
  }
}
