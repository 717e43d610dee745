import LabelsCore

/// A PATCH body read as Firebase's multi-path update: each member's name is a path relative to the
/// location (`"ru/labels/title"`, empty segments ignored), and its value replaces the node there
/// (`null` deletes it). No path may be another's ancestor, since the two writes would disagree.
enum StoreUpdate {
  /// The writes of `body` at `keys`, each with the full keys from the root, in the body's key order.
  /// - Returns: the refusal (a `400` answer) for a body that is no object, a path without a key or
  ///   with a key the store refuses, a path that is another's ancestor, or a value refused at its path.
  static func changes(in body: JSONValue, at keys: [String]) -> Result<
    [(keys: [String], value: JSONValue)], Refusal
  > {
    guard case .object(let members) = body else {
      return .failure(Refusal("Invalid data; a PATCH body must be an object of relative paths and values"))
    }
    var changes: [(keys: [String], value: JSONValue)] = []
    for name in members.keys.sorted(by: CanonicalJSONWriter.keyPrecedes) {
      let segments = name.split(separator: "/").map(String.init)
      guard !segments.isEmpty else {
        return .failure(Refusal("Invalid data; the update path \"\(name)\" names no key"))
      }
      for segment in segments {
        if let problem = FirebaseKey.problem(segment) { return .failure(Refusal("Invalid data; \(problem)")) }
      }
      // The name came from `members.keys`, so the lookup always succeeds.
      guard let value = members[name] else { continue }
      if let problem = StoreDataCheck.problem(in: value, at: keys + segments) {
        return .failure(Refusal("Invalid data; \(problem)"))
      }
      changes.append((keys + segments, value))
    }
    let paths = changes.map(\.keys).sorted { $0.lexicographicallyPrecedes($1) }
    for (shorter, longer) in zip(paths, paths.dropFirst()) where longer.starts(with: shorter) {
      let relative = { (path: [String]) in path.dropFirst(keys.count).joined(separator: "/") }
      return .failure(
        Refusal(
          "Invalid data; the update path \"\(relative(shorter))\" is an ancestor of \"\(relative(longer))\"; "
            + "write each node once"))
    }
    return .success(changes)
  }

  /// Why a write is refused: the message of its `400` answer.
  struct Refusal: Error, Equatable {
    /// The message, in Firebase's words where it has them (`Invalid data; ...`).
    let message: String

    init(_ message: String) {
      self.message = message
    }

    /// The `400` answer.
    var response: HTTPResponse {
      .error(status: 400, message)
    }
  }
}
