import LabelsCore
import Testing

@testable import LabelsKit

@Suite struct ComparisonSideTests {
  @Test func twoDocumentsOrTwoVersionsCompareAndADocumentWithAVersionDoesNot() throws {
    let en = try LocaleIdentifier("en")
    let old = JSONValue.object(["a": .string("A"), "b": .string("B")])
    let new = JSONValue.object(["a": .string("A2")])
    let oldFile = ComparisonSide.document(path: "old.json", value: old)
    let newFile = ComparisonSide.document(path: "new.json", value: new)
    #expect(ComparisonSide.compare(old: oldFile, new: newFile) == SchemaDiff.compare(old: old, new: new))
    let oldVersion = ComparisonSide.version(
      folder: "E/1.0.0", documents: LocalizedDocuments(baseLocale: en, documents: [en: old]), schema: nil)
    let newVersion = ComparisonSide.version(
      folder: "E/2.0.0", documents: LocalizedDocuments(baseLocale: en, documents: [en: new]), schema: nil)
    let report = try #require(ComparisonSide.compare(old: oldVersion, new: newVersion))
    #expect(
      report.changes.map { "\($0.rule.id) \($0.locale?.rawValue ?? "-") \($0.path)" } == [
        "value-changed en /a", "key-removed en /b",
      ])
    #expect(ComparisonSide.compare(old: oldFile, new: newVersion) == nil)
    #expect(ComparisonSide.compare(old: oldVersion, new: newFile) == nil)
    #expect(oldVersion.document(for: en) == old)
    #expect(oldVersion.document(for: nil) == nil)
    #expect(oldFile.document(for: nil) == old)
  }
}
