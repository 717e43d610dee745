import LabelsCore
import Testing

@testable import LabelsKit

/// `Base.lproj`, where Xcode keeps the development language's files under Base Internationalization:
/// read as the base locale's tables, merged with its own `.lproj` (whose entries win), or left out
/// with a note when it holds only a storyboard's strings; never an error that stops the import.
@Suite struct ImportBaseFolderTests {
  static let english = try! LocaleIdentifier("en")

  static func plan(_ files: [(String, String)]) throws -> ImportPlan.Result {
    var inputs = ImportInputs(format: .strings)
    for (file, text) in files { try inputs.add(Array(text.utf8), file: file) }
    return try inputs.plan(baseLocale: english, locales: nil, skipUnsupported: false)
  }

  static func text(_ result: ImportPlan.Result, _ locale: String, _ key: String) throws -> JSONValue? {
    JSONPointer([key]).value(in: result.documents.documents[try LocaleIdentifier(locale)] ?? .null)
  }

  @Test func baseLprojAloneIsTheBaseLocalesTable() throws {
    let result = try Self.plan([
      ("Resources/Base.lproj/Localizable.strings", #""title" = "Cart";"#),
      ("Resources/ru.lproj/Localizable.strings", #""title" = "Корзина";"#),
    ])
    #expect(result.report.locales.map(\.rawValue) == ["en", "ru"])
    #expect(try Self.text(result, "en", "title") == .string("Cart"))
    #expect(
      result.report.notes == [
        "Resources/Base.lproj/Localizable.strings: read as en, the base locale (Base Internationalization)"
      ])
    #expect(result.report.text.contains("## How the files were read: 1"))
  }

  @Test func theBaseLocalesOwnTableWinsAndTheReportSaysSo() throws {
    let result = try Self.plan([
      ("Base.lproj/Localizable.strings", "\"title\" = \"Cart (Base)\";\n\"empty\" = \"Nothing here\";\n"),
      ("en.lproj/Localizable.strings", #""title" = "Cart";"#),
      ("ru.lproj/Localizable.strings", "\"title\" = \"Корзина\";\n\"empty\" = \"Пусто\";\n"),
    ])
    #expect(try Self.text(result, "en", "title") == .string("Cart"))
    #expect(try Self.text(result, "en", "empty") == .string("Nothing here"))
    #expect(try Self.text(result, "ru", "empty") == .string("Пусто"))
    #expect(
      result.report.notes == [
        "Base.lproj/Localizable.strings: read as en, merged into en.lproj/Localizable.strings: 1 keys added; "
          + "1 it shares with en.lproj/Localizable.strings keep en.lproj/Localizable.strings's text"
      ])
  }

  @Test func aStoryboardsStringsAreLeftOutWithANote() throws {
    let result = try Self.plan([
      ("Base.lproj/Main.strings", "\"abc-de-fgh.text\" = \"Hello\";\n\"Xy1-2b-C3d.normalTitle\" = \"Go\";\n"),
      ("en.lproj/Localizable.strings", #""title" = "Cart";"#),
    ])
    #expect(result.report.labelCount == 1)
    #expect(
      result.report.notes == [
        "Base.lproj/Main.strings: left out; it holds only the strings of a storyboard or xib (2 keys such as "
          + "abc-de-fgh.text), which the app looks up through them"
      ])
  }

  @Test func aBaseTableIsReadOnlyOnceTheBaseLocaleIsKnownAndItsErrorsAreTheReaders() throws {
    var inputs = ImportInputs(format: .strings)
    try inputs.add(Array(#""a" = "A""#.utf8), file: "Base.lproj/Bad.strings")
    #expect(inputs.tables.isEmpty)
    #expect(inputs.baseFolderFiles.map(\.file) == ["Base.lproj/Bad.strings"])
    #expect(throws: ImportRefusal.self) {
      try inputs.plan(baseLocale: Self.english, locales: nil, skipUnsupported: false)
    }
  }
}
