import Foundation
import LabelsCore

extension JSONValue {
  /// The JSON document a value encodes to: what `JSONEncoder` with its default settings and `userInfo`
  /// prints, read back, but built directly without the text in between.
  /// - Throws: `EncodingError` when the value cannot be encoded.
  package init(encoding value: some Encodable, userInfo: [CodingUserInfoKey: any Sendable] = [:]) throws {
    self = try JSONValueEncoder.encode(value, userInfo: userInfo)
  }
}
