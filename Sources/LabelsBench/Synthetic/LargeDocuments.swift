import LabelsCore
import LabelsKit

/// The large inputs of the memory benchmark, generated from a seed: the same sizes give the same bytes.
enum LargeDocuments {
  /// One flat object of `count` labels, `{"k0000001": "label text", ...}`, in the canonical form.
  static func flatObject(count: Int) -> [UInt8] {
    var texts = SyntheticTexts(locale: "en")
    var members: [String: JSONValue] = [:]
    members.reserveCapacity(count)
    for index in 1...count {
      let digits = String(index)
      members["k" + String(repeating: "0", count: max(0, 7 - digits.count)) + digits] = .string(texts.next())
    }
    return CanonicalJSONWriter.bytes(.object(members))
  }

  /// A document of `count` labels in sections, groups and panels, as ``SyntheticCatalog`` writes them.
  static func labels(count: Int) -> [UInt8] {
    CanonicalJSONWriter.bytes(SyntheticCatalog(labelCount: count).document(locale: "en"))
  }

  /// One array of `count` numbers from 0 to 99, minified (`[7,42,0,...]`) as an API might send it.
  static func numberArray(count: Int) -> [UInt8] {
    var generator = SeededGenerator(seed: 12)
    var bytes: [UInt8] = [UInt8(ascii: "[")]
    bytes.reserveCapacity(count * 3 + 2)
    for index in 0..<count {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      let number = Int.random(in: 0..<100, using: &generator)
      if number >= 10 { bytes.append(UInt8(ascii: "0") + UInt8(number / 10)) }
      bytes.append(UInt8(ascii: "0") + UInt8(number % 10))
    }
    bytes.append(UInt8(ascii: "]"))
    bytes.append(UInt8(ascii: "\n"))
    return bytes
  }
}
