import LabelsKit

/// Evaluates the `.validate` rules of a Firebase Realtime Database rules document against the data a
/// write would leave, the way the store does for the subset `FirebaseRules` emits: a rule applies at
/// every non-null node it names (a `$` child matches any key without a rule of its own), arrays are
/// stored as objects keyed `0`, `1`, ..., and null values and empty containers are not stored.
/// An expression outside the subset (`false`, `newData.isString()`, `isNumber()`, `isBoolean()`,
/// `hasChildren()` and `hasChildren([...])`) is reported as a failure, so the test notices a generator
/// that leaves it. Written for the tests only.
struct RulesEvaluator {
  /// The rules document, `{"rules": {...}}`.
  let rules: JSONValue

  /// The paths whose `.validate` refuses the database holding `data` at `path` (`/`-separated keys),
  /// with the reason, such as `/production/v2/en/labels/profile: newData.isString()`.
  func failures(storing data: JSONValue, at path: [String]) -> [String] {
    guard case .object(let top) = rules, let root = top["rules"] else { return ["the document has no rules"] }
    let database = path.reversed().reduce(Self.stored(data) ?? .null) { .object([$1: $0]) }
    var failures: [String] = []
    evaluate(database, rule: root, at: "", into: &failures)
    return failures
  }

  private func evaluate(_ data: JSONValue, rule: JSONValue, at path: String, into failures: inout [String]) {
    guard case .object(let rules) = rule else { return }
    if let expression = rules[".validate"], !Self.holds(expression, for: data) {
      failures.append("\(path): \(Self.text(of: expression))")
    }
    guard case .object(let children) = data else { return }
    let wildcard = rules.first { $0.key.hasPrefix("$") }?.value
    for key in children.keys.sorted() {
      guard let child = children[key], let childRule = rules[key] ?? wildcard else { continue }
      evaluate(child, rule: childRule, at: path + "/" + key, into: &failures)
    }
  }

  /// The value as the store keeps it: arrays as index-keyed objects; nulls and empty containers gone.
  private static func stored(_ value: JSONValue) -> JSONValue? {
    switch value {
    case .null: return nil
    case .array(let elements):
      let members = elements.enumerated().map { (String($0.offset), $0.element) }
      return stored(.object(Dictionary(uniqueKeysWithValues: members)))
    case .object(let members):
      let kept = members.compactMapValues(stored)
      return kept.isEmpty ? nil : .object(kept)
    default: return value
    }
  }

  private static func holds(_ expression: JSONValue, for data: JSONValue) -> Bool {
    switch expression {
    case .bool(let flag): return flag
    case .string("newData.isString()"): if case .string = data { return true } else { return false }
    case .string("newData.isNumber()"): if case .number = data { return true } else { return false }
    case .string("newData.isBoolean()"): if case .bool = data { return true } else { return false }
    case .string("newData.hasChildren()"):
      if case .object(let members) = data { return !members.isEmpty } else { return false }
    case .string(let text) where text.hasPrefix("newData.hasChildren([") && text.hasSuffix("])"):
      guard case .object(let members) = data, let names = names(in: text.dropFirst(21).dropLast(2)) else {
        return false
      }
      return names.allSatisfy { members[$0] != nil }
    default: return false
    }
  }

  /// The names of a rules list such as `'a', 'it\'s'`, or `nil` when it is not one.
  private static func names(in list: Substring) -> [String]? {
    var names: [String] = []
    var rest = list[...]
    while !rest.isEmpty {
      guard rest.first == "'" else { return nil }
      rest = rest.dropFirst()
      var name = ""
      while let character = rest.first, character != "'" {
        rest = rest.dropFirst()
        if character == "\\" {
          guard let escaped = rest.popFirst() else { return nil }
          name.append(escaped)
        } else {
          name.append(character)
        }
      }
      guard rest.popFirst() == "'" else { return nil }
      names.append(name)
      if rest.hasPrefix(", ") { rest = rest.dropFirst(2) } else if !rest.isEmpty { return nil }
    }
    return names
  }

  private static func text(of expression: JSONValue) -> String {
    switch expression {
    case .string(let text): text
    case .bool(let flag): String(flag)
    default: "\(expression)"
    }
  }
}
