import Foundation
import LabelsCore

extension JSONValue {
  /// Encodes a value with `JSONEncoder`, whose `userInfo` is `userInfo`, and reads it back strictly, or
  /// returns `nil` when it cannot be encoded.
  init?(encoding value: some Encodable, userInfo: [CodingUserInfoKey: any Sendable] = [:]) {
    let encoder = JSONEncoder()
    encoder.userInfo = userInfo
    guard let data = try? encoder.encode(value),
      let read = try? StrictJSONReader.read([UInt8](data))
    else {
      return nil
    }
    self = read
  }

  /// The node at `pointer`, or `nil` when there is none.
  subscript(pointer: JSONPointer) -> JSONValue? {
    pointer.value(in: self)
  }

  /// Puts `value` as the member at `tokens`, or removes the member when `value` is `nil`. Every token
  /// but the last names a member of an object, which is all the merge needs: it takes lists whole.
  mutating func replaceMember(at tokens: ArraySlice<String>, with value: JSONValue?) {
    guard let token = tokens.first else {
      self = value ?? .null
      return
    }
    guard case .object(var members) = self else { return }
    self = .null  // so that the members are uniquely referenced while they change
    if tokens.count == 1 {
      members[token] = value
    } else {
      members[token]?.replaceMember(at: tokens.dropFirst(), with: value)
    }
    self = .object(members)
  }
}
