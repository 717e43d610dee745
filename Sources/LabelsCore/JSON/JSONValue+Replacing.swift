extension JSONValue {
  /// The value with the value at `pointer` replaced; unchanged when the pointer addresses nothing.
  public func replacing(at pointer: JSONPointer, with replacement: JSONValue) -> JSONValue {
    replacing(pointer.tokens[...], with: replacement)
  }

  private func replacing(_ tokens: ArraySlice<String>, with replacement: JSONValue) -> JSONValue {
    guard let token = tokens.first else { return replacement }
    switch self {
    case .object(var members):
      guard let member = members[token] else { return self }
      members[token] = member.replacing(tokens.dropFirst(), with: replacement)
      return .object(members)
    case .array(var items):
      guard let index = Int(token), token.allSatisfy(\.isNumber), index < items.count else { return self }
      items[index] = items[index].replacing(tokens.dropFirst(), with: replacement)
      return .array(items)
    case .null, .bool, .number, .string:
      return self
    }
  }
}
