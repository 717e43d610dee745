import LabelsCore

extension JSONValue {
  /// The node at `pointer`, or `nil` when there is none.
  subscript(pointer: JSONPointer) -> JSONValue? {
    pointer.value(in: self)
  }

  /// Puts `value` as the member at `tokens`, or removes the member when `value` is `nil`. Every token
  /// but the last names a member of an object, which is all the merge needs: it takes lists whole.
  mutating func replaceMember(at tokens: ArraySlice<String>, with value: JSONValue?) {
    guard let token = tokens.first else {
      self = value ?? .null
      return
    }
    guard case .object(var members) = self else { return }
    self = .null  // so that the members are uniquely referenced while they change
    if tokens.count == 1 {
      members[token] = value
    } else {
      members[token]?.replaceMember(at: tokens.dropFirst(), with: value)
    }
    self = .object(members)
  }
}
