import LabelsCoding
import LabelsCore
import LabelsKit
import Testing

@testable import LabelsBench

/// The export benchmark encodes `BenchLabels`; the format, diff and Python rows use `SyntheticCatalog`'s
/// documents. Both must be the same labels, or the export row compares different work.
@Suite struct BenchLabelsTests {
  @Test(arguments: ["en", "ru", "ja"])
  func encodesExactlyTheSyntheticDocumentOfItsLocale(locale: String) throws {
    var texts = SyntheticTexts(locale: locale)
    let encoded = try JSONValue(encoding: BenchLabels(texts: &texts))
    let expected = SyntheticCatalog(labelCount: 10_000).document(locale: locale)
    #expect(encoded.labelCount == 10_000)
    #expect(CanonicalJSONWriter.bytes(encoded) == CanonicalJSONWriter.bytes(expected))
  }

  @Test func exportEncodesStraightToTheBytesItsDocumentsPrintAs() throws {
    let entries = ["en", "ja"].map { locale in
      var texts = SyntheticTexts(locale: locale)
      return (locale: locale, document: BenchLabels(texts: &texts))
    }
    let catalog = try Catalog(version: "1.0.0", baseLocale: "en", entries: entries)
    let viaDocuments = ExportPlan.files(
      for: try catalog.documents(), version: catalog.version, baseLocale: catalog.baseLocale)
    #expect(try ExportPlan.files(for: catalog) == viaDocuments)
  }
}
