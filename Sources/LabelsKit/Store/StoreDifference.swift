import LabelsCore

/// One difference in a line of the store, as `status` and `publish` list it: the line, the locale, the
/// JSON Pointer within the locale's labels, and the change with its class (content, additive or
/// breaking for the apps that read the line).
package struct StoreDifference: Equatable, Sendable {
  /// The line's key, `v1`.
  package let line: String
  /// The locale's key in the line, or `nil` for a change of the whole line.
  package let locale: String?
  /// Where within the locale's labels; the root for the locale as a whole.
  package let pointer: JSONPointer
  /// The change, from the first side to the second, with its rule and severity.
  package let change: Change

  /// The differences between two trees of one line, `{ "<locale>": { "labels": ... } }`, in order of
  /// pointer: `old` is what apps were given, `new` what they get. With `locales` false, the two are one
  /// document (a line's control document), and each pointer is within it.
  package static func between(_ old: JSONValue?, _ new: JSONValue?, line: String, locales: Bool = true)
    -> [StoreDifference]
  {
    let changes = SchemaDiff.compare(old: old ?? .object([:]), new: new ?? .object([:])).changes
    return changes.map { change in
      let tokens = change.path.tokens
      guard locales else {
        return StoreDifference(line: line, locale: nil, pointer: change.path, change: change)
      }
      let inner = tokens.dropFirst(tokens.count >= 2 && tokens[1] == UploadBundle.labelsKey ? 2 : 1)
      return StoreDifference(
        line: line, locale: tokens.first, pointer: JSONPointer(Array(inner)), change: change)
    }.sorted { ($0.locale ?? "", $0.pointer) < ($1.locale ?? "", $1.pointer) }
  }

  /// `v1 ru /login/welcome: value changed ("A" → "B") [content, value-changed]`.
  package var text: String {
    let place = [line, locale, pointer.isRoot ? nil : pointer.description].compactMap { $0 }
    return
      "\(place.joined(separator: " ")): \(change.message) [\(change.severity.rawValue), \(change.rule.rawValue)]"
  }

  /// The labels the change adds (a positive count), removes (a negative one), or `nil` when it changes
  /// labels in place: a locale published for the first time adds every label it holds, not one key.
  package var labelsAddedOrRemoved: Int? {
    switch (change.old, change.new) {
    case (nil, let new?): Self.labelCount(in: new)
    case (let old?, nil): -Self.labelCount(in: old)
    default: nil
    }
  }

  /// The text and plural labels (and labels of several counts) in a subtree.
  private static func labelCount(in value: JSONValue) -> Int {
    switch value.labelNode {
    case .text, .plural, .pluralText: 1
    case .group(let members): members.values.reduce(0) { $0 + labelCount(in: $1) }
    case .list:
      if case .array(let items) = value { items.reduce(0) { $0 + labelCount(in: $1) } } else { 0 }
    case .absent, .value: 0
    }
  }

  /// The difference for `--format json`.
  package var json: JSONValue {
    var members: [String: JSONValue] = [
      "line": .string(line), "path": .string(pointer.description),
      "rule": .string(change.rule.rawValue), "severity": .string(change.severity.rawValue),
    ]
    if let locale { members["locale"] = .string(locale) }
    if let old = change.old { members["old"] = old }
    if let new = change.new { members["new"] = new }
    return .object(members)
  }
}
