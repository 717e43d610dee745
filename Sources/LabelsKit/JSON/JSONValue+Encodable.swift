import Foundation

extension JSONValue {
  /// The JSON document a value encodes to with `JSONEncoder`, read back through the strict reader.
  /// - Throws: `EncodingError` when the value cannot be encoded.
  public init(encoding value: some Encodable) throws {
    let data = try JSONEncoder().encode(value)
    self = try StrictJSONReader.read([UInt8](data))
  }
}
