import LabelsCore

/// Flattens a labels document into dotted keys, the form `.strings` files and String Catalogs use.
///
/// Object members join with `.` (`login.welcome`). Items of a list matched by id (``LabelList``) join by
/// their `id` when no `id` holds a `.`, which would split the key (`expenses.categories.food.name`);
/// other items join by their index (`onboarding.pages.0`). `null` (an absent optional label) and empty containers
/// give no key. The labels come sorted by key in Unicode scalar order.
public enum DottedKeys {
  /// The labels of one locale's document, sorted by key.
  /// - Throws: ``EmitError/notText(locale:pointer:found:)`` for a number or a boolean, and
  ///   ``EmitError/keyCollision(locale:key:pointers:)`` when two paths flatten to the same key.
  public static func labels(of document: JSONValue, locale: LocaleIdentifier) throws(EmitError)
    -> [DottedLabel]
  {
    var pointers: [String: String] = [:]
    var labels: [DottedLabel] = []
    try collect(document, key: nil, pointer: "", locale: locale, pointers: &pointers, into: &labels)
    return labels.sorted { CanonicalJSONWriter.keyPrecedes($0.key, $1.key) }
  }

  /// The key of each item of a list: its `id` when the list is matched by id and no `id` holds a `.`,
  /// else its index.
  static func itemKeys(of list: LabelList) -> [String] {
    guard let ids = list.itemIDs, ids.allSatisfy({ !$0.contains(".") }) else {
      return list.items.indices.map(String.init)
    }
    return ids
  }

  private static func collect(
    _ value: JSONValue,
    key: String?,
    pointer: String,
    locale: LocaleIdentifier,
    pointers: inout [String: String],
    into labels: inout [DottedLabel]
  ) throws(EmitError) {
    switch value.labelNode {
    case .absent:
      return
    case .value:
      throw .notText(locale: locale.rawValue, pointer: pointer, found: value.kind)
    case .plural:
      throw .plural(locale: locale.rawValue, pointer: pointer)
    case .text(let text):
      let key = key ?? ""
      if let first = pointers.updateValue(pointer, forKey: key) {
        throw .keyCollision(locale: locale.rawValue, key: key, pointers: [first, pointer])
      }
      labels.append(DottedLabel(key: key, value: text))
    case .group(let members):
      for (name, member) in members.sorted(by: { CanonicalJSONWriter.keyPrecedes($0.key, $1.key) }) {
        try collect(
          member, key: key.map { "\($0).\(name)" } ?? name, pointer: pointer + "/" + JSONPointer.escape(name),
          locale: locale, pointers: &pointers, into: &labels)
      }
    case .list(let list):
      for (index, itemKey) in itemKeys(of: list).enumerated() {
        let childKey = key.map { "\($0).\(itemKey)" } ?? itemKey
        try collect(
          list.items[index], key: childKey, pointer: pointer + "/\(index)", locale: locale,
          pointers: &pointers, into: &labels)
      }
    }
  }
}
