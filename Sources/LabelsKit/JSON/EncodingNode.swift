/// What one encoder, or one nested container, of ``JSONValueEncoder`` has encoded: a value, an object's
/// members in the order they were encoded, or an array's elements.
///
/// The tree becomes a ``JSONValue`` (``value``) or is written canonically as it is (``write(indent:into:strings:)``),
/// which skips building a dictionary per object. Both keep the last of members encoded under one key.
final class EncodingNode {
  /// A member of an object: a finished value, or a node still being encoded.
  fileprivate enum Member {
    case value(JSONValue)
    case node(EncodingNode)
  }

  private enum Kind {
    case empty, value, object, array
  }

  // Kept in separate properties rather than as an enum's payloads, so appending grows the arrays in place.
  private var kind = Kind.empty
  private var single = JSONValue.null
  private var members: [(key: String, member: Member)] = []
  private var elements: [EncodingNode] = []

  /// Whether nothing was encoded.
  var isEmpty: Bool { kind == .empty }

  /// The encoded value; `nil` when nothing was encoded. A nested container left empty is `{}`.
  var value: JSONValue? {
    switch kind {
    case .empty: return nil
    case .value: return single
    case .array: return .array(elements.map { $0.value ?? .object([:]) })
    case .object:
      var object = [String: JSONValue](minimumCapacity: members.count)
      for member in members {
        switch member.member {
        case .value(let value): object[member.key] = value
        case .node(let node): object[member.key] = node.value ?? .object([:])
        }
      }
      return .object(object)
    }
  }

  /// Makes the node a single value.
  func setValue(_ value: JSONValue) {
    kind = .value
    single = value
  }

  /// Adds an object member.
  func set(_ key: String, _ value: JSONValue) {
    makeObject()
    members.append((key, .value(value)))
  }

  /// Adds an object member to be encoded into the returned node.
  func child(_ key: String) -> EncodingNode {
    makeObject()
    let node = EncodingNode()
    members.append((key, .node(node)))
    return node
  }

  /// Makes the node an object, keeping the members it has.
  func makeObject() {
    guard kind != .object else { return }
    kind = .object
    members.reserveCapacity(20)
  }

  /// Adds an array element to be encoded into the returned node.
  func append() -> EncodingNode {
    makeArray()
    let node = EncodingNode()
    elements.append(node)
    return node
  }

  /// The number of array elements so far.
  var elementCount: Int { elements.count }

  /// Makes the node an array, keeping the elements it has.
  func makeArray() {
    kind = .array
  }

  /// The canonical order of the last object written. Objects of one type (every group of a section)
  /// encode the same keys in the same order, so checking that the keys match the last object's is
  /// cheaper than sorting them again.
  private struct KeyOrder {
    private var keys: [String] = []
    private var order: [Int] = []

    /// The positions of the members to write, sorted by key: of members encoded under one key, only the
    /// last.
    fileprivate mutating func written(_ members: [(key: String, member: Member)]) -> [Int] {
      if members.count == keys.count,
        zip(members, keys).allSatisfy({ CanonicalJSONWriter.compareKeys($0.key, $1) == 0 })
      {
        return order
      }
      keys = members.map(\.key)
      // Sorted by key, ties in encoding order, so the last of equal keys comes last.
      let sorted = members.indices.sorted { left, right in
        let order = CanonicalJSONWriter.compareKeys(members[left].key, members[right].key)
        return order != 0 ? order < 0 : left < right
      }
      order = []
      for (position, index) in sorted.enumerated() {
        let next = position + 1 < sorted.count ? members[sorted[position + 1]].key : nil
        if let next, CanonicalJSONWriter.compareKeys(members[index].key, next) == 0 { continue }
        order.append(index)
      }
      return order
    }
  }

  /// Writes the encoded value as ``CanonicalJSONWriter`` writes its ``value``, counting its strings.
  func write(indent: Int, into output: inout ByteSink, strings: inout Int) {
    var keyOrder = KeyOrder()
    write(indent: indent, into: &output, strings: &strings, keyOrder: &keyOrder)
  }

  private func write(indent: Int, into output: inout ByteSink, strings: inout Int, keyOrder: inout KeyOrder) {
    switch kind {
    case .empty: output.append(utf8: "{}")
    case .value: CanonicalJSONWriter.write(single, indent: indent, into: &output, strings: &strings)
    case .array:
      CanonicalJSONWriter.writeItems(
        elements.count, between: UInt8(ascii: "["), and: UInt8(ascii: "]"), indent: indent, into: &output
      ) { index, output in
        elements[index].write(indent: indent + 1, into: &output, strings: &strings, keyOrder: &keyOrder)
      }
    case .object:
      let order = keyOrder.written(members)
      CanonicalJSONWriter.writeItems(
        order.count, between: UInt8(ascii: "{"), and: UInt8(ascii: "}"), indent: indent, into: &output
      ) { index, output in
        let member = members[order[index]]
        CanonicalJSONWriter.writeKey(member.key, into: &output)
        switch member.member {
        case .value(let value):
          CanonicalJSONWriter.write(value, indent: indent + 1, into: &output, strings: &strings)
        case .node(let node):
          node.write(indent: indent + 1, into: &output, strings: &strings, keyOrder: &keyOrder)
        }
      }
    }
  }
}
