extension JSONValue {
  /// The number of strings in the document: the labels it holds.
  public var labelCount: Int {
    switch self {
    case .string: 1
    case .null, .bool, .number: 0
    case .array(let elements): elements.reduce(0) { $0 + $1.labelCount }
    case .object(let members): members.values.reduce(0) { $0 + $1.labelCount }
    }
  }
}
