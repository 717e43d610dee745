/// The RFC 6901 text of a JSON Pointer in schema errors: `/expenses/categories/0`, `~1` for `/`, `~0`
/// for `~`.
enum SchemaPointer {
  /// The pointer of the given reference tokens; `""` for the whole document.
  static func text(_ tokens: [String]) -> String {
    tokens.map { "/" + $0.replacing("~", with: "~0").replacing("/", with: "~1") }.joined()
  }
}
