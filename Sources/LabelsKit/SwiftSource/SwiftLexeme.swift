/// A ``SwiftToken`` and where it is written: its byte range in the UTF-8 text.
struct SwiftLexeme: Equatable, Sendable {
  /// The token.
  let token: SwiftToken
  /// Its bytes in the text, quotes and `#`s included for a string literal.
  let range: Range<Int>
}
