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

  fileprivate static func encodeValue<T: Encodable>(_ value: T, codingPath: [any CodingKey]) throws
    -> JSONValue
  {
    // Exact type comparisons: a failed dynamic cast looks up protocol conformances, once per value.
    if T.self == String.self { return .string(value as! String) }
    if T.self == Bool.self { return .bool(value as! Bool) }
    if foundationLeaves.contains(ObjectIdentifier(T.self)) {
      return try viaFoundation(value, codingPath: codingPath)
    }
    let encoder = TreeEncoder(codingPath: codingPath)
    try value.encode(to: encoder)
    guard let result = encoder.storage.value else {
      throw EncodingError.invalidValue(
        value,
        EncodingError.Context(
          codingPath: codingPath, debugDescription: "Top-level \(T.self) did not encode any values."))
    }
    return result
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

/// Where one encoder, or one nested container, puts what it encodes.
///
/// Object members are collected in order and put in a dictionary of the right size at the end, which
/// hashes every key once instead of again at each growth.
private final class Storage {
  enum Kind {
    case empty, value, object, array
  }

  private(set) var kind = Kind.empty
  private var single = JSONValue.null
  private var members: [(key: String, value: JSONValue)] = []
  private var children: [(key: String, storage: Storage)] = []
  private(set) var elements: [Storage] = []

  /// The encoded value; `nil` when nothing was encoded.
  var value: JSONValue? {
    switch kind {
    case .empty: return nil
    case .value: return single
    case .array: return .array(elements.map { $0.value ?? .object([:]) })
    case .object:
      var object = [String: JSONValue](minimumCapacity: members.count + children.count)
      for member in members { object[member.key] = member.value }
      for child in children { object[child.key] = child.storage.value ?? .object([:]) }
      return .object(object)
    }
  }

  func setValue(_ value: JSONValue) {
    kind = .value
    single = value
  }

  func set(_ key: String, _ value: JSONValue) {
    makeObject()
    members.append((key, value))
  }

  func child(_ key: String) -> Storage {
    makeObject()
    let storage = Storage()
    children.append((key, storage))
    return storage
  }

  func makeObject() {
    if kind != .object {
      kind = .object
      members.reserveCapacity(20)
    }
  }

  func append() -> Storage {
    makeArray()
    let storage = Storage()
    elements.append(storage)
    return storage
  }

  func makeArray() {
    kind = .array
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
  var count: Int { storage.elements.count }

  private func next(_ value: JSONValue) {
    storage.append().setValue(value)
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

  mutating func encodeNil() throws { storage.setValue(.null) }
  mutating func encode(_ value: Bool) throws { storage.setValue(.bool(value)) }
  mutating func encode(_ value: String) throws { storage.setValue(.string(value)) }
  mutating func encode(_ value: Int) throws { storage.setValue(.number(String(value))) }
  mutating func encode(_ value: Int8) throws { storage.setValue(.number(String(value))) }
  mutating func encode(_ value: Int16) throws { storage.setValue(.number(String(value))) }
  mutating func encode(_ value: Int32) throws { storage.setValue(.number(String(value))) }
  mutating func encode(_ value: Int64) throws { storage.setValue(.number(String(value))) }
  mutating func encode(_ value: UInt) throws { storage.setValue(.number(String(value))) }
  mutating func encode(_ value: UInt8) throws { storage.setValue(.number(String(value))) }
  mutating func encode(_ value: UInt16) throws { storage.setValue(.number(String(value))) }
  mutating func encode(_ value: UInt32) throws { storage.setValue(.number(String(value))) }
  mutating func encode(_ value: UInt64) throws { storage.setValue(.number(String(value))) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    storage.setValue(try JSONValueEncoder.encodeValue(value, codingPath: codingPath))
  }
}
