import LabelsCore
import Testing

@testable import LabelsKit

@Suite struct DottedKeysTests {
  private let en: LocaleIdentifier

  init() throws {
    en = try LocaleIdentifier("en")
  }

  private func keys(_ document: JSONValue) throws -> [String] {
    try DottedKeys.labels(of: document, locale: en).texts.map(\.key)
  }

  private static func item(_ id: String?) -> JSONValue {
    .object(id.map { ["id": .string($0), "name": .string("n")] } ?? ["name": .string("n")])
  }

  @Test(arguments: [
    ([item("b"), item("a")], ["list.a.id", "list.a.name", "list.b.id", "list.b.name"]),
    ([item("a"), item("a")], ["list.0.id", "list.0.name", "list.1.id", "list.1.name"]),
    ([item("a"), item(nil)], ["list.0.id", "list.0.name", "list.1.name"]),
    ([item("a"), item("")], ["list.0.id", "list.0.name", "list.1.id", "list.1.name"]),
    ([item("a"), item("x.y")], ["list.0.id", "list.0.name", "list.1.id", "list.1.name"]),
    ([item("a"), .string("b")], ["list.0.id", "list.0.name", "list.1"]),
  ])
  func itemsGoByIDOnlyWhenEveryItemHasADistinctUsableOne(items: [JSONValue], expected: [String]) throws {
    #expect(try keys(.object(["list": .array(items)])) == expected)
  }

  @Test func aLabelWithASourceKeyHasItInsteadOfItsPath() throws {
    let document = JSONValue.object([
      "part1": .object(["Get started%2E": .string("Get started."), "other": .string("o")]),
      "%22%22": .object(["@plural": .object(["other": .string("%lld")])]),
    ])
    let labels = try DottedKeys.labels(
      of: document, locale: en, sourceKeys: ["/part1/Get started%2E": "Get started.", "/%22%22": ""])
    #expect(labels.texts.map(\.key) == ["Get started.", "part1.other"])
    #expect(labels.plurals.map(\.key) == [""])
    #expect(labels.paths["Get started."]?.pointer.description == "/part1/Get started%2E")
  }

  @Test func aSourceKeyThatMeetsAPathCollides() {
    let document = JSONValue.object(["a": .string("1"), "b": .string("2")])
    #expect(throws: EmitError.keyCollision(locale: "en", key: "a", pointers: ["/a", "/b"])) {
      try DottedKeys.labels(of: document, locale: en, sourceKeys: ["/b": "a"])
    }
  }

  @Test func nullsAndEmptyContainersGiveNoKeyAndKeysSortByScalarValue() throws {
    let document = JSONValue.object([
      "b": .string("1"), "B": .string("2"), "я": .string("3"), "_": .string("4"),
      "none": .null, "empty": .object([:]), "list": .array([.string("x"), .array([])]),
    ])
    #expect(try keys(document) == ["B", "_", "b", "list.0", "я"])
  }

  @Test func numbersAndBooleansAreNotText() {
    let document = JSONValue.object(["a/b": .object(["c~d": .array([.string("x"), .bool(true)])])])
    #expect(throws: EmitError.notText(locale: "en", pointer: "/a~1b/c~0d/1", found: .bool)) {
      try DottedKeys.labels(of: document, locale: en)
    }
  }

  @Test func twoPathsWithOneKeyAreRefused() {
    let document = JSONValue.object(["a.b": .string("x"), "a": .object(["b": .string("y")])])
    let expected = EmitError.keyCollision(locale: "en", key: "a.b", pointers: ["/a/b", "/a.b"])
    #expect(throws: expected) { try DottedKeys.labels(of: document, locale: en) }
    #expect(expected.description == #"/a/b and /a.b both flatten to the key "a.b"; rename one of them"#)
  }
}
