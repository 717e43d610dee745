import LabelsCore
import LabelsKit
import Testing

@testable import LabelsBench

@Suite struct SyntheticCatalogTests {
  private func depth(_ value: JSONValue) -> Int {
    guard case .object(let members) = value else { return 0 }
    return 1 + (members.values.map(depth).max() ?? 0)
  }

  @Test(arguments: [1, 19, 20, 401, 10_000])
  func documentsHoldExactlyTheLabelsAskedFor(count: Int) {
    let document = SyntheticCatalog(labelCount: count).document(locale: "ru")
    #expect(document.labelCount == count)
  }

  @Test func documentsAreReproducibleAndDifferByLocale() {
    let catalog = SyntheticCatalog(labelCount: 500)
    #expect(catalog.document(locale: "ja") == catalog.document(locale: "ja"))
    #expect(catalog.document(locale: "ja") != catalog.document(locale: "en"))
  }

  @Test func groupsSitTwoOrThreeLevelsDeep() throws {
    // Sections 0 and 1 hold groups directly; section 2 splits its groups into panels.
    guard case .object(let sections) = SyntheticCatalog(labelCount: 1_200).document(locale: "en") else {
      Issue.record("not an object")
      return
    }
    #expect(depth(try #require(sections["section0"])) == 2)
    #expect(depth(try #require(sections["section2"])) == 3)
  }

  @Test func changesRemoveAddAndEditAboutTheFractionAsked() {
    let old = SyntheticCatalog(labelCount: 100_000).document(locale: "en")
    let new = SyntheticChanges(fraction: 0.01, seed: 42).apply(to: old)
    let ratio = Double(new.labelCount - old.labelCount) / Double(old.labelCount)
    // As many labels added as removed, give or take the dice.
    #expect(abs(ratio) < 0.002)
    #expect(new != old)
    #expect(SyntheticChanges(fraction: 0.01, seed: 42).apply(to: old) == new)
  }
}
