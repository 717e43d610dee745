import LabelsCore
import Testing

@testable import LabelsKit

/// A base locale's plural that lacks a form its language selects, as Xcode accepts it (CotEditor's
/// English `FindResult.replace.message`: `zero` and `other` only): imported, the form its own `other`,
/// and named in the report (``BasePluralForms``), instead of refused or left out.
@Suite struct ImportBaseFormTests {
  private let file = "en.lproj/Localizable.stringsdict"

  private func result(skippingRefusedBase: Bool) throws -> ImportPlan.Result {
    try ImportPlan.generate(
      [
        TranslationTable(
          locale: LocaleIdentifier("en"), file: file,
          entries: [
            TranslationEntry(
              key: "replace.message", plural: ["=0": "No replacement", "other": "Replaced %lld matches"],
              location: FileLocation(file: file))
          ])
      ], baseLocale: LocaleIdentifier("en"), skippingRefusedBase: skippingRefusedBase)
  }

  @Test(arguments: [false, true])
  func theLabelIsImportedWithTheFormFromItsOther(skippingRefusedBase: Bool) throws {
    let result = try result(skippingRefusedBase: skippingRefusedBase)
    #expect(result.report.skipped == [])
    #expect(Linter.lint(result.documents, arguments: result.arguments).filter { $0.severity == .error } == [])
    let defaults = String(
      decoding: try #require(result.files.first { $0.path == "Defaults/English/Replace+English.swift" })
        .contents,
      as: UTF8.self)
    #expect(
      defaults.contains(
        """
              message: .en(
                one: "Replaced %lld matches",
                other: "Replaced %lld matches",
                exact: [
                  0: "No replacement"
                ]
              )
        """))
    #expect(
      try result.report.baseForms == [
        ImportReport.Refused(
          locale: LocaleIdentifier("en"), key: "replace.message",
          reason: "`one` missing, which en selects: filled from `other`; write it")
      ])
    #expect(result.report.text.contains("## Base forms filled from other: 1\n"))
  }
}
