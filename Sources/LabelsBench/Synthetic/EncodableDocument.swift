import LabelsKit

/// A generated document as an `Encodable` schema value, so export encodes it the way it encodes `Labels`.
///
/// Objects go through keyed containers and strings through `encode(_:forKey:)`, as synthesised
/// conformances of nested structs of `String` properties do.
struct EncodableDocument: Encodable, Sendable {
  /// The document to encode.
  let value: JSONValue

  private struct Key: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(stringValue: String) {
      self.stringValue = stringValue
    }

    init?(intValue: Int) {
      nil
    }
  }

  func encode(to encoder: any Encoder) throws {
    switch value {
    case .object(let members):
      var container = encoder.container(keyedBy: Key.self)
      for (name, member) in members {
        if case .string(let text) = member {
          try container.encode(text, forKey: Key(stringValue: name))
        } else {
          try container.encode(EncodableDocument(value: member), forKey: Key(stringValue: name))
        }
      }
    case .string(let text):
      var container = encoder.singleValueContainer()
      try container.encode(text)
    default:
      var container = encoder.singleValueContainer()
      try container.encodeNil()
    }
  }
}
