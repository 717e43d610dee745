import LabelsCore
import Testing

@testable import LabelsKit

/// The JSON key import gives a label whose path in the store would be too long: a prefix cut between
/// escapes and characters, `%7E` and the FNV-1a hash of the whole source key.
@Suite struct ShortStoreKeyTests {
  @Test func aKeyThatFitsIsKeptAsItIs() {
    #expect(ShortStoreKey.key("Sign in%2E", sourceKey: "Sign in.", limit: 10) == "Sign in%2E")
  }

  @Test func theCutNeverFallsInsideAnEscape() {
    let source = "ab.cdefghijklmnopqrstuvwxyz"
    let storeKey = FirebaseKey.storeKey(source)
    // Room for 4 bytes before the suffix: `ab` and then `%2E`, which would take 5.
    let limit = ShortStoreKey.suffixBytes + 4
    #expect(ShortStoreKey.key(storeKey, sourceKey: source, limit: limit) == "ab%7E3c8eabc329ea66ac")
    #expect(ShortStoreKey.key(storeKey, sourceKey: source, limit: limit + 1) == "ab%2E%7E3c8eabc329ea66ac")
  }

  @Test func theCutNeverFallsInsideACharacter() {
    // `é` is two bytes in UTF-8: one fits in 3 bytes, two do not.
    let accents = String(repeating: "é", count: 20)
    #expect(
      ShortStoreKey.key(accents, sourceKey: accents, limit: ShortStoreKey.suffixBytes + 3)
        == "é%7E9b8b0c26381232f5")
    // `e` and a combining acute accent are one character: the `e` alone is not taken.
    let combined = String(repeating: "e\u{301}", count: 10)
    #expect(
      ShortStoreKey.key(combined, sourceKey: combined, limit: ShortStoreKey.suffixBytes + 2)
        == "%7E1bdb9a178f593e85")
  }

  @Test func twoKeysWithTheSamePrefixStayDistinct() {
    let limit = ShortStoreKey.suffixBytes + 14
    let agree = "Read the terms. Then agree to all of them."
    let disagree = "Read the terms. Then disagree with all of them."
    #expect(
      ShortStoreKey.key(FirebaseKey.storeKey(agree), sourceKey: agree, limit: limit)
        == "Read the terms%7E45deec6319daa073")
    #expect(
      ShortStoreKey.key(FirebaseKey.storeKey(disagree), sourceKey: disagree, limit: limit)
        == "Read the terms%7E64c21ae73c122e04")
  }

  @Test func theKeyIsStableAndWithinItsLimit() {
    let source = String(repeating: "• [Nuke](https://github.com/kean/Nuke)\n\n", count: 40)
    let storeKey = FirebaseKey.storeKey(source)
    let limit = FirebaseLimits.maximumDocumentPathBytes - "/part3/".utf8.count
    let short = ShortStoreKey.key(storeKey, sourceKey: source, limit: limit)
    #expect(short.utf8.count <= limit && short.utf8.count > limit - 3)
    #expect(short.hasSuffix("%7E" + String(String(FNV1a.hash64(source.utf8), radix: 16))))
    #expect(ShortStoreKey.key(storeKey, sourceKey: source, limit: limit) == short, "the same every time")
    #expect(ShortStoreKey.key(short, sourceKey: source, limit: limit) == short, "a short key stays")
    #expect(FirebaseKey.problem(short) == nil)
    #expect(FirebaseLimits.maximumDocumentPathBytes == 704)
  }
}
