import Foundation
import LabelsCore

/// Decodes a `Decodable` value straight from a ``LabelsCore/JSONValue`` tree, as `JSONDecoder` with
/// its default strategies decodes the same JSON, so a merged document is never printed and read again.
///
/// Every error names the exact coding path of the value that failed, where Foundation's decoder on Linux
/// reports a number that does not fit its type (`2.5` for an `Int`) at the root. The loader's repairs
/// rest on that path.
package enum JSONValueDecoder {
  /// Decodes a value of `type` from `value`, handing every decoder `userInfo`.
  /// - Throws: `DecodingError`, with the coding path of the value that failed.
  package static func decode<Value: Decodable>(
    _ type: Value.Type, from value: JSONValue, userInfo: [CodingUserInfoKey: any Sendable] = [:]
  ) throws -> Value {
    try TreeDecoder(value: value, codingPath: [], userInfo: userInfo).decodeValue(type)
  }
}

/// A coding key of the tree decoder: an object member's name or an array element's index.
private struct TreeKey: CodingKey {
  let stringValue: String
  let intValue: Int?

  init(stringValue: String) {
    self.stringValue = stringValue
    intValue = nil
  }

  init(intValue: Int) {
    stringValue = String(intValue)
    self.intValue = intValue
  }

  /// The key of `super`, as `JSONDecoder` names it.
  static let superKey = TreeKey(stringValue: "super")
}

/// The decoder of one value of the tree; it is its own single-value container.
private struct TreeDecoder: Decoder, SingleValueDecodingContainer {
  let value: JSONValue
  let codingPath: [any CodingKey]
  let userInfo: [CodingUserInfoKey: Any]

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard case .object(let members) = value else { throw mismatch([String: Any].self) }
    return KeyedDecodingContainer(
      TreeKeyedContainer<Key>(members: members, codingPath: codingPath, userInfo: userInfo))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .array(let items) = value else { throw mismatch([Any].self) }
    return TreeUnkeyedContainer(items: items, codingPath: codingPath, userInfo: userInfo)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

  func decodeNil() -> Bool { value == .null }

  func decode(_ type: Bool.Type) throws -> Bool {
    guard case .bool(let flag) = value else { throw mismatch(type) }
    return flag
  }

  func decode(_ type: String.Type) throws -> String {
    guard case .string(let text) = value else { throw mismatch(type) }
    return text
  }

  func decode(_ type: Double.Type) throws -> Double { try floatingPoint(type) }
  func decode(_ type: Float.Type) throws -> Float { try floatingPoint(type) }
  func decode(_ type: Int.Type) throws -> Int { try integer(type) }
  func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
  func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
  func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
  func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
  func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

  func decode<Value: Decodable>(_ type: Value.Type) throws -> Value { try decodeValue(type) }

  /// Decodes a value as `JSONDecoder`'s default strategies do: `Data` from Base64, `URL` from its
  /// string, `Decimal` from a number, anything else through its own `init(from:)`.
  func decodeValue<Value: Decodable>(_ type: Value.Type) throws -> Value {
    if type == String.self, case .string(let text) = value, let text = text as? Value { return text }
    if type == URL.self {
      guard let url = URL(string: try decode(String.self)) else { throw corrupted("Invalid URL string.") }
      return try cast(url)
    }
    if type == Data.self {
      guard let data = Data(base64Encoded: try decode(String.self)) else {
        throw corrupted("Encountered Data is not valid Base64.")
      }
      return try cast(data)
    }
    if type == Decimal.self {
      guard case .number(let text) = value else { throw mismatch(type) }
      guard let decimal = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) else {
        throw corrupted("Parsed JSON number <\(text)> does not fit in Decimal.")
      }
      return try cast(decimal)
    }
    return try Value(from: self)
  }

  private func cast<Value>(_ value: Any) throws -> Value {
    guard let value = value as? Value else { throw corrupted("Cannot decode \(Value.self).") }
    return value
  }

  /// An integer written as digits, or as a number whose value is exactly an integer of the type.
  private func integer<Integer: FixedWidthInteger>(_ type: Integer.Type) throws -> Integer {
    guard case .number(let text) = value else { throw mismatch(type) }
    if let integer = Integer(text) { return integer }
    guard let double = Double(text), let integer = Integer(exactly: double) else {
      throw corrupted("Parsed JSON number <\(text)> does not fit in \(type).")
    }
    return integer
  }

  private func floatingPoint<Number: BinaryFloatingPoint & LosslessStringConvertible>(_ type: Number.Type)
    throws -> Number
  {
    guard case .number(let text) = value else { throw mismatch(type) }
    guard let number = Number(text), number.isFinite else {
      throw corrupted("Parsed JSON number <\(text)> does not fit in \(type).")
    }
    return number
  }

  /// The error of a value of another JSON type: `valueNotFound` for `null`, as `JSONDecoder` says.
  private func mismatch(_ type: Any.Type) -> DecodingError {
    if value == .null {
      return .valueNotFound(
        type,
        .init(codingPath: codingPath, debugDescription: "Expected \(type) value but found null instead."))
    }
    return .typeMismatch(
      type,
      .init(
        codingPath: codingPath,
        debugDescription: "Expected to decode \(type) but found \(value.kind) instead."))
  }

  private func corrupted(_ description: String) -> DecodingError {
    .dataCorrupted(.init(codingPath: codingPath, debugDescription: description))
  }
}

/// The members of an object, read by key.
private struct TreeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let members: [String: JSONValue]
  let codingPath: [any CodingKey]
  let userInfo: [CodingUserInfoKey: Any]

  var allKeys: [Key] { members.keys.compactMap(Key.init(stringValue:)) }

  func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

  func decodeNil(forKey key: Key) throws -> Bool { try member(key).value == .null }

  func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
    try member(key).decodeValue(type)
  }

  /// A string member, the most common, read without a decoder of its own: building its coding path
  /// was most of the cost of decoding a text label. Any other value fails as ``member(_:)``'s decoder
  /// fails.
  func decode(_ type: String.Type, forKey key: Key) throws -> String {
    if case .string(let text)? = members[key.stringValue] { return text }
    return try member(key).decode(type)
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try member(key).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try member(key).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    TreeDecoder(
      value: members[TreeKey.superKey.stringValue] ?? .null, codingPath: codingPath + [TreeKey.superKey],
      userInfo: userInfo)
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    TreeDecoder(value: members[key.stringValue] ?? .null, codingPath: codingPath + [key], userInfo: userInfo)
  }

  private func member(_ key: Key) throws -> TreeDecoder {
    guard let value = members[key.stringValue] else {
      throw DecodingError.keyNotFound(
        key,
        .init(codingPath: codingPath, debugDescription: "No value associated with key \(key.stringValue)."))
    }
    return TreeDecoder(value: value, codingPath: codingPath + [key], userInfo: userInfo)
  }
}

/// The elements of an array, read in order.
private struct TreeUnkeyedContainer: UnkeyedDecodingContainer {
  let items: [JSONValue]
  let codingPath: [any CodingKey]
  let userInfo: [CodingUserInfoKey: Any]
  private(set) var currentIndex = 0

  init(items: [JSONValue], codingPath: [any CodingKey], userInfo: [CodingUserInfoKey: Any]) {
    self.items = items
    self.codingPath = codingPath
    self.userInfo = userInfo
  }

  var count: Int? { items.count }
  var isAtEnd: Bool { currentIndex >= items.count }

  mutating func decodeNil() throws -> Bool {
    guard try element(Never?.self).value == .null else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
    let value = try element(type).decodeValue(type)
    currentIndex += 1
    return value
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    let container = try element([String: Any].self).container(keyedBy: type)
    currentIndex += 1
    return container
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    let container = try element([Any].self).unkeyedContainer()
    currentIndex += 1
    return container
  }

  mutating func superDecoder() throws -> any Decoder {
    let decoder = try element(Any.self)
    currentIndex += 1
    return decoder
  }

  private func element(_ type: Any.Type) throws -> TreeDecoder {
    let key = TreeKey(intValue: currentIndex)
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(
        type, .init(codingPath: codingPath + [key], debugDescription: "Unkeyed container is at end."))
    }
    return TreeDecoder(value: items[currentIndex], codingPath: codingPath + [key], userInfo: userInfo)
  }
}
