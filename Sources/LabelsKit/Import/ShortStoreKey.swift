import LabelsCore

/// The JSON key of an imported label whose key would make its path in the store too long: a key of a
/// String Catalog can be a whole paragraph, and Firebase refuses a path over
/// ``FirebaseLimits/maximumPathBytes``.
///
/// A label's path is `/<environment>/v<major>/<locale>/labels` and then its path in the document, which
/// may take ``FirebaseLimits/maximumDocumentPathBytes``. A store key (``FirebaseKey/storeKey(_:)``) too
/// long for the bytes its path leaves is cut to a readable prefix, never inside a `%XX` escape nor a
/// character, followed by ``marker`` and 16 lowercase hex digits of the FNV-1a hash of the whole source
/// key's UTF-8. The marker is the escape of `~`, a character the store accepts, so no store key holds
/// it: a shortened key never equals the store key of another key, and two long keys with the same prefix
/// differ in their hash. The result depends only on the key and the bytes allowed, so every import of the same
/// catalog gives the same key.
enum ShortStoreKey {
  /// What comes between a shortened key's prefix and its hash.
  static let marker = "%7E"
  /// The bytes of the marker and the hash: the shortest a shortened key is.
  static let suffixBytes = marker.utf8.count + 16

  /// `storeKey` when it takes at most `limit` UTF-8 bytes, else its longest prefix that leaves room for
  /// the marker and the hash of `sourceKey` within `limit` (the empty prefix when `limit` is below
  /// ``suffixBytes``), followed by them.
  static func key(_ storeKey: String, sourceKey: String, limit: Int) -> String {
    guard storeKey.utf8.count > limit else { return storeKey }
    let room = limit - suffixBytes
    let scalars = storeKey.unicodeScalars
    var cut = scalars.startIndex
    var index = scalars.startIndex
    var bytes = 0
    while index < scalars.endIndex {
      // An escape (`%` and two hex digits) is three scalars that stay together.
      let isEscape =
        scalars[index] == "%" && scalars.distance(from: index, to: scalars.endIndex) >= 3
        && scalars[scalars.index(after: index)...].prefix(2).allSatisfy(\.properties.isASCIIHexDigit)
      let end = scalars.index(index, offsetBy: isEscape ? 3 : 1)
      bytes += scalars[index..<end].reduce(0) { $0 + UTF8.width($1) }
      guard bytes <= room else { break }
      index = end
      // Only where a character ends, so no combining mark loses its base.
      if index.samePosition(in: storeKey) != nil { cut = index }
    }
    let prefix = String(scalars[..<cut])
    let hash = String(FNV1a.hash64(sourceKey.utf8), radix: 16)
    return prefix + marker + String(repeating: "0", count: 16 - hash.count) + hash
  }
}
