import Foundation

/// A JSON document as a tree: read by ``JSONTreeReader``, written compactly for `JSONDecoder`.
///
/// Integers that fit 64 bits stay exact; other numbers are `Double`.
indirect enum JSONNode: Equatable {
  case null
  case bool(Bool)
  case integer(Int64)
  case number(Double)
  case string(String)
  case array([JSONNode])
  case object([String: JSONNode])

  /// Encodes a value with `JSONEncoder` and reads it back, or returns `nil` when it cannot be encoded.
  init?(encoding value: some Encodable) {
    guard let data = try? JSONEncoder().encode(value),
      let tree = JSONTreeReader.read([UInt8](data))?.tree
    else {
      return nil
    }
    self = tree
  }

  /// The document as compact UTF-8 JSON.
  var data: Data {
    var output: [UInt8] = []
    write(into: &output)
    return Data(output)
  }

  private func write(into output: inout [UInt8]) {
    switch self {
    case .null: output.append(contentsOf: "null".utf8)
    case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
    case .integer(let integer): output.append(contentsOf: String(integer).utf8)
    case .number(let number): output.append(contentsOf: number.description.utf8)
    case .string(let text): Self.write(text, into: &output)
    case .array(let elements):
      output.append(UInt8(ascii: "["))
      for (index, element) in elements.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        element.write(into: &output)
      }
      output.append(UInt8(ascii: "]"))
    case .object(let members):
      output.append(UInt8(ascii: "{"))
      for (index, member) in members.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        Self.write(member.key, into: &output)
        output.append(UInt8(ascii: ":"))
        member.value.write(into: &output)
      }
      output.append(UInt8(ascii: "}"))
    }
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)

  /// A string literal: `"` and `\` escaped, control characters as `\u00XX`.
  private static func write(_ text: String, into output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"): output.append(contentsOf: [UInt8(ascii: "\\"), byte])
      case 0..<0x20:
        output.append(contentsOf: "\\u00".utf8)
        output.append(hexDigits[Int(byte >> 4)])
        output.append(hexDigits[Int(byte & 0x0F)])
      default: output.append(byte)
      }
    }
    output.append(UInt8(ascii: "\""))
  }

  /// Whether two nodes have the same JSON type; integers and other numbers are both numbers.
  func hasSameType(as other: JSONNode) -> Bool {
    switch (self, other) {
    case (.null, .null), (.bool, .bool), (.string, .string), (.array, .array), (.object, .object): true
    case (.integer, .integer), (.integer, .number), (.number, .integer), (.number, .number): true
    default: false
    }
  }

  /// The node at `pointer`, or `nil` when there is none.
  subscript(pointer: JSONPointer) -> JSONNode? {
    var node = self
    for token in pointer.tokens {
      guard let child = node.child(token) else { return nil }
      node = child
    }
    return node
  }

  /// The member or element named by one pointer token.
  func child(_ token: String) -> JSONNode? {
    switch self {
    case .object(let members): members[token]
    case .array(let elements): Int(token).flatMap { elements.indices.contains($0) ? elements[$0] : nil }
    default: nil
    }
  }

  /// Puts `node` at `pointer`, or removes what is there when `node` is `nil`; the parent must be an
  /// object, which is all the loader needs: it replaces arrays whole.
  mutating func replace(at pointer: JSONPointer, with node: JSONNode?) {
    replace(at: pointer.tokens[...], with: node)
  }

  private mutating func replace(at tokens: ArraySlice<String>, with node: JSONNode?) {
    guard let token = tokens.first else {
      self = node ?? .null
      return
    }
    guard case .object(var members) = self else { return }
    if tokens.count == 1 {
      members[token] = node
    } else {
      members[token]?.replace(at: tokens.dropFirst(), with: node)
    }
    self = .object(members)
  }

  /// The pointers of the leaves below `pointer`: scalars, arrays (taken whole) and empty objects.
  func leaves(at pointer: JSONPointer = .root) -> [JSONPointer] {
    guard case .object(let members) = self, !members.isEmpty else { return [pointer] }
    return members.flatMap { $0.value.leaves(at: pointer.appending($0.key)) }
  }
}
