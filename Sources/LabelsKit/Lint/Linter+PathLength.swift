import LabelsCore

extension Linter {
  /// One `firebase-path-length` finding for each label or group whose path in its locale's document
  /// passes ``FirebaseLimits/maximumDocumentPathBytes``, about no one locale: its keys are the schema's,
  /// the same in every locale. `longPaths` are each locale's, the base locale's first, so that a path
  /// is reported once, in the first locale's document order that holds it (a longer list's items only
  /// some locales hold come after).
  static func pathLengthFindings(_ longPaths: [[Walk.LongPath]]) -> [Finding] {
    var seen: Set<JSONPointer> = []
    return longPaths.joined().filter { seen.insert($0.pointer).inserted }.map { long in
      let which = long.below.isEmpty ? "the path" : "the path of its '\(long.below)'"
      return Finding(
        rule: .firebasePathLength, severity: FindingRule.firebasePathLength.severity, locale: nil,
        path: long.pointer,
        message: "\(which) is \(long.bytes) bytes (its keys in UTF-8 plus one '/' each), over the "
          + "\(FirebaseLimits.maximumDocumentPathBytes) a label's path may take: Firebase's limit is "
          + "\(FirebaseLimits.maximumPathBytes) bytes from the database root, of which "
          + "\(FirebaseLimits.reservedPrefixBytes) are kept for /<environment>/v<major>/<locale>/labels; "
          + "shorten the key")
    }
  }
}

extension Linter.Walk {
  /// A member or item whose path passes the budget: its place and the path's bytes. `below` is the
  /// path of the longest key stored under a plural label (`/@plural/other`), or empty when the label's
  /// own path is the one too long.
  struct LongPath {
    let pointer: JSONPointer
    let bytes: Int
    var below = ""
  }

  /// Records ``pointer`` when its path passes ``FirebaseLimits/maximumDocumentPathBytes`` and its
  /// parent's, `parentBytes` long, does not: only the highest node that breaks the budget is reported.
  mutating func measurePath(parentBytes: Int) {
    let budget = FirebaseLimits.maximumDocumentPathBytes
    if pathBytes > budget, parentBytes <= budget {
      longPaths.append(LongPath(pointer: pointer, bytes: pathBytes))
    }
  }

  /// Records the plural label at ``pointer`` when its own path keeps within the budget but a key the
  /// store holds below it does not: a form (`/@plural/other`), a plural text's format or a variable's
  /// form (`/@plurals/posts/other`), each a path of its own in the store.
  mutating func measureStoredForms(_ value: JSONValue) {
    let budget = FirebaseLimits.maximumDocumentPathBytes
    guard pathBytes <= budget else { return }
    let longest = Self.longestPath(below: value)
    if pathBytes + longest.utf8.count > budget {
      longPaths.append(LongPath(pointer: pointer, bytes: pathBytes + longest.utf8.count, below: longest))
    }
  }

  /// The longest path below a value, each key with its `/` (`/@plural/other`); empty for a text.
  private static func longestPath(below value: JSONValue) -> String {
    guard case .object(let members) = value else { return "" }
    var longest = ""
    for (key, member) in members {
      let path = "/" + key + longestPath(below: member)
      // The longest, and of two as long the first in key order, so that the message is always the same.
      if path.utf8.count > longest.utf8.count || path.utf8.count == longest.utf8.count && path < longest {
        longest = path
      }
    }
    return longest
  }
}
