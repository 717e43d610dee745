import LabelsCore

/// The path of a REST request to Firebase Realtime Database, `/production/v2/ru/labels.json`: the keys
/// from the root to a node, percent-decoded, with the `.json` that every REST path ends in.
struct DatabasePath: Equatable {
  /// The keys from the root, none for the root itself.
  let keys: [String]

  /// Why a path is not a REST path of the database.
  enum Problem: Error, Equatable {
    /// The path is no path of the database at all: 400, with the reason.
    case invalid(String)
    /// The path does not end in `.json`: 404, as the REST API serves only `.json` paths.
    case notJSON
  }

  /// Reads a request's path (without its query).
  /// - Throws: ``Problem/invalid(_:)`` for a percent sign without two hex digits after it, bytes that
  ///   are not UTF-8, a control character, a `.` or `..` segment, or a key Firebase cannot hold;
  ///   ``Problem/notJSON`` for a path that does not end in `.json`.
  init(_ path: String) throws(Problem) {
    var segments: [String] = []
    for raw in path.split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
      let segment = try Self.decoded(raw)
      if segment == "." || segment == ".." {
        throw .invalid("the path holds a '\(segment)' segment; a database path names keys from the root")
      }
      if let scalar = segment.unicodeScalars.first(where: {
        $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
      }) {
        throw .invalid(
          "the path holds the control character U+\(String(scalar.value, radix: 16, uppercase: true))")
      }
      segments.append(segment)
    }
    guard let last = segments.last, last.hasSuffix(".json") else { throw .notJSON }
    segments[segments.count - 1] = String(last.dropLast(".json".count))
    keys = segments.filter { !$0.isEmpty }
    for key in keys {
      if let problem = FirebaseKey.problem(key) { throw .invalid(problem) }
    }
  }

  /// The node at these keys in `tree`, or `nil` where there is none. An array's elements are keyed by
  /// their index, as the database stores an array.
  func node(in tree: JSONValue) -> JSONValue? {
    var node = tree
    for key in keys {
      switch node {
      case .object(let members):
        guard let member = members[key] else { return nil }
        node = member
      case .array(let elements):
        guard let index = Int(key), String(index) == key, elements.indices.contains(index) else { return nil }
        node = elements[index]
      default:
        return nil
      }
    }
    return node
  }

  /// A segment with each `%HH` decoded.
  private static func decoded(_ segment: Substring) throws(Problem) -> String {
    var bytes: [UInt8] = []
    var utf8 = segment.utf8[...]
    while let byte = utf8.popFirst() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      let digits = utf8.prefix(2)
      guard digits.count == 2, digits.allSatisfy(isHexDigit),
        let value = UInt8(String(decoding: digits, as: UTF8.self), radix: 16)
      else {
        throw .invalid("the path holds a '%' that is not followed by two hex digits")
      }
      bytes.append(value)
      utf8 = utf8.dropFirst(2)
    }
    let text = String(decoding: bytes, as: UTF8.self)
    // Decoding replaces what is not UTF-8, so the text's bytes differ from those sent.
    guard Array(text.utf8) == bytes else { throw .invalid("the path's percent-encoded bytes are not UTF-8") }
    return text
  }

  /// Whether a byte is an ASCII hex digit.
  private static func isHexDigit(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"),
      UInt8(ascii: "A")...UInt8(ascii: "F"):
      true
    default: false
    }
  }
}
