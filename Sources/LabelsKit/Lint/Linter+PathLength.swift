import LabelsCore

extension Linter {
  /// The labels and groups whose path in their locale's document passes
  /// ``FirebaseLimits/maximumDocumentPathBytes`` (`firebase-path-length`), each reported once at the
  /// highest node that passes it and about no one locale: its keys are the schema's, the same in every
  /// locale. The base locale's document is read first, then the others in locale order, for the paths
  /// only they hold (the items of a longer list).
  static func pathLengthFindings(_ documents: LocalizedDocuments) -> [Finding] {
    let base = documents.baseLocale.flatMap { documents.documents[$0] }
    let others = documents.locales.filter { $0 != documents.baseLocale }.compactMap {
      documents.documents[$0]
    }
    var found: [(pointer: JSONPointer, bytes: Int)] = []
    var seen: Set<JSONPointer> = []
    for document in [base].compactMap({ $0 }) + others {
      visitPaths(document, at: .root, bytes: 0, found: &found, seen: &seen)
    }
    return found.map { pointer, bytes in
      Finding(
        rule: .firebasePathLength, severity: FindingRule.firebasePathLength.severity, locale: nil,
        path: pointer,
        message: "the path is \(bytes) bytes (its keys in UTF-8 plus one '/' each), over the "
          + "\(FirebaseLimits.maximumDocumentPathBytes) a label's path may take: Firebase's limit is "
          + "\(FirebaseLimits.maximumPathBytes) bytes from the database root, of which "
          + "\(FirebaseLimits.reservedPrefixBytes) are kept for /<environment>/v<major>/<locale>/labels; "
          + "shorten the key")
    }
  }

  /// Adds to `found` each member or item below `value`, at `pointer` whose path takes `bytes`, whose path
  /// passes the limit and is not in `seen`; goes on below the others that are groups or lists.
  private static func visitPaths(
    _ value: JSONValue, at pointer: JSONPointer, bytes: Int,
    found: inout [(pointer: JSONPointer, bytes: Int)],
    seen: inout Set<JSONPointer>
  ) {
    let children: [(key: String, value: JSONValue)]
    switch value.labelNode {
    case .group(let members):
      children = members.keys.sorted(by: CanonicalJSONWriter.keyPrecedes).compactMap { key in
        members[key].map { (key, $0) }
      }
    case .list(let list):
      children = list.items.enumerated().map { (String($0.offset), $0.element) }
    case .absent, .value, .text, .plural, .pluralText:
      return
    }
    for (key, child) in children {
      let childPointer = pointer.appending(key)
      let childBytes = bytes + 1 + key.utf8.count
      if childBytes > FirebaseLimits.maximumDocumentPathBytes {
        if seen.insert(childPointer).inserted { found.append((childPointer, childBytes)) }
      } else {
        visitPaths(child, at: childPointer, bytes: childBytes, found: &found, seen: &seen)
      }
    }
  }
}
