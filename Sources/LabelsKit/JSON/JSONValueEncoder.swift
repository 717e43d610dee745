import Foundation

/// Encodes an `Encodable` value straight into a ``JSONValue``, giving what `JSONEncoder` with its default
/// settings would print, read back, without printing and parsing the text in between.
///
/// Strings, booleans, integers, `nil` and containers are built directly. Every other leaf that
/// `JSONEncoder` treats specially (floating-point numbers, `Date`, `Data`, `URL`, `Decimal`) is handed to
/// `JSONEncoder` itself and its output read back, so their text stays exactly `JSONEncoder`'s.
struct JSONValueEncoder {
  /// Encodes a value.
  /// - Throws: `EncodingError` when the value throws, encodes nothing, or encodes an invalid number.
  static func encode(_ value: some Encodable) throws -> JSONValue {
    try encodeValue(value, codingPath: [])
  }

  fileprivate static func encodeValue(_ value: some Encodable, codingPath: [any CodingKey]) throws
    -> JSONValue
  {
    switch value {
    case let text as String: return .string(text)
    case let flag as Bool: return .bool(flag)
    case is Double, is Float, is Date, is Data, is URL, is Decimal:
      return try viaFoundation(value, codingPath: codingPath)
    default:
      let encoder = TreeEncoder(codingPath: codingPath)
      try value.encode(to: encoder)
      guard let result = encoder.storage.value else {
        throw EncodingError.invalidValue(
          value,
          EncodingError.Context(
            codingPath: codingPath,
            debugDescription: "Top-level \(type(of: value)) did not encode any values."))
      }
      return result
    }
  }

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

/// Where one encoder, or one nested container, puts what it encodes.
private final class Storage {
  enum Content {
    case empty
    case value(JSONValue)
    case object([String: JSONValue], deferred: [String: Storage])
    case array([Storage])
  }

  var content = Content.empty

  /// The encoded value; `nil` when nothing was encoded.
  var value: JSONValue? {
    switch content {
    case .empty: return nil
    case .value(let value): return value
    case .object(let members, let deferred):
      guard !deferred.isEmpty else { return .object(members) }
      var merged = members
      for (key, storage) in deferred { merged[key] = storage.value ?? .object([:]) }
      return .object(merged)
    case .array(let elements): return .array(elements.map { $0.value ?? .object([:]) })
    }
  }

  func set(_ key: String, _ value: JSONValue) {
    guard case .object(var members, let deferred) = content else {
      content = .object([key: value], deferred: [:])
      return
    }
    content = .empty
    members[key] = value
    content = .object(members, deferred: deferred)
  }

  func child(_ key: String) -> Storage {
    let storage = Storage()
    guard case .object(let members, var deferred) = content else {
      content = .object([:], deferred: [key: storage])
      return storage
    }
    content = .empty
    deferred[key] = storage
    content = .object(members, deferred: deferred)
    return storage
  }

  func makeObject() {
    if case .object = content { return }
    content = .object([:], deferred: [:])
  }

  func append() -> Storage {
    let storage = Storage()
    guard case .array(var elements) = content else {
      content = .array([storage])
      return storage
    }
    content = .empty
    elements.append(storage)
    content = .array(elements)
    return storage
  }

  func makeArray() {
    if case .array = content { return }
    content = .array([])
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
  var userInfo: [CodingUserInfoKey: Any] { [:] }
  let storage: Storage

  init(codingPath: [any CodingKey], storage: Storage = Storage()) {
    self.codingPath = codingPath
    self.storage = storage
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    storage.makeObject()
    return KeyedEncodingContainer(ObjectContainer<Key>(storage: storage, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    storage.makeArray()
    return ArrayContainer(storage: storage, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleContainer(storage: storage, codingPath: codingPath)
  }
}

private struct ObjectContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let storage: Storage
  let codingPath: [any CodingKey]

  mutating func encodeNil(forKey key: Key) throws { storage.set(key.stringValue, .null) }
  mutating func encode(_ value: Bool, forKey key: Key) throws { storage.set(key.stringValue, .bool(value)) }
  mutating func encode(_ value: String, forKey key: Key) throws {
    storage.set(key.stringValue, .string(value))
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
    storage.set(key.stringValue, try JSONValueEncoder.encodeValue(value, codingPath: codingPath + [key]))
  }

  private func integer(_ value: some BinaryInteger, _ key: Key) {
    storage.set(key.stringValue, .number(String(value)))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
    -> KeyedEncodingContainer<NestedKey>
  {
    let nested = storage.child(key.stringValue)
    nested.makeObject()
    return KeyedEncodingContainer(ObjectContainer<NestedKey>(storage: nested, codingPath: codingPath + [key]))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let nested = storage.child(key.stringValue)
    nested.makeArray()
    return ArrayContainer(storage: nested, codingPath: codingPath + [key])
  }

  mutating func superEncoder() -> any Encoder {
    TreeEncoder(codingPath: codingPath + [SuperKey()], storage: storage.child("super"))
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    TreeEncoder(codingPath: codingPath + [key], storage: storage.child(key.stringValue))
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
  let storage: Storage
  let codingPath: [any CodingKey]
  var count: Int {
    if case .array(let elements) = storage.content { elements.count } else { 0 }
  }

  private func next(_ value: JSONValue) {
    storage.append().content = .value(value)
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
    next(try JSONValueEncoder.encodeValue(value, codingPath: codingPath + [IndexKey(count)]))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    let path = codingPath + [IndexKey(count)]
    let nested = storage.append()
    nested.makeObject()
    return KeyedEncodingContainer(ObjectContainer<NestedKey>(storage: nested, codingPath: path))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let path = codingPath + [IndexKey(count)]
    let nested = storage.append()
    nested.makeArray()
    return ArrayContainer(storage: nested, codingPath: path)
  }

  mutating func superEncoder() -> any Encoder {
    TreeEncoder(codingPath: codingPath + [IndexKey(count)], storage: storage.append())
  }
}

private struct SingleContainer: SingleValueEncodingContainer {
  let storage: Storage
  let codingPath: [any CodingKey]

  mutating func encodeNil() throws { storage.content = .value(.null) }
  mutating func encode(_ value: Bool) throws { storage.content = .value(.bool(value)) }
  mutating func encode(_ value: String) throws { storage.content = .value(.string(value)) }
  mutating func encode(_ value: Int) throws { storage.content = .value(.number(String(value))) }
  mutating func encode(_ value: Int8) throws { storage.content = .value(.number(String(value))) }
  mutating func encode(_ value: Int16) throws { storage.content = .value(.number(String(value))) }
  mutating func encode(_ value: Int32) throws { storage.content = .value(.number(String(value))) }
  mutating func encode(_ value: Int64) throws { storage.content = .value(.number(String(value))) }
  mutating func encode(_ value: UInt) throws { storage.content = .value(.number(String(value))) }
  mutating func encode(_ value: UInt8) throws { storage.content = .value(.number(String(value))) }
  mutating func encode(_ value: UInt16) throws { storage.content = .value(.number(String(value))) }
  mutating func encode(_ value: UInt32) throws { storage.content = .value(.number(String(value))) }
  mutating func encode(_ value: UInt64) throws { storage.content = .value(.number(String(value))) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    storage.content = .value(try JSONValueEncoder.encodeValue(value, codingPath: codingPath))
  }
}
