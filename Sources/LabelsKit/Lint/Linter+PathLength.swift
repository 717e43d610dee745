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
      Finding(
        rule: .firebasePathLength, severity: FindingRule.firebasePathLength.severity, locale: nil,
        path: long.pointer,
        message: "the path is \(long.bytes) bytes (its keys in UTF-8 plus one '/' each), over the "
          + "\(FirebaseLimits.maximumDocumentPathBytes) a label's path may take: Firebase's limit is "
          + "\(FirebaseLimits.maximumPathBytes) bytes from the database root, of which "
          + "\(FirebaseLimits.reservedPrefixBytes) are kept for /<environment>/v<major>/<locale>/labels; "
          + "shorten the key")
    }
  }
}

extension Linter.Walk {
  /// A member or item whose path passes the budget: its place and the path's bytes.
  struct LongPath {
    let pointer: JSONPointer
    let bytes: Int
  }

  /// Records ``pointer`` when its path passes ``FirebaseLimits/maximumDocumentPathBytes`` and its
  /// parent's, `parentBytes` long, does not: only the highest node that breaks the budget is reported.
  mutating func measurePath(parentBytes: Int) {
    let budget = FirebaseLimits.maximumDocumentPathBytes
    if pathBytes > budget, parentBytes <= budget {
      longPaths.append(LongPath(pointer: pointer, bytes: pathBytes))
    }
  }
}
