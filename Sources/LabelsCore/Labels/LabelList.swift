/// A list of items in a labels document, with the one rule that matches items across documents (two
/// versions, a translation and its base locale, a document and its dotted keys).
///
/// The items are matched by their `id` when every item is an object whose `id` member is a non-empty
/// string and no two items share one; translations and newer versions may then reorder, add and remove
/// items. Any other list is matched by index.
public struct LabelList {
  /// The items, in order.
  public let items: [JSONValue]

  /// A list of `items`.
  public init(_ items: [JSONValue]) {
    self.items = items
  }

  /// The `id` of every item, in order, when the items are matched by id; `nil` when they are matched
  /// by index.
  public var itemIDs: [String]? {
    var ids: [String] = []
    var seen: Set<String> = []
    ids.reserveCapacity(items.count)
    for item in items {
      guard case .object(let members) = item, case .string(let id) = members["id"], !id.isEmpty,
        seen.insert(id).inserted
      else { return nil }
      ids.append(id)
    }
    return ids
  }

  /// The items by `id` when they are matched by id; `nil` when they are matched by index.
  public var itemsByID: [String: JSONValue]? {
    itemIDs.map { Dictionary(uniqueKeysWithValues: zip($0, items)) }
  }
}
