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

  /// KeePassium's shape: an English table of a few keys (its English lives in its code) beside
  /// translations of many more. The import would leave most texts out, so it is refused unless told to
  /// go on; the report's first lines say how many keys lack a base text either way.
  @Test func aNearEmptyBaseTableIsRefusedUnlessAccepted() throws {
    var inputs = ImportInputs(format: .strings)
    try inputs.add(Array(#""a" = "A"; "b" = "B";"#.utf8), file: "en.lproj/L.strings")
    let german = (["a", "b"] + (1...10).map { "key\($0)" }).map { #""\#($0)" = "X";"# }.joined(
      separator: "\n")
    try inputs.add(Array(german.utf8), file: "de.lproj/L.strings")
    let refusal = ImportRefusal.sparseBase(try LocaleIdentifier("en"), labels: 2, keysWithoutBase: 10)
    #expect(throws: refusal) {
      try inputs.plan(baseLocale: LocaleIdentifier("en"), locales: nil, skipUnsupported: false)
    }
    #expect(!refusal.isUsage)
    #expect(
      refusal.diagnostics(resolve: { $0 }, baseOption: "--base-locale") == [
        Diagnostic(
          .error,
          "the base locale en has 2 labels, but 10 keys have translations in other locales and no en text, "
            + "and would be left out",
          fix: "give the en table every key (Xcode's Product > Export Localizations writes it, or genstrings "
            + "over the sources) and import again, or pass --accept-sparse-base to import the 2 as they are")
      ])
    let accepted = try inputs.plan(
      baseLocale: LocaleIdentifier("en"), locales: nil, skipUnsupported: false, acceptSparseBase: true)
    #expect(accepted.report.labelCount == 2)
    #expect(
      accepted.report.text.split(separator: "\n", omittingEmptySubsequences: false).prefix(4).joined(
        separator: "\n") == """
          # Import report

          Imported 2 labels in 2 locales (base en; de) from 2 files.
          10 keys have translations but no en text, so they are left out (below): give the en table every key, \
          with Xcode's Product > Export Localizations or genstrings over the sources, and import again.
          """)
    // Nine keys without a base text, or as many as the base has, are imported without the flag.
    #expect(!ImportInputs.isSparse(labels: 2, keysWithoutBase: 9))
    #expect(!ImportInputs.isSparse(labels: 40, keysWithoutBase: 40))
    #expect(ImportInputs.isSparse(labels: 40, keysWithoutBase: 41))
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

  /// CotEditor's `Main.xcstrings`: a storyboard's strings (its objects named as Xcode names them, or
  /// numbered as older storyboards do), which the app looks up through the storyboard, never by key.
  @Test func aCatalogOfAStoryboardsStringsIsLeftOutWithANote() throws {
    var inputs = ImportInputs(format: .xcstrings)
    try inputs.add(catalog("en"), file: "App.xcstrings")
    let storyboard =
      #"{"sourceLanguage":"en","strings":{"0HX-j9-5jF.title":{"localizations":{"en":"#
      + #"{"stringUnit":{"state":"translated","value":"Find"}}}},"57.title":{"localizations":{"en":"#
      + #"{"stringUnit":{"state":"translated","value":"Replace"}}}}},"version":"1.0"}"#
    try inputs.add(Array(storyboard.utf8), file: "mul.lproj/Main.xcstrings")
    #expect(inputs.tables.map(\.file) == ["App.xcstrings"])
    let result = try inputs.plan(baseLocale: nil, locales: nil, skipUnsupported: false)
    #expect(
      result.report.notes == [
        "mul.lproj/Main.xcstrings: left out; it holds only the strings of a storyboard or xib (2 keys such as "
          + "0HX-j9-5jF.title), which the app looks up through them"
      ])
    #expect(result.report.labelCount == 1)
  }

  /// damus's `followed_by_three_and_others`: a plural whose forms take three names beside the count,
  /// more than `PluralText2` passes, is refused by name, or left out with `--skip-unsupported`.
  @Test func aPluralWhoseFormsTakeMoreArgumentsThanATypedCallPassesIsNotCarried() throws {
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>followed</key><dict>
      <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
      <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>lld</string>
      <key>one</key><string>%2$@, %3$@, %4$@ and %1$lld other</string>
      <key>other</key><string>%2$@, %3$@, %4$@ and %1$lld others</string></dict>
      </dict></dict></plist>
      """
    var inputs = ImportInputs(format: .strings)
    try inputs.add(Array(#""title" = "Title";"#.utf8), file: "en.lproj/L.strings")
    try inputs.add(Array(plist.utf8), file: "en.lproj/L.stringsdict")
    let skipped = ImportInputs.Skipped(
      file: "en.lproj/L.stringsdict",
      entry: StringCatalog.Skipped(
        key: "followed", locale: try LocaleIdentifier("en"),
        reason: "has forms that take 3 arguments beside their count, more than the 2 of PluralText2"))
    #expect(throws: ImportRefusal.unsupported([skipped])) {
      try inputs.plan(baseLocale: try LocaleIdentifier("en"), locales: nil, skipUnsupported: false)
    }
    let result = try inputs.plan(baseLocale: try LocaleIdentifier("en"), locales: nil, skipUnsupported: true)
    #expect(result.report.labelCount == 1)
    #expect(result.report.skipped == [skipped.entry])
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
