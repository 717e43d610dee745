import Foundation

/// An RFC 6901 JSON Pointer as its reference tokens: `/login/welcome`, `~1` for `/`, `~0` for `~`.
struct JSONPointer: Hashable, Comparable, CustomStringConvertible {
  /// The whole document: the empty pointer.
  static let root = JSONPointer(tokens: [])

  /// The member names and array indices from the root, unescaped.
  let tokens: [String]

  /// The pointer one level deeper.
  func appending(_ token: String) -> JSONPointer {
    JSONPointer(tokens: tokens + [token])
  }

  /// The pointer one level up, or `nil` for the root.
  var parent: JSONPointer? {
    tokens.isEmpty ? nil : JSONPointer(tokens: Array(tokens.dropLast()))
  }

  /// Whether `other` is this pointer or lies below it.
  func contains(_ other: JSONPointer) -> Bool {
    other.tokens.starts(with: tokens)
  }

  var description: String {
    tokens.map {
      "/" + $0.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }
    .joined()
  }

  static func < (lhs: JSONPointer, rhs: JSONPointer) -> Bool {
    lhs.tokens.lexicographicallyPrecedes(rhs.tokens) { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }
}
