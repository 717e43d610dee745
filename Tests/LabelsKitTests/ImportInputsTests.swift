import LabelsCore
import Testing

@testable import LabelsKit

@Suite struct ImportInputsTests {
  private func catalog(_ source: String, device: Bool = false) -> [UInt8] {
    let unit = #"{"stringUnit":{"state":"translated","value":"A"}}"#
    let localization =
      device ? #"{"variations":{"device":{"iphone":\#(unit)}}}"# : unit
    return Array(
      #"{"sourceLanguage":"\#(source)","strings":{"a":{"localizations":{"\#(source)":\#(localization)}}},"version":"1.0"}"#
        .utf8)
  }

  @Test func stringsFilesAreReadByTheirNameAndPlannedInTheGivenBase() throws {
    var inputs = ImportInputs(format: .strings)
    try inputs.add(Array(#""a" = "A";"#.utf8), file: "en.lproj/L.strings")
    try inputs.add(Array(#""a" = "Б";"#.utf8), file: "ru.lproj/L.strings")
    #expect(inputs.tables.map(\.locale.rawValue) == ["en", "ru"])
    #expect(inputs.tables.map(\.file) == ["en.lproj/L.strings", "ru.lproj/L.strings"])
    #expect(inputs.sourceLanguages.isEmpty)
    let kept = try inputs.plan(
      baseLocale: try LocaleIdentifier("ru"), locales: [try LocaleIdentifier("ru")], skipUnsupported: false)
    #expect(kept.report.locales.map(\.rawValue) == ["ru"])
    #expect(kept.report.baseLocale.rawValue == "ru")
  }

  @Test func aMalformedInputIsTheReadersError() throws {
    var inputs = ImportInputs(format: .strings)
    #expect(throws: ImportError.notInLocaleFolder(file: "L.strings")) {
      try inputs.add(Array(#""a" = "A";"#.utf8), file: "L.strings")
    }
  }

  @Test func catalogsNameTheBaseUnlessTheyDisagree() throws {
    var one = ImportInputs(format: .xcstrings)
    try one.add(catalog("de"), file: "One.xcstrings")
    #expect(one.sourceLanguages == [try LocaleIdentifier("de")])
    #expect(
      try one.plan(baseLocale: nil, locales: nil, skipUnsupported: false).report.baseLocale.rawValue == "de")

    var two = one
    try two.add(catalog("en"), file: "Two.xcstrings")
    let refusal = ImportRefusal.sourceLanguages([try LocaleIdentifier("de"), try LocaleIdentifier("en")])
    #expect(throws: refusal) { try two.plan(baseLocale: nil, locales: nil, skipUnsupported: false) }
    #expect(refusal.isUsage)
    #expect(
      refusal.diagnostics(resolve: { $0 }) == [
        Diagnostic(.error, "the catalogs name different source languages (de, en); pass --base")
      ])
  }

  @Test func aKeptLocaleTheInputsLackIsNamedWithTheOnesTheyHave() throws {
    var inputs = ImportInputs(format: .xcstrings)
    try inputs.add(catalog("en"), file: "L.xcstrings")
    let refusal = ImportRefusal.localeMissing(
      try LocaleIdentifier("fr"), available: [try LocaleIdentifier("en")])
    #expect(throws: refusal) {
      try inputs.plan(
        baseLocale: nil, locales: [try LocaleIdentifier("en"), try LocaleIdentifier("fr")],
        skipUnsupported: false)
    }
    #expect(
      refusal.diagnostics(resolve: { $0 }) == [
        Diagnostic(.error, "--locales names fr, which the input does not have; it has en")
      ])
  }

  @Test func whatALabelCannotCarryIsRefusedUnlessSkippedAndNamedInTheResolvedFile() throws {
    var inputs = ImportInputs(format: .xcstrings)
    try inputs.add(catalog("en", device: true), file: "L.xcstrings")
    let skipped = try #require(inputs.skipped.first)
    #expect(inputs.skipped.count == 1)
    #expect(skipped.file == "L.xcstrings")
    #expect(skipped.entry.key == "a")
    #expect(throws: ImportRefusal.unsupported(inputs.skipped)) {
      try inputs.plan(baseLocale: nil, locales: nil, skipUnsupported: false)
    }
    let refusal = ImportRefusal.unsupported(inputs.skipped)
    #expect(!refusal.isUsage)
    #expect(
      refusal.diagnostics(resolve: { "/project/" + $0 }) == [
        Diagnostic(
          .error, at: FileLocation(file: "/project/L.xcstrings"),
          "key \"a\" (en) \(skipped.entry.reason): a label cannot carry it",
          fix: "pass --skip-unsupported to import the rest and list it in ImportReport.md"),
        Diagnostic(.error, "nothing was written"),
      ])
    let result = try inputs.plan(baseLocale: nil, locales: nil, skipUnsupported: true)
    #expect(result.report.labelCount == 0)
  }

  @Test func theGeneratorsRefusalsKeepTheirLocationResolved() {
    let malformed = ImportRefusal.invalid(.notInLocaleFolder(file: "L.strings"))
    #expect(!malformed.isUsage)
    #expect(
      malformed.diagnostics(resolve: { "/p/" + $0 }).map(\.location) == [FileLocation(file: "/p/L.strings")])
    let noBase = ImportRefusal.invalid(.missingBaseLocale("en", available: ["de"]))
    #expect(noBase.isUsage)
    #expect(
      noBase.diagnostics(resolve: { "/p/" + $0 }) == [
        Diagnostic(.error, ImportError.missingBaseLocale("en", available: ["de"]).message)
      ])
  }
}
