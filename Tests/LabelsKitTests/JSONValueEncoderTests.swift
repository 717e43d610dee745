import Foundation
import Testing

@testable import LabelsKit

/// `JSONValue(encoding:)` builds the value directly; it must equal what `JSONEncoder` prints, read back.
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
  }
}
