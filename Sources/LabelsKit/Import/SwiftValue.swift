/// One locale's labels as the Swift expression the generated defaults write.
indirect enum SwiftValue: Equatable {
  /// A label: the locale's text for this key, or the base locale's when it has none.
  case text(key: String)
  /// A plural label: the locale's forms for this key, or the base locale's when it has none.
  case plural(key: String)
  /// A label of several counts: the locale's format and forms for this key, or the base locale's.
  case pluralText(key: String)
  /// A struct value: the type as written inside `extension Labels`, and its arguments in order.
  case instance(type: String, arguments: [Argument])
  /// A static property of the struct the context expects, such as `.english` (a section's own file).
  case reference(String)
  /// An array literal.
  case list([SwiftValue])

  /// One labelled argument of a struct value.
  struct Argument: Equatable {
    /// The Swift name of the parameter, unescaped.
    let label: String
    /// Its value.
    let value: SwiftValue
  }
}
