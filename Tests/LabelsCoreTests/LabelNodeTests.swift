import LabelsCore
import Testing

@Suite struct LabelNodeTests {
  private func item(_ id: JSONValue?, name: String = "x") -> JSONValue {
    var members: [String: JSONValue] = ["name": .string(name)]
    members["id"] = id
    return .object(members)
  }

  @Test func everyJSONValueHasOneKind() throws {
    guard case .text("a") = JSONValue.string("a").labelNode else { throw Failure("text") }
    guard case .group(let members) = JSONValue.object(["a": .null]).labelNode, members.count == 1 else {
      throw Failure("group")
    }
    guard case .list(let list) = JSONValue.array([.string("a")]).labelNode, list.items == [.string("a")]
    else {
      throw Failure("list")
    }
    guard case .absent = JSONValue.null.labelNode else { throw Failure("absent") }
    guard case .value(.number("1")) = JSONValue.number("1").labelNode else { throw Failure("number") }
    guard case .value(.bool(true)) = JSONValue.bool(true).labelNode else { throw Failure("bool") }
  }

  @Test func itemsWithDistinctNonEmptyIDsAreMatchedByID() {
    let list = LabelList([item(.string("b")), item(.string("a"), name: "y")])
    #expect(list.itemIDs == ["b", "a"])
    #expect(list.itemsByID == ["a": item(.string("a"), name: "y"), "b": item(.string("b"))])
  }

  @Test(arguments: [
    [JSONValue.string("a")],
    [.object(["id": .string("a")]), .string("b")],
    [.object(["id": .string("a")]), .object(["id": .string("a")])],
    [.object(["id": .string("a")]), .object(["id": .string("")])],
    [.object(["id": .string("a")]), .object(["id": .number("2")])],
    [.object(["id": .string("a")]), .object(["name": .string("b")])],
  ])
  func anyOtherListIsMatchedByIndex(items: [JSONValue]) {
    #expect(LabelList(items).itemIDs == nil)
    #expect(LabelList(items).itemsByID == nil)
  }

  @Test func anEmptyListIsMatchedByID() {
    #expect(LabelList([]).itemIDs == [])
  }

  @Test func labelsAreTheTextsCountedEverywhere() {
    let document = JSONValue.object([
      "title": .string("Cart"),
      "items": .array([item(.string("a")), item(.string("b"))]),
      "limit": .number("3"),
      "enabled": .bool(true),
      "hint": .null,
      "empty": .object([:]),
    ])
    #expect(document.labelCount == 5)
  }

  private struct Failure: Error {
    let kind: String
    init(_ kind: String) { self.kind = kind }
  }
}

@Suite struct PluralLabelNodeTests {
  @Test func anObjectWhoseOnlyMemberIsAtPluralIsAPlural() throws {
    let forms: [String: JSONValue] = [
      "one": .string("%lld file"), "other": .string("%lld files"), "=0": .string("None"),
    ]
    guard case .plural(let plural) = JSONValue.object([PluralLabel.marker: .object(forms)]).labelNode else {
      throw PluralFailure()
    }
    #expect(plural.forms == [.one: "%lld file", .other: "%lld files"])
    #expect(plural.exactForms == [0: "None"])
    #expect(plural.malformedKeys == [])
    #expect(JSONValue.object(["count": .object([PluralLabel.marker: .object(forms)])]).labelCount == 1)
  }

  @Test(arguments: [
    JSONValue.object([PluralLabel.marker: .object([:]), "title": .string("x")]),
    .object([PluralLabel.marker: .string("x")]),
    .object(["plural": .object(["other": .string("x")])]),
  ])
  func anythingElseIsAGroup(value: JSONValue) throws {
    guard case .group = value.labelNode else { throw PluralFailure() }
  }

  @Test func exactNumbersAreWrittenWithoutLeadingZeros() {
    #expect(
      ["=0", "=1", "=12", "=01", "=", "0", "=-1", "=1.5", "=x"].map(PluralLabel.exactNumber) == [
        0, 1, 12, nil, nil, nil, nil, nil, nil,
      ])
    let plural = PluralLabel(members: [
      "other": .string("x"), "=01": .string("y"), "few": .number("1"), "ok": .null,
    ])
    #expect(plural.malformedKeys == ["=01", "few", "ok"])
  }

  private struct PluralFailure: Error {}
}
