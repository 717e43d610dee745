/// Reads the members of one label struct in its hand-written `init(from:)`, one line per property:
///
///     welcome = try labels.decode("welcome")
///
/// A missing member or a member of the wrong type throws, exactly as a synthesised `init(from:)` does.
public struct LabelDecoder {
  private let container: KeyedDecodingContainer<LabelKey>

  /// Opens the object the decoder holds.
  /// - Throws: `DecodingError` when the value is not an object.
  public init(_ decoder: any Decoder) throws {
    container = try decoder.container(keyedBy: LabelKey.self)
  }

  /// The member with a name.
  /// - Throws: `DecodingError` when the member is missing or of another type.
  public func decode<Value: Decodable>(_ name: String) throws -> Value {
    try container.decode(Value.self, forKey: LabelKey(name))
  }

  /// The member with a name, or `nil` when it is missing or `null`.
  /// - Throws: `DecodingError` when the member is of another type.
  public func decodeIfPresent<Value: Decodable>(_ name: String) throws -> Value? {
    try container.decodeIfPresent(Value.self, forKey: LabelKey(name))
  }
}
