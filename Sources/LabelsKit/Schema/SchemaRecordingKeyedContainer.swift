import LabelsCore

/// The keyed container of ``SchemaRecordingDecoder``: every `decode` records a required member, every
/// `decodeIfPresent` an optional one; asking for `allKeys` makes the object a dictionary.
struct SchemaRecordingKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let node: RecordedSchema
  let codingPath: [any CodingKey]

  /// One placeholder key, so that a dictionary decodes (and so records) one value.
  var allKeys: [Key] {
    node.markAsDictionary()
    return Key(stringValue: "0").map { [$0] } ?? []
  }

  func contains(_ key: Key) -> Bool { true }
  func decodeNil(forKey key: Key) throws -> Bool { false }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try value(type, key, required: true) }
  func decode(_ type: String.Type, forKey key: Key) throws -> String { try value(type, key, required: true) }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try value(type, key, required: true) }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try value(type, key, required: true) }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try value(type, key, required: true) }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try value(type, key, required: true) }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try value(type, key, required: true) }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try value(type, key, required: true) }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try value(type, key, required: true) }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try value(type, key, required: true) }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try value(type, key, required: true) }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try value(type, key, required: true) }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try value(type, key, required: true) }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try value(type, key, required: true) }
  func decode<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value {
    try value(type, key, required: true)
  }

  func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try value(type, key) }
  func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try value(type, key) }
  func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try value(type, key) }
  func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try value(type, key) }
  func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try value(type, key) }
  func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try value(type, key) }
  func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try value(type, key) }
  func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try value(type, key) }
  func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try value(type, key) }
  func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try value(type, key) }
  func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try value(type, key) }
  func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try value(type, key) }
  func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try value(type, key) }
  func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try value(type, key) }
  func decodeIfPresent<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value? {
    try value(type, key)
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try decoder(for: key).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try decoder(for: key).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    SchemaRecordingDecoder(node: node.member("super", required: true), codingPath: codingPath)
  }

  func superDecoder(forKey key: Key) throws -> any Decoder { decoder(for: key) }

  private func decoder(for key: Key) -> SchemaRecordingDecoder {
    SchemaRecordingDecoder(node: member(key, required: true), codingPath: codingPath + [key])
  }

  private func value<Value: Decodable>(_ type: Value.Type, _ key: Key, required: Bool = false) throws -> Value
  {
    try SchemaRecordingDecoder.decode(
      type, into: member(key, required: required), codingPath: codingPath + [key])
  }

  /// The place of `key`'s member, noting the Swift name of its property when the key knows it.
  private func member(_ key: Key, required: Bool) -> RecordedSchema {
    node.member(
      key.stringValue, property: (key as? any PropertyCodingKey)?.propertyName ?? key.stringValue,
      required: required)
  }
}
