import Foundation
import LabelsCoding
import LabelsCore
import Testing

@testable import LabelsKit

/// `JSONValue(encoding:)` builds the value directly; it must equal what `JSONEncoder` prints, read back.
/// Export's `JSONValueEncoder.canonicalBytes` must print exactly what the canonical writer prints of it.
@Suite struct JSONValueEncoderTests {
  private struct Group: Codable, Equatable {
    var title: String
    var hint: String?
    var missing: String?
    var count: Int
    var ratio: Double
    var flags: [Bool]
    var nested: [String: Group]?
  }

  private enum Kind: String, Codable { case primary, secondary }

  /// Writes through every kind of container, including nested ones and super encoders.
  private struct Handmade: Encodable {
    enum Key: String, CodingKey { case name, items, inner, parent }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Key.self)
      try container.encode("x\"y\\z\n\u{1}", forKey: .name)
      var items = container.nestedUnkeyedContainer(forKey: .items)
      try items.encode(UInt8(7))
      try items.encodeNil()
      var inner = items.nestedContainer(keyedBy: Key.self)
      try inner.encode(Int64.min, forKey: .name)
      var innerKeyed = container.nestedContainer(keyedBy: Key.self, forKey: .inner)
      try innerKeyed.encode(Kind.secondary, forKey: .name)
      try Kind.primary.encode(to: container.superEncoder(forKey: .parent))
      try Kind.secondary.encode(to: container.superEncoder())
    }
  }

  private func expectSameAsFoundation(_ value: some Encodable) throws {
    let expected = try StrictJSONReader.read([UInt8](JSONEncoder().encode(value)))
    #expect(try JSONValue(encoding: value) == expected)
  }

  /// Encodes keys twice, as a value and as a container, in both orders: the last one wins.
  private struct Repeated: Encodable {
    enum Key: String, CodingKey { case first, second, third }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Key.self)
      try container.encode("dropped", forKey: .first)
      var nested = container.nestedContainer(keyedBy: Key.self, forKey: .first)
      try nested.encode(1, forKey: .third)
      var replaced = container.nestedUnkeyedContainer(forKey: .second)
      try replaced.encode("dropped")
      try container.encode("kept", forKey: .second)
      try container.encode(false, forKey: .third)
      try container.encode(true, forKey: .third)
    }
  }

  @Test func theLastMemberEncodedUnderAKeyWins() throws {
    #expect(
      try JSONValue(encoding: Repeated())
        == .object([
          "first": .object(["third": .number("1")]), "second": .string("kept"), "third": .bool(true),
        ]))
  }

  @Test func aLargeDocumentEncodesAsFoundationEncodesIt() throws {
    var document: [String: [String: [String: String]]] = [:]
    for section in 0..<30 {
      for group in 0..<12 {
        document["section\(section)", default: [:]]["group\(group)"] = Dictionary(
          uniqueKeysWithValues: (0..<20).map { ("label\($0)", "Текст \(section)/\(group)/\($0) \"q\"\n") })
      }
    }
    try expectSameAsFoundation(document)
  }

  @Test func nestedStructsWithOptionalsNumbersAndArrays() throws {
    let leaf = Group(title: "Привет", hint: nil, missing: nil, count: -3, ratio: 0.1, flags: [], nested: nil)
    let root = Group(
      title: "a/b ~ 😀", hint: "%@", missing: nil, count: 42, ratio: 1e21, flags: [true, false],
      nested: ["login": leaf, "": leaf])
    try expectSameAsFoundation(root)
  }

  @Test func everyContainerKind() throws {
    try expectSameAsFoundation(Handmade())
  }

  @Test func leavesFoundationTreatsSpecially() throws {
    try expectSameAsFoundation(Date(timeIntervalSinceReferenceDate: 12.5))
    try expectSameAsFoundation(Data([0, 1, 254]))
    try expectSameAsFoundation(URL(string: "https://example.com/a?b=c"))
    try expectSameAsFoundation([Float(0.5), Float(3)])
    try expectSameAsFoundation(["a": Decimal(string: "12.340")])
  }

  @Test func scalarsAndEmptyContainersAtTheTop() throws {
    try expectSameAsFoundation("text")
    try expectSameAsFoundation(String?.none)
    try expectSameAsFoundation([String]())
    try expectSameAsFoundation([String: Int]())
    try expectSameAsFoundation([1: "one", 2: "two"])
  }

  @Test func invalidNumbersThrowAsFoundationDoes() {
    #expect(throws: EncodingError.self) { try JSONEncoder().encode(["x": Double.nan]) }
    #expect(throws: EncodingError.self) { try JSONValue(encoding: ["x": Double.nan]) }
  }

  private struct Silent: Encodable {
    func encode(to encoder: any Encoder) throws {}
  }

  @Test func aValueThatEncodesNothingThrows() {
    #expect(throws: EncodingError.self) { try JSONEncoder().encode(Silent()) }
    #expect(throws: EncodingError.self) { try JSONValue(encoding: Silent()) }
    #expect(throws: EncodingError.self) { try JSONValue(encoding: ["x": Silent()]) }
  }
}
