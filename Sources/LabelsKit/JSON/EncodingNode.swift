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

  private enum Content {
    case empty
    case value(JSONValue)
    case object([(key: String, member: Member)])
    case array([EncodingNode])
  }

  private var content = Content.empty

  /// Whether nothing was encoded.
  var isEmpty: Bool {
    if case .empty = content { true } else { false }
  }

  /// The encoded value; `nil` when nothing was encoded. A nested container left empty is `{}`.
  var value: JSONValue? {
    switch content {
    case .empty: return nil
    case .value(let value): return value
    case .array(let elements): return .array(elements.map { $0.value ?? .object([:]) })
    case .object(let members):
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
    content = .value(value)
  }

  /// Adds an object member.
  func set(_ key: String, _ value: JSONValue) {
    appendMember(key, .value(value))
  }

  /// Adds an object member to be encoded into the returned node.
  func child(_ key: String) -> EncodingNode {
    let node = EncodingNode()
    appendMember(key, .node(node))
    return node
  }

  /// Makes the node an object, keeping the members it has.
  func makeObject() {
    if case .object = content { return }
    content = .object([])
  }

  /// Adds an array element to be encoded into the returned node.
  func append() -> EncodingNode {
    let node = EncodingNode()
    guard case .array(var elements) = content else {
      content = .array([node])
      return node
    }
    content = .empty
    elements.append(node)
    content = .array(elements)
    return node
  }

  /// The number of array elements so far.
  var elementCount: Int {
    if case .array(let elements) = content { elements.count } else { 0 }
  }

  /// Makes the node an array, keeping the elements it has.
  func makeArray() {
    if case .array = content { return }
    content = .array([])
  }

  private func appendMember(_ key: String, _ member: Member) {
    guard case .object(var members) = content else {
      var members: [(key: String, member: Member)] = []
      members.reserveCapacity(20)
      members.append((key, member))
      content = .object(members)
      return
    }
    // Emptied first, so the array is uniquely referenced and grows in place.
    content = .empty
    members.append((key, member))
    content = .object(members)
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
    switch content {
    case .empty: output.append(utf8: "{}")
    case .value(let value): CanonicalJSONWriter.write(value, indent: indent, into: &output, strings: &strings)
    case .array(let elements):
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
    case .object(let members):
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
