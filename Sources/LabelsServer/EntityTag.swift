import Foundation
import LabelsCore

/// The entity tag of a body: its FNV-1a 64-bit hash, quoted in 16 lowercase hex digits as HTTP writes
/// a strong tag (`"cbf29ce484222325"` for no bytes), or unquoted in base64 as Firebase writes its own.
/// The same bytes always give the same tag, and a changed document a different one but with a chance
/// of one in 2^64.
package enum EntityTag {
  /// The quoted tag of `bytes`.
  package static func of(_ bytes: [UInt8]) -> String {
    let hex = String(fnv1a64(bytes), radix: 16)
    return "\"" + String(repeating: "0", count: 16 - hex.count) + hex + "\""
  }

  /// The opaque tag of `bytes` as Firebase writes its own, unquoted: the base64 of the FNV-1a hash's 8
  /// bytes, such as `y/Kc5IQiIyU=` for no bytes.
  package static func opaque(_ bytes: [UInt8]) -> String {
    let hash = fnv1a64(bytes)
    return Data((0..<8).map { UInt8(truncatingIfNeeded: hash >> (56 - 8 * $0)) }).base64EncodedString()
  }

  /// FNV-1a, 64 bits: from the offset basis, each byte XORed in, then multiplied by the FNV prime.
  package static func fnv1a64(_ bytes: [UInt8]) -> UInt64 {
    FNV1a.hash64(bytes)
  }

  /// Whether an `If-None-Match` field value names `tag`: `*`, or a comma-separated list holding it,
  /// weak (`W/"..."`) or strong, as the weak comparison a conditional `GET` uses.
  package static func matches(_ field: String, _ tag: String) -> Bool {
    field.split(separator: ",").contains { candidate in
      let trimmed = candidate.trimmingCharacters(in: .whitespaces)
      return trimmed == "*" || trimmed == tag || trimmed == "W/" + tag
    }
  }
}
