import LabelsCore

extension JSONValue {
  /// The value as one line of JSON, keys sorted as the canonical form sorts them: `{"a": 1, "b": [true]}`.
  package var compactText: String {
    switch self {
    case .null, .bool, .number, .string:
      return String(decoding: CanonicalJSONWriter.bytes(self).dropLast(), as: UTF8.self)
    case .array(let elements):
      return "[" + elements.map(\.compactText).joined(separator: ", ") + "]"
    case .object(let members):
      let pairs = members.keys.sorted(by: CanonicalJSONWriter.keyPrecedes).map { key in
        JSONValue.string(key).compactText + ": " + (members[key]?.compactText ?? "null")
      }
      return "{" + pairs.joined(separator: ", ") + "}"
    }
  }

  /// The most characters ``shortenedText`` keeps.
  static let shortenedLength = 60

  /// ``compactText`` cut to ``shortenedLength`` characters, ending in `…` when cut, for reports
  /// people read.
  var shortenedText: String {
    let text = compactText
    // No more bytes than the limit means no more characters either, without counting them.
    guard text.utf8.count > Self.shortenedLength, text.count > Self.shortenedLength else { return text }
    return text.prefix(Self.shortenedLength - 1) + "…"
  }
}
