import LabelsCore

/// A label as the studio shows and edits it in one locale: its kind and its texts, each a field with
/// the name a person reads (`text`, a plural form such as `few` or `=0`, a plural text's `format` or
/// `files.few`) and its place in the locale's labels.
package struct StudioLabel: Equatable, Sendable {
  /// What kind of label it is.
  package enum Kind: String, Sendable {
    /// One text.
    case text
    /// The forms of one count (``LabelsCore/PluralLabel``).
    case plural
    /// A format of several counts and the forms of each (``LabelsCore/PluralTextLabel``).
    case pluralText
  }

  /// One text of the label.
  package struct Field: Equatable, Sendable {
    /// The name shown beside it.
    package let name: String
    /// Its place in the locale's labels.
    package let pointer: JSONPointer
    /// The text.
    package let text: String
  }

  /// The kind.
  package let kind: Kind
  /// The texts, in the order they are shown: exact-number forms, then CLDR's categories in their
  /// order; a plural text's format before its variables, by name.
  package let fields: [Field]

  /// The label that `value`, at `pointer` of a locale's labels, is; `nil` when it is no label (a group,
  /// a list, a number, `null`).
  package init?(_ value: JSONValue, at pointer: JSONPointer) {
    switch value.labelNode {
    case .text(let text):
      kind = .text
      fields = [Field(name: "text", pointer: pointer, text: text)]
    case .plural(let plural):
      kind = .plural
      fields = Self.forms(of: plural, at: pointer.appending(PluralLabel.marker), prefix: "")
    case .pluralText(let label):
      kind = .pluralText
      var fields: [Field] = []
      if let format = label.formatText {
        fields.append(
          Field(name: "format", pointer: pointer.appending(PluralTextLabel.formatMarker), text: format))
      }
      let variables = pointer.appending(PluralTextLabel.variablesMarker)
      for (name, plural) in label.plurals.sorted(by: { $0.key < $1.key }) {
        fields += Self.forms(
          of: plural, at: variables.appending(name).appending(PluralLabel.marker), prefix: name + ".")
      }
      self.fields = fields
    case .group, .list, .absent, .value:
      return nil
    }
  }

  /// The texts of a plural's forms, exact numbers first, then categories in CLDR's order.
  private static func forms(of plural: PluralLabel, at pointer: JSONPointer, prefix: String) -> [Field] {
    let exact = plural.exactForms.sorted { $0.key < $1.key }.map { number, text in
      Field(
        name: prefix + PluralLabel.exactKey(number), pointer: pointer.appending(PluralLabel.exactKey(number)),
        text: text)
    }
    let categories = plural.forms.sorted { $0.key < $1.key }.map { category, text in
      Field(name: prefix + category.rawValue, pointer: pointer.appending(category.rawValue), text: text)
    }
    return exact + categories
  }

  /// The text shown for the label in one line: the text, a plural's `other` form, or a plural text's
  /// format.
  package var preview: String {
    switch kind {
    case .text, .pluralText: fields.first?.text ?? ""
    case .plural:
      fields.last(where: { $0.name == PluralCategory.other.rawValue })?.text ?? fields.last?.text ?? ""
    }
  }

  /// The characters of its longest text, as a person counts them.
  package var length: Int {
    fields.map(\.text.count).max() ?? 0
  }

  /// The pointer of every label of a locale's labels, in document order (members by key, list items by
  /// index); the `id` that matches a list's items is no label.
  package static func pointers(in document: JSONValue) -> [JSONPointer] {
    var found: [JSONPointer] = []
    func visit(_ value: JSONValue, _ pointer: JSONPointer, skipping: String? = nil) {
      switch value.labelNode {
      case .text, .plural, .pluralText:
        found.append(pointer)
      case .group(let members):
        for key in members.keys.sorted() where key != skipping {
          visit(members[key] ?? .null, pointer.appending(key))
        }
      case .list(let list):
        let identifier = list.itemIDs == nil ? nil : "id"
        for (index, item) in list.items.enumerated() {
          visit(item, pointer.appending(index: index), skipping: identifier)
        }
      case .absent, .value:
        break
      }
    }
    visit(document, .root)
    return found
  }
}
