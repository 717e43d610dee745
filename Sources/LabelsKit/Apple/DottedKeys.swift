/// Flattens a labels document into dotted keys, the form `.strings` files and String Catalogs use.
///
/// Object members join with `.` (`login.welcome`). Array items join by their `id` when every item is an
/// object with a distinct, non-empty string `id` that holds no `.` (`expenses.categories.food.name`),
/// else by their index (`onboarding.pages.0`). `null` (an absent optional label) and empty containers
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

  /// The key of each array item: its `id` when every item has a usable one (see the type's summary),
  /// else its index.
  static func itemKeys(of elements: [JSONValue]) -> [String] {
    var ids: [String] = []
    for element in elements {
      guard case .object(let members) = element, case .string(let id) = members["id"], isUsableID(id) else {
        return elements.indices.map(String.init)
      }
      ids.append(id)
    }
    return Set(ids).count == ids.count ? ids : elements.indices.map(String.init)
  }

  /// Whether an `id` can stand for its item in a dotted key: non-empty and without a `.`.
  static func isUsableID(_ id: String) -> Bool {
    !id.isEmpty && !id.contains(".")
  }

  private static func collect(
    _ value: JSONValue,
    key: String?,
    pointer: String,
    locale: LocaleIdentifier,
    pointers: inout [String: String],
    into labels: inout [DottedLabel]
  ) throws(EmitError) {
    switch value {
    case .null:
      return
    case .bool, .number:
      throw .notText(locale: locale.rawValue, pointer: pointer, found: value.kind)
    case .string(let text):
      let key = key ?? ""
      if let first = pointers.updateValue(pointer, forKey: key) {
        throw .keyCollision(locale: locale.rawValue, key: key, pointers: [first, pointer])
      }
      labels.append(DottedLabel(key: key, value: text))
    case .object(let members):
      for (name, member) in members.sorted(by: { CanonicalJSONWriter.keyPrecedes($0.key, $1.key) }) {
        try collect(
          member, key: key.map { "\($0).\(name)" } ?? name, pointer: pointer + "/" + JSONPointer.escape(name),
          locale: locale, pointers: &pointers, into: &labels)
      }
    case .array(let elements):
      for (index, itemKey) in itemKeys(of: elements).enumerated() {
        let childKey = key.map { "\($0).\(itemKey)" } ?? itemKey
        try collect(
          elements[index], key: childKey, pointer: pointer + "/\(index)", locale: locale,
          pointers: &pointers, into: &labels)
      }
    }
  }
}
