import LabelsCore
import Testing

@testable import LabelsKit

/// The diff over tapes finds exactly the changes the diff over whole documents finds.
@Suite struct TapeComparisonTests {
  @Test(arguments: [
    "identical", "items-by-id", "items-by-index", "items-reordered", "key-added", "key-removed",
    "placeholders-changed", "rename", "type-changed", "value-changed",
  ])
  func findsWhatTheWholeDocumentDiffFindsInEachFixture(name: String) throws {
    let old = try DiffFixtures.document("\(name)/old.json")
    let new = try DiffFixtures.document("\(name)/new.json")
    #expect(try tapeReport(old, new) == SchemaDiff.compare(old: old, new: new))
  }

  /// Labels-like documents and edits of them: texts changed (with and without their placeholders),
  /// members removed, added and renamed, groups turned to texts, plural forms and lists edited, and
  /// roots of more than 64 groups, which are compared on both cores.
  @Test func findsWhatTheWholeDocumentDiffFindsInGeneratedPairs() throws {
    var random = JSONTapeSamples.Random(seed: 3)
    for round in 0..<200 {
      let (old, new) = generatedPair(round, &random)
      #expect(try tapeReport(old, new) == SchemaDiff.compare(old: old, new: new))
      #expect(try tapeReport(new, old) == SchemaDiff.compare(old: new, new: old))
    }
  }

  /// Documents another tool wrote (keys in any order, `\uXXXX` escapes), against each other and against
  /// canonical bytes, whose texts then differ in bytes alone: the changes the whole-document diff finds.
  @Test func findsWhatTheWholeDocumentDiffFindsInDocumentsAnotherToolWrote() throws {
    var random = JSONTapeSamples.Random(seed: 5)
    for round in 0..<200 {
      let (old, new) = generatedPair(round, &random)
      let foreignOld = try #require(JSONTape(JSONTapeSamples.foreignBytes(old, &random)))
      let foreignNew = try #require(JSONTape(JSONTapeSamples.foreignBytes(new, &random)))
      let canonicalNew = try #require(JSONTape(CanonicalJSONWriter.bytes(new)))
      #expect(
        TapeComparison.compare(old: foreignOld, new: foreignNew) == SchemaDiff.compare(old: old, new: new))
      #expect(
        TapeComparison.compare(old: foreignOld, new: canonicalNew) == SchemaDiff.compare(old: old, new: new))
      #expect(foreignOld.value(foreignOld.root) == old)
    }
  }

  @Test func comparesRootsThatAreNotGroups() throws {
    let plural = JSONValue.object([PluralLabel.marker: .object(["other": .string("%lld items")])])
    for (old, new) in [
      (JSONValue.string("a"), JSONValue.string("%@")), (.array([.string("a")]), .array([])),
      (plural, .object([:])),
    ] {
      #expect(try tapeReport(old, new) == SchemaDiff.compare(old: old, new: new))
    }
  }

  /// A labels-like document of 5 or 80 sections (by `round`) and an edit of it.
  private func generatedPair(_ round: Int, _ random: inout JSONTapeSamples.Random) -> (JSONValue, JSONValue) {
    var sections: [String: JSONValue] = [:]
    for index in 0..<(round % 2 == 0 ? 5 : 80) {
      sections["s\(index)"] = JSONTapeSamples.value(&random, depth: 1)
    }
    let old = JSONValue.object(sections)
    for _ in 0..<random.next(6) {
      let key = "s\(random.next(sections.count + 2))"
      switch random.next(3) {
      case 0: sections[key] = nil
      case 1: sections[key] = JSONTapeSamples.value(&random, depth: 1)
      default: sections[key] = edited(sections[key] ?? .null, &random)
      }
    }
    return (old, .object(sections))
  }

  private func edited(_ value: JSONValue, _ random: inout JSONTapeSamples.Random) -> JSONValue {
    guard case .object(var members) = value, let key = members.keys.sorted().first else {
      return JSONTapeSamples.value(&random, depth: 2)
    }
    members[key] = random.next(2) == 0 ? edited(members[key] ?? .null, &random) : nil
    members["k\(random.next(3))"] = .string(JSONTapeSamples.texts[random.next(JSONTapeSamples.texts.count)])
    return .object(members)
  }

  private func tapeReport(_ old: JSONValue, _ new: JSONValue) throws -> ChangeReport {
    TapeComparison.compare(
      old: try #require(JSONTape(CanonicalJSONWriter.bytes(old))),
      new: try #require(JSONTape(CanonicalJSONWriter.bytes(new))))
  }
}
