/// The JSON Schema (draft 2020-12) of a labels type, in the small subset the type's shape needs:
/// strings, integers, numbers, booleans, arrays of one item schema, closed objects with their required
/// members, and dictionaries of one value schema.
package indirect enum JSONSchema: Equatable, Sendable {
  /// `{"type": "string"}`.
  case string
  /// `{"type": "integer"}`: any `Int` or `UInt` width.
  case integer
  /// `{"type": "number"}`: `Double`, `Float` or `Decimal`.
  case number
  /// `{"type": "boolean"}`.
  case boolean
  /// An array whose every element matches `items`.
  case array(items: JSONSchema)
  /// An object with exactly these members (`additionalProperties: false`), of which `required` must be
  /// present; the others are optional.
  case object(properties: [String: JSONSchema], required: Set<String>)
  /// An object with any member names, whose every value matches `values`: a dictionary.
  case dictionary(values: JSONSchema)

  /// The schema of a `Decodable` type, derived from what its `init(from:)` asks of a decoder rather
  /// than from any value, so a label decoded with `decodeIfPresent` is optional even when every value
  /// leaves it out. Arrays are described by decoding one element, dictionaries by decoding one value.
  /// - Throws: ``SchemaError`` when the type asks for two shapes at one place, asks for nothing,
  ///   refers to itself, or refuses the placeholder values the recorder hands it (such as an enum
  ///   decoded from a string).
  package init<Labels: Decodable>(describing type: Labels.Type) throws(SchemaError) {
    self = try RecordedSchema.recording(Labels.self).schema()
  }
}
