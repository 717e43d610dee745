import LabelsCore

/// What one encoder, or one nested container, of ``JSONValueEncoder`` has encoded: a value, an object's
/// members in the order they were encoded, or an array's elements.
///
/// The tree becomes a ``JSONValue`` (``value``), keeping the last of members encoded under one key, as
/// `JSONEncoder` does; export and `check` both print that value with ``CanonicalJSONWriter``, so what
/// `check` verifies is what export writes.
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
}
