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

    /// The positions of `members` sorted by key, ties in encoding order.
    fileprivate mutating func sorted(_ members: [(key: String, member: Member)]) -> [Int] {
      if members.count == keys.count,
        zip(members, keys).allSatisfy({ CanonicalJSONWriter.compareKeys($0.key, $1) == 0 })
      {
        return order
      }
      keys = members.map(\.key)
      order = members.indices.sorted { left, right in
        let order = CanonicalJSONWriter.compareKeys(members[left].key, members[right].key)
        return order != 0 ? order < 0 : left < right
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
      guard !elements.isEmpty else {
        output.append(utf8: "[]")
        return
      }
      output.append(UInt8(ascii: "["))
      for (position, element) in elements.enumerated() {
        if position > 0 { output.append(UInt8(ascii: ",")) }
        CanonicalJSONWriter.newline(indent: indent + 1, into: &output)
        element.write(indent: indent + 1, into: &output, strings: &strings, keyOrder: &keyOrder)
      }
      CanonicalJSONWriter.newline(indent: indent, into: &output)
      output.append(UInt8(ascii: "]"))
    case .object:
      guard !members.isEmpty else {
        output.append(utf8: "{}")
        return
      }
      // Sorted by key, ties in encoding order; of equal keys only the last is written.
      let order = keyOrder.sorted(members)
      output.append(UInt8(ascii: "{"))
      var first = true
      for (position, index) in order.enumerated() {
        if position + 1 < order.count,
          CanonicalJSONWriter.compareKeys(members[index].key, members[order[position + 1]].key) == 0
        {
          continue
        }
        if !first { output.append(UInt8(ascii: ",")) }
        first = false
        CanonicalJSONWriter.newline(indent: indent + 1, into: &output)
        CanonicalJSONWriter.writeString(members[index].key, into: &output)
        output.append(UInt8(ascii: ":"))
        output.append(UInt8(ascii: " "))
        switch members[index].member {
        case .value(let value):
          CanonicalJSONWriter.write(value, indent: indent + 1, into: &output, strings: &strings)
        case .node(let node):
          node.write(indent: indent + 1, into: &output, strings: &strings, keyOrder: &keyOrder)
        }
      }
      CanonicalJSONWriter.newline(indent: indent, into: &output)
      output.append(UInt8(ascii: "}"))
    }
  }
}
