import Foundation
import LabelsCore

/// The Foundation object tree a Firebase SDK snapshot holds (`DataSnapshot.value`), read as the strict
/// JSON reader reads bytes: objects with string keys, arrays, strings, numbers, booleans and `null`,
/// nested no deeper than ``StrictJSONReader``'s limit. Anything else makes the whole value unreadable.
enum SnapshotValue {
  /// The document the value holds, or `nil` when any part of it is not JSON.
  static func document(_ value: Any) -> JSONValue? {
    convert(value, depth: 0)
  }

  private static func convert(_ value: Any, depth: Int) -> JSONValue? {
    guard depth <= StrictJSONReader.maximumDepth else { return nil }
    switch value {
    case is NSNull:
      return .null
    case let text as String:
      return .string(text)
    case let members as [String: Any]:
      var object: [String: JSONValue] = [:]
      for (key, member) in members {
        guard let converted = convert(member, depth: depth + 1) else { return nil }
        object[key] = converted
      }
      return .object(object)
    case let elements as [Any]:
      var array: [JSONValue] = []
      array.reserveCapacity(elements.count)
      for element in elements {
        guard let converted = convert(element, depth: depth + 1) else { return nil }
        array.append(converted)
      }
      return .array(array)
    case let flag as Bool where isBoolean(value):
      return .bool(flag)
    case let number as NSNumber:
      return number.doubleValue.isFinite ? .number(number.stringValue) : nil
    default:
      return nil
    }
  }

  /// Whether a value is a boolean rather than a number that bridges to one (`1` is `true` to `as? Bool`).
  private static func isBoolean(_ value: Any) -> Bool {
    if type(of: value) == Bool.self { return true }
    guard let number = value as? NSNumber else { return false }
    #if canImport(Darwin)
      return CFGetTypeID(number) == CFBooleanGetTypeID()
    #else
      return String(cString: number.objCType) == "c"
    #endif
  }
}
