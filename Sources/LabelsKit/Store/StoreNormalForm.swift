import LabelsCore

/// What Firebase Realtime Database gives back for a value written to it, so that a value read from the
/// store and the value written compare equal when the store holds what was written.
///
/// The REST API's documented normalisation: `null` deletes, so a null member is not stored; an empty
/// object or array is not stored either ("empty nodes don't exist"), nor a parent left empty by that;
/// arrays are stored as objects keyed `0`, `1`, ..., and an object whose keys are all such indices is
/// returned as an array when its greatest index is less than twice its member count (the holes as
/// `null`); numbers are stored as doubles. The normal form of a value is that answer, and taking it twice
/// changes nothing.
package enum StoreNormalForm {
  /// The value as the store would return it once written, or `nil` when nothing would be stored.
  package static func normalized(_ value: JSONValue) -> JSONValue? {
    switch value {
    case .null: return nil
    case .bool, .string: return value
    case .number(let text): return .number(numberText(text))
    case .array(let elements):
      var members: [String: JSONValue] = [:]
      for (index, element) in elements.enumerated() {
        if let stored = normalized(element) { members[String(index)] = stored }
      }
      return container(members)
    case .object(let members):
      return container(members.compactMapValues(normalized))
    }
  }

  /// The stored members as an object, or as an array when the store returns them as one.
  private static func container(_ members: [String: JSONValue]) -> JSONValue? {
    guard !members.isEmpty else { return nil }
    let indices = members.keys.compactMap(index)
    guard indices.count == members.count, let greatest = indices.max(), greatest < 2 * members.count else {
      return .object(members)
    }
    return .array((0...greatest).map { members[String($0)] ?? .null })
  }

  /// The index a key stands for when it is one: `0`, or digits without a leading zero.
  private static func index(_ key: String) -> Int? {
    guard key == "0" || (key.first != "0" && !key.isEmpty && key.utf8.allSatisfy { $0 >= 48 && $0 <= 57 })
    else { return nil }
    return key.count <= 9 ? Int(key) : nil
  }

  /// A number as the store keeps it, a double: an integral value without a fraction.
  private static func numberText(_ text: String) -> String {
    guard let value = Double(text), value.isFinite else { return text }
    if value == value.rounded(), abs(value) < 9_007_199_254_740_992 { return String(Int64(value)) }
    return String(value)
  }
}
