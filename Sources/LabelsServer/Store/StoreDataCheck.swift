import LabelsCore

/// What the store refuses in written data, as Firebase documents its limits
/// (https://firebase.google.com/docs/database/usage/limits) and the SDKs count them
/// (``FirebaseLimits``): a key it cannot hold (``FirebaseKey``), a path deeper than 32 keys or longer
/// than 768 bytes from the root, a string over 10 MiB.
enum StoreDataCheck {
  /// Why the store refuses to write `value` at `keys`, as the sentence after `Invalid data; `, or `nil`
  /// when it takes it. Every member is judged, `null` ones too, and array elements count as keys.
  static func problem(in value: JSONValue, at keys: [String]) -> String? {
    if let problem = pathProblem(keys) { return problem }
    switch value {
    case .null, .bool, .number:
      return nil
    case .string(let text):
      let size = text.utf8.count
      guard size > FirebaseLimits.maximumStringBytes else { return nil }
      return "a string at \(display(keys)) is \(size) bytes, over the limit of "
        + "\(FirebaseLimits.maximumStringBytes) (10 MB)"
    case .array(let elements):
      for (index, element) in elements.enumerated() {
        if let problem = problem(in: element, at: keys + [String(index)]) { return problem }
      }
      return nil
    case .object(let members):
      for key in members.keys.sorted(by: CanonicalJSONWriter.keyPrecedes) {
        if let problem = FirebaseKey.problem(key) { return problem }
        // The key came from `members.keys`, so the lookup always succeeds.
        if let member = members[key], let problem = problem(in: member, at: keys + [key]) { return problem }
      }
      return nil
    }
  }

  /// Why the store cannot hold a node at `keys`: deeper than 32 keys, or longer than 768 bytes counted
  /// as the SDKs count it (each key in UTF-8 plus one `/`).
  static func pathProblem(_ keys: [String]) -> String? {
    if keys.count > FirebaseLimits.maximumDepth {
      return "\(display(keys.prefix(FirebaseLimits.maximumDepth + 1))) is \(keys.count) keys deep, over the "
        + "limit of \(FirebaseLimits.maximumDepth)"
    }
    let bytes = keys.reduce(0) { $0 + 1 + $1.utf8.count }
    if bytes > FirebaseLimits.maximumPathBytes {
      return "a path of \(bytes) bytes is over the limit of \(FirebaseLimits.maximumPathBytes) "
        + "(the keys in UTF-8 plus one '/' each)"
    }
    return nil
  }

  /// A path for a message: `/a/b`, `/` for the root.
  private static func display(_ keys: some Collection<String>) -> String {
    "/" + keys.joined(separator: "/")
  }
}
