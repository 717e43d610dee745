/// An RFC 6901 JSON Pointer: the path of a value inside a document, such as `/login/welcome`.
///
/// Tokens are kept unescaped; ``description`` escapes `~` as `~0` and `/` as `~1`. The root is the
/// empty pointer, written as the empty string. Pointers order token by token, a prefix first, array
/// indices (all-digit tokens) numerically and before other tokens, other tokens as Swift orders strings
/// (by Unicode scalar value of their canonical form).
public struct JSONPointer: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The reference tokens from the root down, unescaped: `["login", "welcome"]`.
  public let tokens: [String]

  /// Creates a pointer from its unescaped reference tokens.
  public init(_ tokens: [String] = []) {
    self.tokens = tokens
  }

  /// Reads RFC 6901 text: `""` is the root, any other pointer starts with `/`; in each token `~1` is `/`
  /// and `~0` is `~`. `nil` for text that is not a pointer.
  public init?(parsing text: String) {
    guard !text.isEmpty else {
      self.init()
      return
    }
    guard text.hasPrefix("/") else { return nil }
    self.init(
      text.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map { token in
        token.split(separator: "~1", omittingEmptySubsequences: false).joined(separator: "/")
          .split(separator: "~0", omittingEmptySubsequences: false).joined(separator: "~")
      })
  }

  /// The pointer to the whole document.
  public static let root = JSONPointer()

  /// Whether this is the pointer to the whole document.
  public var isRoot: Bool { tokens.isEmpty }

  /// The pointer to a member of the object this pointer addresses.
  public func appending(_ key: String) -> JSONPointer {
    // One array of the final size, not `tokens + [key]`, which allocates twice.
    var tokens: [String] = []
    tokens.reserveCapacity(self.tokens.count + 1)
    tokens.append(contentsOf: self.tokens)
    tokens.append(key)
    return JSONPointer(tokens)
  }

  /// The pointer to an element of the array this pointer addresses.
  public func appending(index: Int) -> JSONPointer {
    appending(String(index))
  }

  /// The pointer to the container that holds this value, or `nil` for the root.
  public var parent: JSONPointer? {
    isRoot ? nil : JSONPointer(Array(tokens.dropLast()))
  }

  /// This pointer and each of its ancestors, from this pointer up to the root.
  public var selfAndAncestors: [JSONPointer] {
    (0...tokens.count).reversed().map { JSONPointer(Array(tokens.prefix($0))) }
  }

  /// Whether `other` is this pointer or lies below it.
  public func contains(_ other: JSONPointer) -> Bool {
    other.tokens.starts(with: tokens)
  }

  /// The pointer as RFC 6901 text: `/login/welcome`, `/a~1b` for the key `a/b`, `""` for the root.
  public var description: String {
    var text = ""
    for token in tokens {
      text += "/"
      text += Self.escape(token)
    }
    return text
  }

  /// The value this pointer addresses in a document, or `nil` when the document has no such value.
  public func value(in document: JSONValue) -> JSONValue? {
    var current = document
    for token in tokens {
      switch current {
      case .object(let members):
        guard let member = members[token] else { return nil }
        current = member
      case .array(let elements):
        guard let index = Self.arrayIndex(token), index < elements.count else { return nil }
        current = elements[index]
      case .null, .bool, .number, .string:
        return nil
      }
    }
    return current
  }

  public static func < (lhs: JSONPointer, rhs: JSONPointer) -> Bool {
    let count = min(lhs.tokens.count, rhs.tokens.count)
    var position = 0
    while position < count {
      let left = lhs.tokens[position]
      let right = rhs.tokens[position]
      if left != right { return tokenPrecedes(left, right) }
      position += 1
    }
    return lhs.tokens.count < rhs.tokens.count
  }

  /// Orders tokens: array indices (all digits) first and numerically, then the rest as strings.
  private static func tokenPrecedes(_ lhs: String, _ rhs: String) -> Bool {
    switch (isDigits(lhs), isDigits(rhs)) {
    case (true, true): (lhs.utf8.count, lhs) < (rhs.utf8.count, rhs)
    case (true, false): true
    case (false, true): false
    case (false, false): lhs < rhs
    }
  }

  private static func isDigits(_ token: String) -> Bool {
    guard !token.isEmpty else { return false }
    for byte in token.utf8 where byte < UInt8(ascii: "0") || byte > UInt8(ascii: "9") {
      return false
    }
    return true
  }

  /// The array index a token spells by RFC 6901: `0`, or digits without a leading zero; `nil` for any
  /// other token, or one too large for an `Int`. Firebase reads the same keys as array indexes.
  package static func arrayIndex(_ token: String) -> Int? {
    guard isDigits(token), token == "0" || !token.hasPrefix("0") else { return nil }
    return Int(token)
  }

  /// Escapes one reference token (RFC 6901): `~` as `~0`, `/` as `~1`, judged on Unicode scalars, so a
  /// `/` followed by a combining mark is escaped too.
  package static func escape(_ token: String) -> String {
    guard token.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else {
      return token
    }
    var escaped = String.UnicodeScalarView()
    for scalar in token.unicodeScalars {
      switch scalar {
      case "~": escaped.append(contentsOf: "~0".unicodeScalars)
      case "/": escaped.append(contentsOf: "~1".unicodeScalars)
      default: escaped.append(scalar)
      }
    }
    return String(escaped)
  }
}
