extension JSONPointer {
  /// The label a pointer into a plural label's forms (`/expenses/count/@plural/one`) lies in, or into a
  /// label of several counts' format or forms (`/profile/stats/@plurals/posts/one`); `nil` for a
  /// pointer into neither.
  public var pluralLabel: JSONPointer? {
    let markers = [PluralLabel.marker, PluralTextLabel.formatMarker, PluralTextLabel.variablesMarker]
    return tokens.firstIndex(where: markers.contains).map { JSONPointer(Array(tokens[..<$0])) }
  }
}
