import LabelsCore
import LabelsKit
import Testing

@testable import LabelsBench

/// The documents `make bench` compares with an independent generator's: their shape, which the bench
/// page describes beside the figures.
@Suite struct RealShapedDocumentsTests {
  /// Every label, by its path, in a document.
  private func labels(_ value: JSONValue, path: [String] = []) -> [[String]: String] {
    switch value {
    case .string(let text): [path: text]
    case .object(let members):
      members.reduce(into: [:]) { $0.merge(labels($1.value, path: path + [$1.key])) { first, _ in first } }
    default: [:]
    }
  }

  @Test(arguments: [1, 400, 2_000, 10_001])
  func theOldDocumentHoldsTheLabelsAskedForThreeLevelsUnderTheRoot(count: Int) {
    let old = labels(RealShapedDocuments(labels: count).pair().old)
    #expect(old.count == count)
    #expect(old.keys.allSatisfy { $0.count == 4 })
  }

  @Test func theNewDocumentRemovesAddsAndChangesAboutOnePercentEachAcrossTheDocument() {
    let pair = RealShapedDocuments(labels: 10_000).pair()
    let old = labels(pair.old)
    let new = labels(pair.new)
    let removed = old.keys.filter { new[$0] == nil }
    let added = new.keys.filter { old[$0] == nil }
    let changed = old.keys.filter { new[$0] != nil && new[$0] != old[$0] }
    for count in [removed.count, added.count, changed.count] { #expect((50...150).contains(count)) }
    // Spread: the changes fall in most of the top-level sections, not in a few.
    let sections = Set((removed + added + changed).map(\.[0]))
    let all = Set(old.keys.map(\.[0]))
    #expect(sections.count * 10 >= all.count * 9)
  }

  @Test func textsMixScriptsAndPlaceholders() {
    let texts = Array(labels(RealShapedDocuments(labels: 2_000).pair().old).values)
    let nonASCII = texts.count { $0.unicodeScalars.contains { $0.value > 0x7F } }
    #expect(nonASCII * 10 > texts.count * 9)
    #expect(texts.contains { $0.contains("%@") })
    #expect(texts.contains { $0.contains("{{count}}") })
    #expect(texts.allSatisfy { (2...7).contains($0.split(separator: " ").count) })
  }

  @Test func thePairIsTheSameOnEveryRun() {
    #expect(RealShapedDocuments(labels: 500).pair().new == RealShapedDocuments(labels: 500).pair().new)
  }
}
