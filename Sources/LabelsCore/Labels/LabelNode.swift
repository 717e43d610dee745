/// What one value of a labels document is: the one classification that every walk over labels goes
/// through (the diff, the lint, `emit`, `import`, the upload pre-flight, the label counts and the app's
/// overlay of remote labels on its defaults).
///
/// A labels document is the JSON a schema of nested `Codable` structs encodes to: text labels in groups,
/// and lists of items. A new kind of label (plural forms, say) becomes a new case here, and every walk
/// that switches over this type stops compiling until it handles it.
public enum LabelNode {
  /// A text label: a string.
  case text(String)
  /// A plural label: an object whose one member is `@plural` holding an object of forms
  /// (see ``PluralLabel``).
  case plural(PluralLabel)
  /// A label of several counts in one text: an object whose members are exactly `@format` and an
  /// object `@plurals` (see ``PluralTextLabel``).
  case pluralText(PluralTextLabel)
  /// A group of labels: an object, its members by key.
  case group([String: JSONValue])
  /// A list of items: an array, whose items are matched by id or by index (see ``LabelList``).
  case list(LabelList)
  /// `null`: an optional label left out.
  case absent
  /// A number or a boolean: a value a schema may hold, but not a label to translate.
  case value(JSONValue)

  /// Classifies a value of a labels document.
  public init(_ value: JSONValue) {
    switch value {
    case .string(let text): self = .text(text)
    case .object(let members):
      if members.count == 1, case .object(let forms) = members[PluralLabel.marker] {
        self = .plural(PluralLabel(members: forms))
      } else if let label = PluralTextLabel(members: members) {
        self = .pluralText(label)
      } else {
        self = .group(members)
      }
    case .array(let items): self = .list(LabelList(items))
    case .null: self = .absent
    case .bool, .number: self = .value(value)
    }
  }
}

extension JSONValue {
  /// The value classified as a node of a labels document.
  public var labelNode: LabelNode { LabelNode(self) }

  /// The JSON type of the value, or `plural` for a plural label and `plural text` for a label of several
  /// counts, which are objects to JSON.
  public var labelKind: String {
    switch labelNode {
    case .plural: "plural"
    case .pluralText: "plural text"
    default: kind.rawValue
    }
  }

  /// The number of text and plural labels in the document, as each locale's entry in `manifest.json`
  /// counts them: a plural label, or a label of several counts, is one label, whatever its forms. An item's `id` is a string the schema
  /// holds, so it counts too.
  public var labelCount: Int {
    switch labelNode {
    case .text, .plural, .pluralText: 1
    case .absent, .value: 0
    case .list(let list): list.items.reduce(0) { $0 + $1.labelCount }
    case .group(let members): members.values.reduce(0) { $0 + $1.labelCount }
    }
  }
}
