/// One placeholder of a text as ``PlaceholderScanner`` read it, with where it is, so that the formatter
/// replaces exactly the placeholders the signature lists.
struct PlaceholderToken: Equatable, Sendable {
  /// What a token is.
  enum Kind: Equatable, Sendable {
    /// `%%`: a literal percent sign.
    case percent
    /// A printf placeholder.
    case printf(PrintfSpecification)
    /// A named placeholder, braces included: `{name}`, `{{count}}`.
    case named(String)
  }

  /// The token's UTF-8 byte offsets in the text.
  let range: Range<Int>
  let kind: Kind
}
