/// The unkeyed container of ``SchemaRecordingDecoder``: it holds one element, whose schema is the
/// schema of every element.
struct SchemaRecordingUnkeyedContainer: UnkeyedDecodingContainer {
  let node: RecordedSchema
  let codingPath: [any CodingKey]
  private(set) var currentIndex = 0

  init(node: RecordedSchema, codingPath: [any CodingKey]) {
    self.node = node
    self.codingPath = codingPath
  }

  var count: Int? { 1 }
  var isAtEnd: Bool { currentIndex > 0 }

  mutating func decodeNil() throws -> Bool { false }

  mutating func decode(_ type: Bool.Type) throws -> Bool { try element(type) }
  mutating func decode(_ type: String.Type) throws -> String { try element(type) }
  mutating func decode(_ type: Double.Type) throws -> Double { try element(type) }
  mutating func decode(_ type: Float.Type) throws -> Float { try element(type) }
  mutating func decode(_ type: Int.Type) throws -> Int { try element(type) }
  mutating func decode(_ type: Int8.Type) throws -> Int8 { try element(type) }
  mutating func decode(_ type: Int16.Type) throws -> Int16 { try element(type) }
  mutating func decode(_ type: Int32.Type) throws -> Int32 { try element(type) }
  mutating func decode(_ type: Int64.Type) throws -> Int64 { try element(type) }
  mutating func decode(_ type: UInt.Type) throws -> UInt { try element(type) }
  mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try element(type) }
  mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try element(type) }
  mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try element(type) }
  mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try element(type) }
  mutating func decode<Value: Decodable>(_ type: Value.Type) throws -> Value { try element(type) }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try nextDecoder().container(keyedBy: type)
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try nextDecoder().unkeyedContainer()
  }

  mutating func superDecoder() throws -> any Decoder { nextDecoder() }

  private mutating func nextDecoder() -> SchemaRecordingDecoder {
    defer { currentIndex += 1 }
    return SchemaRecordingDecoder(node: node.elementSchema(), codingPath: codingPath + [ElementKey()])
  }

  private mutating func element<Value: Decodable>(_ type: Value.Type) throws -> Value {
    defer { currentIndex += 1 }
    return try SchemaRecordingDecoder.decode(
      type, into: node.elementSchema(), codingPath: codingPath + [ElementKey()])
  }

  /// The coding key of the one element.
  private struct ElementKey: CodingKey {
    var stringValue: String { "0" }
    var intValue: Int? { 0 }
    init() {}
    init?(stringValue: String) { nil }
    init?(intValue: Int) { nil }
  }
}
