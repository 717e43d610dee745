/// One `"key" = "value";` of a `.strings` file, with the line and column where its key starts.
package struct StringsEntry: Equatable, Sendable {
  /// The key, with its escapes resolved.
  package let key: String
  /// The value, with its escapes resolved.
  package let value: String
  /// The 1-based line of the key's opening quote.
  package let line: Int
  /// The 1-based column of the key's opening quote, counted in Unicode scalars.
  package let column: Int
  /// The comments between the entry before and this key (`/* */` without its delimiters, `//` without
  /// its slashes, each trimmed), one per line; `nil` when there are none.
  package let comment: String?

  /// Creates an entry.
  package init(key: String, value: String, line: Int, column: Int, comment: String? = nil) {
    self.key = key
    self.value = value
    self.line = line
    self.column = column
    self.comment = comment
  }
}
