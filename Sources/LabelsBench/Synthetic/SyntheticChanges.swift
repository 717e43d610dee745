import LabelsCore
import LabelsKit

/// A new version of a document with a given share of its labels removed, added and changed.
struct SyntheticChanges {
  /// The share of labels removed, the same share added and the same share changed (0.01 is 1 %).
  let fraction: Double
  /// The seed of the choice of labels.
  let seed: UInt64

  /// The changed document: walks the labels in key order and rolls for each one.
  func apply(to document: JSONValue) -> JSONValue {
    var generator = SeededGenerator(seed: seed)
    return change(document, using: &generator)
  }

  private func change(_ value: JSONValue, using generator: inout SeededGenerator) -> JSONValue {
    guard case .object(let members) = value else { return value }
    var result: [String: JSONValue] = [:]
    for name in members.keys.sorted(by: CanonicalJSONWriter.keyPrecedes) {
      guard let member = members[name] else { continue }
      guard case .string(let text) = member else {
        result[name] = change(member, using: &generator)
        continue
      }
      let roll = Double.random(in: 0..<1, using: &generator)
      switch roll {
      case ..<fraction:
        continue
      case ..<(2 * fraction):
        result[name] = .string(text + " (edited)")
      case ..<(3 * fraction):
        result[name] = member
        result[name + "Added"] = .string("New: " + text)
      default:
        result[name] = member
      }
    }
    return .object(result)
  }
}
