/// One token of Swift source as ``SchemaComments`` needs it: comments other than `///` lines, whitespace
/// and the insides of string interpolations are dropped.
enum SwiftToken: Equatable, Sendable {
  /// A name or keyword, without backticks: `struct`, `Labels`, `default`.
  case identifier(String)
  /// A string literal's text, its simple escapes resolved; a literal with interpolations is `nil`.
  case string(String?)
  /// One ASCII punctuation byte: `{`, `}`, `:`, `[`, `]`, `<`, `>`, `?`, `,`, `=`, `@`, `.`, `(`, `)`.
  case punctuation(UInt8)
  /// The text of one `///` line after the slashes, with one leading space and trailing whitespace removed.
  case docLine(String)
}
