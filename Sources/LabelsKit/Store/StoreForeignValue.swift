import LabelsCore

/// A value the store holds above the lines, where their parent should be: a text, number or boolean at
/// `/<env>` (or at the database's root) that someone wrote. Firebase keeps no child under such a value:
/// a read of a line below it answers `null`, and writing the line replaces the value, so `publish` treats
/// it as an edit it must not overwrite, and `status` reports it.
package struct StoreForeignValue: Equatable, Sendable {
  /// The path of the node holding it: `[]` for the root, `["production"]` for `/production`.
  package let tokens: [String]
  /// The value.
  package let value: JSONValue

  /// The value held at `tokens`.
  package init(tokens: [String], value: JSONValue) {
    self.tokens = tokens
    self.value = value
  }

  /// What a node of `value` read at `tokens` (shallow) is above the lines: foreign when it holds a value
  /// that can have no child, `nil` for none or an object.
  package static func at(_ tokens: [String], holding value: JSONValue?) -> StoreForeignValue? {
    guard let value else { return nil }
    switch value {
    case .null, .object, .array: return nil
    case .string, .number, .bool: return StoreForeignValue(tokens: tokens, value: value)
    }
  }

  /// The node's path as a JSON Pointer: `/production`, `/` for the root.
  package var path: String {
    tokens.isEmpty ? "/" : JSONPointer(tokens).description
  }

  /// `/production holds "maintenance mode: do not touch", which this tool did not write`.
  package var text: String {
    "\(path) holds \(value.shortenedText), which this tool did not write; publishing would replace it"
  }

  /// What `pull` warns of it: a value above the lines holds no text to take, and how to clear it.
  package var pullWarning: Diagnostic {
    Diagnostic(
      .warning, "\(text); it holds no text to take",
      fix: "move or remove it in the store, or publish with --discard-store-edits to replace it")
  }

  /// The value for `--format json`.
  package var json: JSONValue {
    .object(["path": .string(path), "value": value])
  }
}
