import LabelsCore

extension LabelTree {
  /// The labels document of one locale, as the generated defaults encode it: each label's value at the
  /// place the tree gives its key, lists as arrays.
  /// - Parameter value: the JSON value of a key, told whether the key is a plural label (a label of several
  ///   counts is told `false`: its entry carries its variables).
  func document(_ value: (_ key: String, _ isPlural: Bool) -> JSONValue) -> JSONValue {
    Self.document(.object(root), value)
  }

  private static func document(_ node: KeyTreeNode, _ value: (String, Bool) -> JSONValue) -> JSONValue {
    switch node {
    case .text(let key): value(key, false)
    case .plural(let key): value(key, true)
    case .pluralText(let key, _): value(key, false)
    case .object(let members):
      .object(Dictionary(uniqueKeysWithValues: members.map { ($0.name, document($0.node, value)) }))
    case .array(let items, _): .array(items.map { document($0, value) })
    }
  }
}
