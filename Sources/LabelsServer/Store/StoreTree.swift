import LabelsCore

/// The data of a Firebase Realtime Database as the store keeps it: objects and scalars only, with
/// Firebase's documented rules of writing applied. `null` deletes, an empty object or array is never
/// kept (a parent left empty disappears with it), and an array is kept as an object keyed by its
/// indexes. Reading applies Firebase's array heuristic (``presented(_:)``).
struct StoreTree: Equatable, Sendable {
  /// The root's node; `nil` for an empty database.
  private(set) var root: JSONValue?

  /// A tree whose root is `root`, in stored form (see ``stored(_:)``).
  init(root: JSONValue?) {
    self.root = root.flatMap(Self.stored)
  }

  /// The stored node at `keys`, or `nil` where there is none.
  func node(at keys: [String]) -> JSONValue? {
    var node = root
    for key in keys {
      guard case .object(let members)? = node else { return nil }
      node = members[key]
    }
    return node
  }

  /// Writes `value` at `keys` as a `PUT` does: the node is replaced (deleted for `null` or an empty
  /// container), a scalar on the way becomes an object, and parents left empty disappear.
  mutating func write(_ value: JSONValue, at keys: [String]) {
    root = Self.replacing(root, with: Self.stored(value), at: keys[...])
  }

  /// `value` as the store keeps it, or `nil` when nothing is kept: `null` and empty containers are
  /// dropped at every level, and an array becomes an object keyed `0`, `1`, ... without its `null`
  /// elements.
  static func stored(_ value: JSONValue) -> JSONValue? {
    switch value {
    case .null:
      return nil
    case .array(let elements):
      let members = elements.enumerated().compactMap { index, element in
        stored(element).map { (String(index), $0) }
      }
      return members.isEmpty ? nil : .object(Dictionary(uniqueKeysWithValues: members))
    case .object(let members):
      let kept = members.compactMapValues(stored)
      return kept.isEmpty ? nil : .object(kept)
    case .bool, .number, .string:
      return value
    }
  }

  /// A stored node as a read returns it, by Firebase's documented array heuristic ("Best Practices:
  /// Arrays in Firebase", and `val()` in the SDKs): an object whose keys are all array indexes (`0`,
  /// or digits without a leading zero) is returned as an array when its largest key is below twice
  /// the number of keys, with `null` where an index has no member; at every level.
  static func presented(_ node: JSONValue) -> JSONValue {
    guard case .object(let members) = node else { return node }
    let children = members.mapValues(presented)
    var largest = -1
    for key in members.keys {
      guard let index = JSONPointer.arrayIndex(key) else { return .object(children) }
      largest = max(largest, index)
    }
    guard largest < 2 * members.count else { return .object(children) }
    return .array((0...largest).map { children[String($0)] ?? .null })
  }

  /// A stored node as a shallow read returns it: an object's members each as `true`, a scalar as it is.
  static func shallow(_ node: JSONValue) -> JSONValue {
    guard case .object(let members) = node else { return node }
    return .object(members.mapValues { _ in .bool(true) })
  }

  /// `node` with `value` at `keys` (none left: `value` itself), dropping objects left empty.
  private static func replacing(_ node: JSONValue?, with value: JSONValue?, at keys: ArraySlice<String>)
    -> JSONValue?
  {
    guard let key = keys.first else { return value }
    var members: [String: JSONValue] = [:]
    if case .object(let existing)? = node { members = existing }
    members[key] = replacing(members[key], with: value, at: keys.dropFirst())
    return members.isEmpty ? nil : .object(members)
  }
}
