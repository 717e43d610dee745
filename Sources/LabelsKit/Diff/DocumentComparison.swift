/// Walks two documents side by side for ``SchemaDiff``, collecting the changes of one locale.
struct DocumentComparison {
  let locale: LocaleIdentifier?
  private(set) var changes: [Change] = []

  init(locale: LocaleIdentifier?) {
    self.locale = locale
  }

  /// Compares the values at `path`; `id` is the id of the innermost id-matched array element around
  /// them, carried on every change inside it.
  mutating func compare(_ old: JSONValue, _ new: JSONValue, at path: JSONPointer, id: String?) {
    switch (old, new) {
    case (.object(let oldMembers), .object(let newMembers)):
      compareObjects(oldMembers, newMembers, at: path, id: id)
    case (.array(let oldElements), .array(let newElements)):
      compareArrays(oldElements, newElements, at: path, id: id)
    case (.string(let oldText), .string(let newText)) where oldText != newText:
      let compatible = PlaceholderSignature(oldText).isCompatible(with: PlaceholderSignature(newText))
      record(compatible ? .valueChanged : .placeholdersChanged, at: path, old: old, new: new, id: id)
    default:
      if old.kind != new.kind {
        record(.typeChanged, at: path, old: old, new: new, id: id)
      } else if old != new {
        record(.valueChanged, at: path, old: old, new: new, id: id)
      }
    }
  }

  private mutating func compareObjects(
    _ old: [String: JSONValue],
    _ new: [String: JSONValue],
    at path: JSONPointer,
    id: String?
  ) {
    let removed = old.keys.filter { new[$0] == nil }.sorted(by: CanonicalJSONWriter.keyPrecedes)
    var unmatchedAdded = new.keys.filter { old[$0] == nil }.sorted(by: CanonicalJSONWriter.keyPrecedes)
    let added = unmatchedAdded
    // Pair each removed key with the first added key of equal value, one to one, as a rename hint.
    var renamedTo: [String: String] = [:]
    for key in removed {
      if let match = unmatchedAdded.firstIndex(where: { new[$0] == old[key] }) {
        renamedTo[key] = unmatchedAdded.remove(at: match)
      }
    }
    let renamedFrom = Dictionary(uniqueKeysWithValues: renamedTo.map { ($0.value, $0.key) })
    for key in removed {
      let hint = renamedTo[key].map { "possibly renamed to \(path.appending($0))" }
      record(.keyRemoved, at: path.appending(key), old: old[key], id: id, hint: hint)
    }
    for key in added {
      let hint = renamedFrom[key].map { "possibly renamed from \(path.appending($0))" }
      record(.keyAdded, at: path.appending(key), new: new[key], id: id, hint: hint)
    }
    for (key, oldValue) in old {
      guard let newValue = new[key] else { continue }
      compare(oldValue, newValue, at: path.appending(key), id: id)
    }
  }

  private mutating func compareArrays(
    _ old: [JSONValue],
    _ new: [JSONValue],
    at path: JSONPointer,
    id: String?
  ) {
    guard let oldIDs = Self.elementIDs(old), let newIDs = Self.elementIDs(new) else {
      for index in 0..<min(old.count, new.count) {
        compare(old[index], new[index], at: path.appending(index: index), id: id)
      }
      for index in new.count..<max(new.count, old.count) {
        record(.itemRemoved, at: path.appending(index: index), old: old[index], id: id)
      }
      for index in old.count..<max(old.count, new.count) {
        record(.itemAdded, at: path.appending(index: index), new: new[index], id: id)
      }
      return
    }
    let oldIndices = Dictionary(uniqueKeysWithValues: oldIDs.enumerated().map { ($0.element, $0.offset) })
    for (newIndex, elementID) in newIDs.enumerated() {
      if let oldIndex = oldIndices[elementID] {
        compare(old[oldIndex], new[newIndex], at: path.appending(index: newIndex), id: elementID)
      } else {
        record(.itemAdded, at: path.appending(index: newIndex), new: new[newIndex], id: elementID)
      }
    }
    let kept = Set(newIDs)
    for (oldIndex, elementID) in oldIDs.enumerated() where !kept.contains(elementID) {
      record(.itemRemoved, at: path.appending(index: oldIndex), old: old[oldIndex], id: elementID)
    }
  }

  /// The string `id` of every element, when every element is an object with one and no two share it.
  private static func elementIDs(_ elements: [JSONValue]) -> [String]? {
    var ids: [String] = []
    var seen: Set<String> = []
    for element in elements {
      guard case .object(let members) = element, case .string(let elementID) = members["id"],
        seen.insert(elementID).inserted
      else { return nil }
      ids.append(elementID)
    }
    return ids
  }

  private mutating func record(
    _ rule: ChangeRule,
    at path: JSONPointer,
    old: JSONValue? = nil,
    new: JSONValue? = nil,
    id: String?,
    hint: String? = nil
  ) {
    changes.append(Change(rule: rule, locale: locale, path: path, old: old, new: new, id: id, hint: hint))
  }
}
