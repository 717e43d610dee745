import Foundation
import LabelsCore

extension JSONValue {
  /// Encodes a value with `JSONEncoder` and reads it back strictly, or returns `nil` when it cannot be
  /// encoded.
  init?(encoding value: some Encodable) {
    guard let data = try? JSONEncoder().encode(value),
      let read = try? StrictJSONReader.read([UInt8](data))
    else {
      return nil
    }
    self = read
  }

  /// The document as UTF-8 JSON for `JSONDecoder`.
  var data: Data {
    Data(CanonicalJSONWriter.bytes(self))
  }

  /// The node at `pointer`, or `nil` when there is none.
  subscript(pointer: JSONPointer) -> JSONValue? {
    pointer.value(in: self)
  }

  /// Puts `value` at `pointer`, or removes what is there when `value` is `nil`; the parent must be a
  /// group, which is all the loader needs: it replaces lists whole.
  mutating func replace(at pointer: JSONPointer, with value: JSONValue?) {
    replace(at: pointer.tokens[...], with: value)
  }

  private mutating func replace(at tokens: ArraySlice<String>, with value: JSONValue?) {
    guard let token = tokens.first else {
      self = value ?? .null
      return
    }
    guard case .group(var members) = labelNode else { return }
    if tokens.count == 1 {
      members[token] = value
    } else {
      members[token]?.replace(at: tokens.dropFirst(), with: value)
    }
    self = .object(members)
  }

  /// The pointers of the leaves below `pointer`: labels and other values, lists (taken whole) and empty
  /// groups.
  func leaves(at pointer: JSONPointer = .root) -> [JSONPointer] {
    guard case .group(let members) = labelNode, !members.isEmpty else { return [pointer] }
    return members.flatMap { $0.value.leaves(at: pointer.appending($0.key)) }
  }
}
