import Foundation
import LabelsCore

/// A decoder that holds no data: it hands a `Decodable` type placeholder values (`""`, `0`, `false`,
/// one element per array) and records what the type asks for, which is its schema.
///
/// It is its own single-value container: a scalar records its JSON type at the decoder's place.
struct SchemaRecordingDecoder: Decoder, SingleValueDecodingContainer {
  /// The deepest nesting recorded; a deeper type contains itself.
  static let maximumDepth = 64

  /// The place being recorded.
  let node: RecordedSchema
  let codingPath: [any CodingKey]
  /// The place being recorded, as the recorder a typed label reports its arguments to.
  var userInfo: [CodingUserInfoKey: Any] { [.argumentDeclarations: node] }

  /// Decodes a placeholder of `type`, recording its schema at `node`.
  /// - Throws: ``SchemaError``, or the error the type's `init(from:)` throws on a placeholder.
  static func decode<Value: Decodable>(
    _ type: Value.Type, into node: RecordedSchema, codingPath: [any CodingKey] = []
  ) throws -> Value {
    guard node.tokens.count <= maximumDepth else { throw SchemaError.recursiveType(pointer: node.pointer) }
    // Decimal decodes as a keyed container of its parts, but JSONDecoder reads it from a number.
    if let zero = Decimal.zero as? Value {
      try node.record(.scalar(.number))
      return zero
    }
    do {
      return try Value(from: SchemaRecordingDecoder(node: node, codingPath: codingPath))
    } catch let error as SchemaError {
      throw error
    } catch {
      throw SchemaError.undecodable(
        pointer: node.pointer, type: String(describing: Value.self), reason: "\(error)")
    }
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    try node.record(.object)
    return KeyedDecodingContainer(SchemaRecordingKeyedContainer<Key>(node: node, codingPath: codingPath))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try node.record(.array)
    return SchemaRecordingUnkeyedContainer(node: node, codingPath: codingPath)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

  func decodeNil() -> Bool { false }
  func decode(_ type: Bool.Type) throws -> Bool { try scalar(.boolean, false) }
  func decode(_ type: String.Type) throws -> String { try scalar(.string, "") }
  func decode(_ type: Double.Type) throws -> Double { try scalar(.number, 0) }
  func decode(_ type: Float.Type) throws -> Float { try scalar(.number, 0) }
  func decode(_ type: Int.Type) throws -> Int { try scalar(.integer, 0) }
  func decode(_ type: Int8.Type) throws -> Int8 { try scalar(.integer, 0) }
  func decode(_ type: Int16.Type) throws -> Int16 { try scalar(.integer, 0) }
  func decode(_ type: Int32.Type) throws -> Int32 { try scalar(.integer, 0) }
  func decode(_ type: Int64.Type) throws -> Int64 { try scalar(.integer, 0) }
  func decode(_ type: UInt.Type) throws -> UInt { try scalar(.integer, 0) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try scalar(.integer, 0) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try scalar(.integer, 0) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try scalar(.integer, 0) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try scalar(.integer, 0) }

  func decode<Value: Decodable>(_ type: Value.Type) throws -> Value {
    try Self.decode(type, into: node, codingPath: codingPath)
  }

  private func scalar<Value>(_ schema: JSONSchema, _ placeholder: Value) throws -> Value {
    try node.record(.scalar(schema))
    return placeholder
  }
}
