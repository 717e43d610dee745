import LabelsCore

/// Flattens a labels document into dotted keys, the form `.strings` files and String Catalogs use.
///
/// Object members join with `.` (`login.welcome`). Items of a list matched by id (``LabelList``) join by
/// their `id` when no `id` holds a `.`, which would split the key (`expenses.categories.food.name`);
/// other items join by their index (`onboarding.pages.0`). A label whose path pattern has a source key
/// (`LabelGroup.sourceKeys`, read by ``SchemaComments``) has that key instead: the key the app looks up,
/// such as `Get started.` for the label stored as `Get started%2E`. `null` (an absent optional label) and empty containers
/// give no key. Text labels, plural labels (``DottedPlural``) and labels of several counts
/// (``DottedPluralText``) come apart, each sorted by key in Unicode scalar order; a text and a plural
/// that flatten to one key collide like two texts.
package enum DottedKeys {
  /// The text and plural labels of one locale's document, each sorted by key.
  /// - Throws: ``EmitError/notText(locale:pointer:found:)`` for a number or a boolean,
  ///   ``EmitError/keyCollision(locale:key:pointers:)`` when two paths flatten to the same key, and the
  ///   errors of a plural whose forms Apple's formats cannot hold (see ``DottedPlural``).
  /// - Parameter sourceKeys: the key of each label whose key is not its path, by path pattern.
  package static func labels(
    of document: JSONValue, locale: LocaleIdentifier, sourceKeys: [String: String] = [:]
  ) throws(EmitError) -> DottedTable {
    var walk = Walk(locale: locale, sourceKeys: sourceKeys)
    try walk.collect(document, key: nil, at: Position())
    let table = walk.labels
    return DottedTable(
      texts: table.texts.sorted { CanonicalJSONWriter.keyPrecedes($0.key, $1.key) },
      plurals: table.plurals.sorted { CanonicalJSONWriter.keyPrecedes($0.key, $1.key) },
      pluralTexts: table.pluralTexts.sorted { CanonicalJSONWriter.keyPrecedes($0.key, $1.key) },
      paths: table.paths)
  }

  /// The labels found so far, in document order.
  private struct Collected {
    var texts: [DottedLabel] = []
    var plurals: [DottedPlural] = []
    var pluralTexts: [DottedPluralText] = []
    var paths: [String: DottedLabelPath] = [:]
  }

  /// Where a value is: its JSON Pointer, and the pattern of that pointer with `*` for each array index.
  private struct Position {
    var pointer = JSONPointer.root
    var pattern = ""

    /// The pointer as RFC 6901 text, as errors name it.
    var text: String { pointer.description }

    /// The position of the member `name` of the object here.
    func member(_ name: String) -> Position {
      Position(pointer: pointer.appending(name), pattern: pattern + "/" + JSONPointer.escape(name))
    }

    /// The position of the item at `index` of the array here.
    func item(_ index: Int) -> Position {
      Position(pointer: pointer.appending(index: index), pattern: pattern + "/*")
    }

    var path: DottedLabelPath { DottedLabelPath(pointer: pointer, pattern: pattern) }
  }

  /// The key of each item of a list: its `id` when the list is matched by id and no `id` holds a `.`,
  /// else its index.
  static func itemKeys(of list: LabelList) -> [String] {
    guard let ids = list.itemIDs, ids.allSatisfy({ !$0.contains(".") }) else {
      return list.items.indices.map(String.init)
    }
    return ids
  }

  /// The walk through one document: what it found, and the keys it gave.
  private struct Walk {
    let locale: LocaleIdentifier
    let sourceKeys: [String: String]
    var pointers: [String: String] = [:]
    var labels = Collected()

    mutating func collect(_ value: JSONValue, key: String?, at position: Position) throws(EmitError) {
      switch value.labelNode {
      case .absent:
        return
      case .value:
        throw .notText(locale: locale.rawValue, pointer: position.text, found: value.kind)
      case .plural(let plural):
        let key = try claim(key, at: position)
        labels.plurals.append(try DottedPlural(plural, key: key, locale: locale, pointer: position.text))
        labels.paths[key] = position.path
      case .pluralText(let label):
        let key = try claim(key, at: position)
        labels.pluralTexts.append(
          try DottedPluralText(label, key: key, locale: locale, pointer: position.text))
        labels.paths[key] = position.path
      case .text(let text):
        let key = try claim(key, at: position)
        labels.texts.append(DottedLabel(key: key, value: text))
        labels.paths[key] = position.path
      case .group(let members):
        for (name, member) in members.sorted(by: { CanonicalJSONWriter.keyPrecedes($0.key, $1.key) }) {
          try collect(member, key: key.map { "\($0).\(name)" } ?? name, at: position.member(name))
        }
      case .list(let list):
        for (index, itemKey) in DottedKeys.itemKeys(of: list).enumerated() {
          try collect(
            list.items[index], key: key.map { "\($0).\(itemKey)" } ?? itemKey, at: position.item(index))
        }
      }
    }

    /// The key of the label at `position`, its source key or else its `path`, which no other label of
    /// the document may have.
    private mutating func claim(_ path: String?, at position: Position) throws(EmitError) -> String {
      let key = sourceKeys[position.pattern] ?? path ?? ""
      if let first = pointers.updateValue(position.text, forKey: key) {
        throw .keyCollision(locale: locale.rawValue, key: key, pointers: [first, position.text])
      }
      return key
    }
  }
}
