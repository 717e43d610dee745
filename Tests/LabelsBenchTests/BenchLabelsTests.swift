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
}
