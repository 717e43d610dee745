import LabelsCore
import Testing

@testable import LabelsKit

@Suite struct CanonicalLineIndexTests {
  @Test func givesTheLineOfEveryValueInTheCanonicalLayout() throws {
    let document = try StrictJSONReader.read(
      #"{"b": {"y": [1, {"z": null}], "x": {}}, "a": "A", "c": [], "d": {"e": "E"}}"#)
    // 1 {
    // 2   "a": "A",
    // 3   "b": {
    // 4     "x": {},
    // 5     "y": [
    // 6       1,
    // 7       {
    // 8         "z": null
    // 9       }
    // 10    ]
    // 11  },
    // 12  "c": [],
    // 13  "d": {
    // 14    "e": "E"
    // 15  }
    // 16 }
    let lines = CanonicalJSONWriter.string(document).split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 17)
    let index = CanonicalLineIndex(document)
    let expected: [([String], Int)] = [
      ([], 1), (["a"], 2), (["b"], 3), (["b", "x"], 4), (["b", "y"], 5), (["b", "y", "0"], 6),
      (["b", "y", "1"], 7), (["b", "y", "1", "z"], 8), (["c"], 12), (["d"], 13), (["d", "e"], 14),
    ]
    for (tokens, line) in expected {
      #expect(index.line(of: JSONPointer(tokens)) == line, "\(JSONPointer(tokens))")
    }
    #expect(lines[13] == #"    "e": "E""#)
    #expect(index.line(of: JSONPointer(["missing"])) == nil)
  }

  @Test func anIndexOfSomePointersGivesTheirLinesAsTheWholeIndexDoes() throws {
    let document = try StrictJSONReader.read(
      #"{"b": {"y": [1, {"z": null}], "x": {}}, "a": "A", "c": [], "d": {"e": "E", "f": [[], [2]]}}"#)
    let whole = CanonicalLineIndex(document)
    let asked = [
      ["b", "y", "1", "z"], ["d", "f", "1", "0"], ["c"], ["d", "gone", "deeper"], ["b", "y", "5"], [],
    ].map { JSONPointer($0) }
    let some = CanonicalLineIndex(document, for: asked)
    for pointer in asked {
      #expect(some.nearestLine(of: pointer) == whole.nearestLine(of: pointer), "\(pointer)")
    }
    #expect(some.line(of: JSONPointer(["d", "f", "1", "0"])) == 18)
    #expect(some.line(of: JSONPointer(["a"])) == nil)
  }

  @Test func missingPointersFallBackToTheNearestAncestor() throws {
    let index = CanonicalLineIndex(try StrictJSONReader.read(#"{"a": {"b": "x"}, "c": "y"}"#))
    #expect(index.nearestLine(of: JSONPointer(["a", "gone", "deeper"])) == 2)
    #expect(index.nearestLine(of: JSONPointer(["c"])) == 5)
    #expect(index.nearestLine(of: JSONPointer(["gone"])) == 1)
  }

  @Test func everyLineOfAFixtureStartsWithItsKey() throws {
    let document = try DiffFixtures.document("folders/rich/new/en.json")
    let lines = CanonicalJSONWriter.string(document).split(separator: "\n").map(String.init)
    let index = CanonicalLineIndex(document)
    var pointers: [JSONPointer] = []
    collect(document, at: .root, into: &pointers)
    #expect(pointers.count > 20)
    for pointer in pointers {
      let line = try #require(index.line(of: pointer))
      let text = lines[line - 1].drop { $0 == " " }
      let depth = pointer.tokens.count
      #expect(lines[line - 1].prefix(depth * 2).allSatisfy { $0 == " " })
      if let key = pointer.tokens.last, Int(key) == nil {
        #expect(text.hasPrefix("\"\(key)\": "), "\(pointer)")
      }
    }
  }

  private func collect(_ value: JSONValue, at path: JSONPointer, into pointers: inout [JSONPointer]) {
    pointers.append(path)
    switch value {
    case .object(let members):
      for (key, member) in members { collect(member, at: path.appending(key), into: &pointers) }
    case .array(let elements):
      for (position, element) in elements.enumerated() {
        collect(element, at: path.appending(index: position), into: &pointers)
      }
    default: break
    }
  }
}
