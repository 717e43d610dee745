import Foundation
import LabelsCore
import LabelsKit

/// Evaluates the `.validate` rules of a Firebase Realtime Database rules document against a write, the
/// way the store does for the subset `FirebaseRules` emits. A write is valid only when every `.validate`
/// that applies holds: those of the nodes from the root down to the written location, seeing the
/// database as the write leaves it, and those of every node written. A named child's rules apply to
/// it; a `$` child's rules to every other key, bound to the variable. Rules do not run on a node the
/// write leaves null. Arrays are stored as objects keyed `0`, `1`, ..., and null values and empty
/// containers are not stored.
///
/// An expression is a conjunction (`&&`) of `false`, `newData.isString()`, `isNumber()`,
/// `isBoolean()`, `hasChildren()`, `hasChildren([...])`, `newData.val() % 1 === 0` and
/// `$variable.matches(/regex/)`, `newData.val().matches(/regex/)`, `newData.val() >= N` and
/// `newData.val() <= N`; anything else counts as a failure, so the test notices a generator
/// that leaves the subset. Written for the tests only.
struct RulesEvaluator {
  /// The rules document, `{"rules": {...}}`.
  let rules: JSONValue

  /// The paths whose `.validate` refuses writing `data` at `path` (keys from the root) into a database
  /// holding `existing`, with the expression, such as `/production/v2/en/labels/profile: newData.isString()`.
  func failures(storing data: JSONValue, at path: [String], over existing: JSONValue = .null) -> [String] {
    guard case .object(let top) = rules, let root = top["rules"] else { return ["the document has no rules"] }
    // A write that leaves the database empty leaves nothing for a rule to run on.
    guard let database = Self.stored(Self.setting(data, at: path[...], in: existing)) else { return [] }
    var walk = Walk(written: path)
    walk.evaluate(database, rule: root, at: [], variables: [:])
    return walk.failures
  }

  private struct Walk {
    /// The keys of the written location.
    let written: [String]
    var failures: [String] = []

    mutating func evaluate(_ data: JSONValue, rule: JSONValue, at path: [String], variables: [String: String])
    {
      guard case .object(let rules) = rule else { return }
      // Rules run from the root down to the written location and on everything written, not on the
      // siblings the write leaves as they were.
      guard written.starts(with: path) || path.starts(with: written) else { return }
      if let expression = rules[".validate"],
        !RulesEvaluator.holds(expression, for: data, variables: variables)
      {
        failures.append("/" + path.joined(separator: "/") + ": " + RulesEvaluator.text(of: expression))
      }
      guard case .object(let children) = data else { return }
      let wildcard = rules.first { $0.key.hasPrefix("$") }
      for key in children.keys.sorted() {
        guard let child = children[key] else { continue }
        var bound = variables
        let childRule: JSONValue?
        if let named = rules[key] {
          childRule = named
        } else if let wildcard {
          bound[wildcard.key] = key
          childRule = wildcard.value
        } else {
          childRule = nil
        }
        if let childRule { evaluate(child, rule: childRule, at: path + [key], variables: bound) }
      }
    }
  }

  /// `database` with `value` set at `path`, creating the objects on the way; null deletes.
  private static func setting(_ value: JSONValue, at path: ArraySlice<String>, in database: JSONValue)
    -> JSONValue
  {
    guard let key = path.first else { return value }
    var members: [String: JSONValue] = [:]
    if case .object(let existing) = database { members = existing }
    members[key] = setting(value, at: path.dropFirst(), in: members[key] ?? .null)
    return .object(members)
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

  private static func holds(_ expression: JSONValue, for data: JSONValue, variables: [String: String]) -> Bool
  {
    switch expression {
    case .bool(let flag): return flag
    case .string(let text):
      guard let terms = conjuncts(of: text) else { return false }
      return terms.allSatisfy { holds(term: $0, for: data, variables: variables) }
    default: return false
    }
  }

  private static func holds(term: Substring, for data: JSONValue, variables: [String: String]) -> Bool {
    switch term {
    case "false": return false
    case "newData.isString()": if case .string = data { return true } else { return false }
    case "newData.isNumber()": if case .number = data { return true } else { return false }
    case "newData.isBoolean()": if case .bool = data { return true } else { return false }
    case "newData.val() % 1 === 0":
      guard case .number(let text) = data, let number = Double(text) else { return false }
      return number.rounded() == number
    case "newData.hasChildren()":
      if case .object(let members) = data { return !members.isEmpty } else { return false }
    default:
      if term.hasPrefix("newData.hasChildren([") && term.hasSuffix("])") {
        guard case .object(let members) = data, let names = names(in: term.dropFirst(21).dropLast(2)) else {
          return false
        }
        return names.allSatisfy { members[$0] != nil }
      }
      if term.hasPrefix("newData.val() >= ") || term.hasPrefix("newData.val() <= ") {
        guard case .number(let text) = data, let number = Double(text), let bound = Double(term.dropFirst(17))
        else { return false }
        return term.hasPrefix("newData.val() >= ") ? number >= bound : number <= bound
      }
      if term.hasPrefix("newData.val().matches(/"), term.hasSuffix("/)") {
        guard case .string(let text) = data,
          let regex = try? NSRegularExpression(pattern: String(term.dropFirst(23).dropLast(2)))
        else { return false }
        return regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
      }
      if term.hasPrefix("$"), let open = term.range(of: ".matches(/"), term.hasSuffix("/)") {
        let variable = String(term[..<open.lowerBound])
        let pattern = String(term[open.upperBound...].dropLast(2))
        guard let key = variables[variable], let regex = try? NSRegularExpression(pattern: pattern) else {
          return false
        }
        return regex.firstMatch(in: key, range: NSRange(key.startIndex..., in: key)) != nil
      }
      return false
    }
  }

  /// The terms of `a && b && c`, split outside quoted names, or `nil` for a malformed quote.
  private static func conjuncts(of text: String) -> [Substring]? {
    var terms: [Substring] = []
    var start = text.startIndex
    var index = text.startIndex
    var quoted = false
    while index < text.endIndex {
      let character = text[index]
      if quoted, character == "\\" {
        index = text.index(after: index)
        guard index < text.endIndex else { return nil }
      } else if character == "'" {
        quoted.toggle()
      } else if !quoted, text[index...].hasPrefix(" && ") {
        terms.append(text[start..<index])
        index = text.index(index, offsetBy: 4)
        start = index
        continue
      }
      index = text.index(after: index)
    }
    guard !quoted else { return nil }
    terms.append(text[start...])
    return terms
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
