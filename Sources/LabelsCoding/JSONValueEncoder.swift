import Foundation
import LabelsCore

/// Encodes an `Encodable` value straight into a ``JSONValue``, giving what `JSONEncoder` with its default
/// settings would print, read back, without printing and parsing the text in between.
///
/// Strings, booleans, integers, `nil` and containers are built directly. Every other leaf that
/// `JSONEncoder` treats specially (floating-point numbers, `Date`, `Data`, `URL`, `Decimal`) is handed to
/// `JSONEncoder` itself and its output read back, so their text stays exactly `JSONEncoder`'s.
package struct JSONValueEncoder {
  /// Encodes a value, handing every encoder `userInfo`.
  /// - Throws: `EncodingError` when the value throws, encodes nothing, or encodes an invalid number.
  package static func encode(
    _ value: some Encodable, userInfo: [CodingUserInfoKey: any Sendable] = [:]
  ) throws -> JSONValue {
    let root = EncodingNode()
    try encodeValue(value, codingPath: [], userInfo: userInfo, into: root)
    return root.value ?? .null
  }

  /// Encodes a value into `node`.
  /// - Throws: `EncodingError` when the value throws or encodes nothing.
  fileprivate static func encodeValue<T: Encodable>(
    _ value: T, codingPath: [any CodingKey], userInfo: [CodingUserInfoKey: Any], into node: EncodingNode
  )
    throws
  {
    // Exact type comparisons: a failed dynamic cast looks up protocol conformances, once per value.
    if T.self == String.self {
      node.setValue(.string(value as! String))
    } else if T.self == Bool.self {
      node.setValue(.bool(value as! Bool))
    } else if foundationLeaves.contains(ObjectIdentifier(T.self)) {
      node.setValue(try viaFoundation(value, codingPath: codingPath))
    } else {
      try value.encode(to: TreeEncoder(codingPath: codingPath, userInfo: userInfo, node: node))
      guard !node.isEmpty else {
        throw EncodingError.invalidValue(
          value,
          EncodingError.Context(
            codingPath: codingPath, debugDescription: "Top-level \(T.self) did not encode any values."))
      }
    }
  }

  /// The leaf types whose text `JSONEncoder` decides.
  private static let foundationLeaves: Set<ObjectIdentifier> = [
    ObjectIdentifier(Double.self), ObjectIdentifier(Float.self), ObjectIdentifier(Date.self),
    ObjectIdentifier(Data.self), ObjectIdentifier(URL.self), ObjectIdentifier(Decimal.self),
  ]

  private static func viaFoundation(_ value: some Encodable, codingPath: [any CodingKey]) throws -> JSONValue
  {
    let data = try JSONEncoder().encode(value)
    do {
      return try StrictJSONReader.read([UInt8](data))
    } catch {
      throw EncodingError.invalidValue(
        value, EncodingError.Context(codingPath: codingPath, debugDescription: "\(error)"))
    }
  }
}

private struct IndexKey: CodingKey {
  let intValue: Int?
  var stringValue: String { "Index \(intValue ?? 0)" }

  init(_ index: Int) {
    intValue = index
  }

  init?(stringValue: String) {
    nil
  }

  init?(intValue: Int) {
    self.intValue = intValue
  }
}

private final class TreeEncoder: Encoder {
  let codingPath: [any CodingKey]
  let userInfo: [CodingUserInfoKey: Any]
  let node: EncodingNode

  init(codingPath: [any CodingKey], userInfo: [CodingUserInfoKey: Any], node: EncodingNode) {
    self.codingPath = codingPath
    self.userInfo = userInfo
    self.node = node
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    node.makeObject()
    return KeyedEncodingContainer(
      ObjectContainer<Key>(node: node, codingPath: codingPath, userInfo: userInfo))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    node.makeArray()
    return ArrayContainer(node: node, codingPath: codingPath, userInfo: userInfo)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleContainer(node: node, codingPath: codingPath, userInfo: userInfo)
  }
}

private struct ObjectContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let node: EncodingNode
  let codingPath: [any CodingKey]
  let userInfo: [CodingUserInfoKey: Any]

  mutating func encodeNil(forKey key: Key) throws { node.set(key.stringValue, .null) }
  mutating func encode(_ value: Bool, forKey key: Key) throws { node.set(key.stringValue, .bool(value)) }
  mutating func encode(_ value: String, forKey key: Key) throws {
    node.set(key.stringValue, .string(value))
  }
  mutating func encode(_ value: Int, forKey key: Key) throws { integer(value, key) }
  mutating func encode(_ value: Int8, forKey key: Key) throws { integer(value, key) }
  mutating func encode(_ value: Int16, forKey key: Key) throws { integer(value, key) }
  mutating func encode(_ value: Int32, forKey key: Key) throws { integer(value, key) }
  mutating func encode(_ value: Int64, forKey key: Key) throws { integer(value, key) }
  mutating func encode(_ value: UInt, forKey key: Key) throws { integer(value, key) }
  mutating func encode(_ value: UInt8, forKey key: Key) throws { integer(value, key) }
  mutating func encode(_ value: UInt16, forKey key: Key) throws { integer(value, key) }
  mutating func encode(_ value: UInt32, forKey key: Key) throws { integer(value, key) }
  mutating func encode(_ value: UInt64, forKey key: Key) throws { integer(value, key) }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    try JSONValueEncoder.encodeValue(
      value, codingPath: codingPath + [key], userInfo: userInfo, into: node.child(key.stringValue))
  }

  private func integer(_ value: some BinaryInteger, _ key: Key) {
    node.set(key.stringValue, .number(String(value)))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
    -> KeyedEncodingContainer<NestedKey>
  {
    let nested = node.child(key.stringValue)
    nested.makeObject()
    return KeyedEncodingContainer(
      ObjectContainer<NestedKey>(node: nested, codingPath: codingPath + [key], userInfo: userInfo))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let nested = node.child(key.stringValue)
    nested.makeArray()
    return ArrayContainer(node: nested, codingPath: codingPath + [key], userInfo: userInfo)
  }

  mutating func superEncoder() -> any Encoder {
    TreeEncoder(codingPath: codingPath + [SuperKey()], userInfo: userInfo, node: node.child("super"))
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    TreeEncoder(codingPath: codingPath + [key], userInfo: userInfo, node: node.child(key.stringValue))
  }
}

private struct SuperKey: CodingKey {
  var stringValue: String { "super" }
  var intValue: Int? { nil }

  init() {}

  init?(stringValue: String) {
    nil
  }

  init?(intValue: Int) {
    nil
  }
}

private struct ArrayContainer: UnkeyedEncodingContainer {
  let node: EncodingNode
  let codingPath: [any CodingKey]
  let userInfo: [CodingUserInfoKey: Any]
  var count: Int { node.elementCount }

  private func next(_ value: JSONValue) {
    node.append().setValue(value)
  }

  mutating func encodeNil() throws { next(.null) }
  mutating func encode(_ value: Bool) throws { next(.bool(value)) }
  mutating func encode(_ value: String) throws { next(.string(value)) }
  mutating func encode(_ value: Int) throws { next(.number(String(value))) }
  mutating func encode(_ value: Int8) throws { next(.number(String(value))) }
  mutating func encode(_ value: Int16) throws { next(.number(String(value))) }
  mutating func encode(_ value: Int32) throws { next(.number(String(value))) }
  mutating func encode(_ value: Int64) throws { next(.number(String(value))) }
  mutating func encode(_ value: UInt) throws { next(.number(String(value))) }
  mutating func encode(_ value: UInt8) throws { next(.number(String(value))) }
  mutating func encode(_ value: UInt16) throws { next(.number(String(value))) }
  mutating func encode(_ value: UInt32) throws { next(.number(String(value))) }
  mutating func encode(_ value: UInt64) throws { next(.number(String(value))) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    let path = codingPath + [IndexKey(count)]
    try JSONValueEncoder.encodeValue(value, codingPath: path, userInfo: userInfo, into: node.append())
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    let path = codingPath + [IndexKey(count)]
    let nested = node.append()
    nested.makeObject()
    return KeyedEncodingContainer(
      ObjectContainer<NestedKey>(node: nested, codingPath: path, userInfo: userInfo))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let path = codingPath + [IndexKey(count)]
    let nested = node.append()
    nested.makeArray()
    return ArrayContainer(node: nested, codingPath: path, userInfo: userInfo)
  }

  mutating func superEncoder() -> any Encoder {
    TreeEncoder(codingPath: codingPath + [IndexKey(count)], userInfo: userInfo, node: node.append())
  }
}

private struct SingleContainer: SingleValueEncodingContainer {
  let node: EncodingNode
  let codingPath: [any CodingKey]
  let userInfo: [CodingUserInfoKey: Any]

  mutating func encodeNil() throws { node.setValue(.null) }
  mutating func encode(_ value: Bool) throws { node.setValue(.bool(value)) }
  mutating func encode(_ value: String) throws { node.setValue(.string(value)) }
  mutating func encode(_ value: Int) throws { node.setValue(.number(String(value))) }
  mutating func encode(_ value: Int8) throws { node.setValue(.number(String(value))) }
  mutating func encode(_ value: Int16) throws { node.setValue(.number(String(value))) }
  mutating func encode(_ value: Int32) throws { node.setValue(.number(String(value))) }
  mutating func encode(_ value: Int64) throws { node.setValue(.number(String(value))) }
  mutating func encode(_ value: UInt) throws { node.setValue(.number(String(value))) }
  mutating func encode(_ value: UInt8) throws { node.setValue(.number(String(value))) }
  mutating func encode(_ value: UInt16) throws { node.setValue(.number(String(value))) }
  mutating func encode(_ value: UInt32) throws { node.setValue(.number(String(value))) }
  mutating func encode(_ value: UInt64) throws { node.setValue(.number(String(value))) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    try JSONValueEncoder.encodeValue(value, codingPath: codingPath, userInfo: userInfo, into: node)
  }
}
