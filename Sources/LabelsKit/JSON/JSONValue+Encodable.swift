import LabelsCore

extension JSONValue {
  /// The JSON document a value encodes to: what `JSONEncoder` with its default settings prints, read
  /// back, but built directly without the text in between.
  /// - Throws: `EncodingError` when the value cannot be encoded.
  public init(encoding value: some Encodable) throws {
    self = try JSONValueEncoder.encode(value)
  }
}
