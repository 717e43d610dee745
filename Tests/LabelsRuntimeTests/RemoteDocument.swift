import Foundation

/// A remote document for the loading tests: a locale's labels as JSON, edited at JSON Pointers.
struct RemoteDocument<Labels: Codable> {
  private var root: Any

  /// The JSON of `labels`, as the export publishes it.
  init(_ labels: Labels) throws {
    root = try JSONSerialization.jsonObject(with: JSONEncoder().encode(labels))
  }

  /// The document's bytes.
  var data: Data {
    get throws { try JSONSerialization.data(withJSONObject: root, options: [.sortedKeys]) }
  }

  /// Sets the member at `pointer` (`NSNull()` for `null`); `nil` removes it.
  func setting(_ pointer: String, to value: Any?) -> RemoteDocument {
    var copy = self
    copy.root = Self.set(value, at: pointer.split(separator: "/").map(String.init)[...], in: root)
    return copy
  }

  /// The value at `pointer`, as `JSONSerialization` reads it.
  func value(at pointer: String) -> Any? {
    pointer.split(separator: "/").reduce(Optional(root)) { node, token in
      if let elements = node as? [Any], let index = Int(token) { return elements[index] }
      return (node as? [String: Any])?[String(token)]
    }
  }

  /// The document decoded as labels.
  var labels: Labels {
    get throws { try JSONDecoder().decode(Labels.self, from: data) }
  }

  /// Removes the member at `pointer`.
  func removing(_ pointer: String) -> RemoteDocument {
    setting(pointer, to: nil)
  }

  private static func set(_ value: Any?, at tokens: ArraySlice<String>, in node: Any) -> Any {
    guard let token = tokens.first else { return value ?? NSNull() }
    if var elements = node as? [Any], let index = Int(token) {
      elements[index] = set(value, at: tokens.dropFirst(), in: elements[index])
      return elements
    }
    var members = node as? [String: Any] ?? [:]
    if tokens.count == 1 {
      members[token] = value
    } else {
      members[token] = set(value, at: tokens.dropFirst(), in: members[token] ?? [:])
    }
    return members
  }
}
