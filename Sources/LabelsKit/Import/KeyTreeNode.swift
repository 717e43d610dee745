/// One node of the labels document that imported keys stand for.
indirect enum KeyTreeNode: Equatable {
  /// A label, under its full original key.
  case text(key: String)
  /// A plural label, under its full original key.
  case plural(key: String)
  /// A label of several counts (``LabelsCore/PluralTextLabel``), under its full original key, with its
  /// variables in argument order.
  case pluralText(key: String, variables: [String])
  /// An object, its members sorted by name.
  case object([KeyTreeMember])
  /// An array, its items in order; `byID` when the keys named the items by their `id`.
  case array([KeyTreeNode], byID: Bool)

  /// Whether two nodes can have one Swift type: both text, both plural, objects with the same member names whose
  /// members match, or arrays of the same kind whose items match.
  func hasSameShape(as other: KeyTreeNode) -> Bool {
    switch (self, other) {
    case (.text, .text), (.plural, .plural):
      return true
    case (.pluralText(_, let lhs), .pluralText(_, let rhs)):
      return lhs == rhs
    case (.object(let lhs), .object(let rhs)):
      return lhs.count == rhs.count
        && zip(lhs, rhs).allSatisfy { $0.name == $1.name && $0.node.hasSameShape(as: $1.node) }
    case (.array(let lhs, let lhsByID), .array(let rhs, let rhsByID)):
      guard lhsByID == rhsByID, let lhsItem = lhs.first, let rhsItem = rhs.first else { return false }
      return lhsItem.hasSameShape(as: rhsItem)
    default:
      return false
    }
  }
}

/// A named member of an object node.
struct KeyTreeMember: Equatable {
  /// The JSON key of the member.
  let name: String
  /// What its Swift name is made from: the name itself, the rest of a grouped key after its group's
  /// prefix (`title` of `settings-title`), or the first words of a sentence.
  let stem: String
  /// Its value.
  let node: KeyTreeNode

  /// A member whose Swift name is made from `stem` (by default its name).
  init(name: String, stem: String? = nil, node: KeyTreeNode) {
    self.name = name
    self.stem = stem ?? name
    self.node = node
  }
}
