/// One token of Swift source as the engine reads it (``SchemaComments``, ``SwiftLiteralLocator``,
/// ``SwiftLiteralEditor``): comments other than `///` lines, whitespace and the insides of string
/// interpolations are dropped.
enum SwiftToken: Equatable, Sendable {
  /// A name or keyword, without backticks: `struct`, `Labels`, `default`.
  case identifier(String)
  /// A string literal's text, its escapes resolved; a literal with interpolations or an unknown escape
  /// is `nil`.
  case string(String?)
  /// One ASCII punctuation byte: `{`, `}`, `:`, `[`, `]`, `<`, `>`, `?`, `,`, `=`, `@`, `.`, `(`, `)`.
  case punctuation(UInt8)
  /// The text of one `///` line after the slashes, with one leading space and trailing whitespace removed.
  case docLine(String)
}
