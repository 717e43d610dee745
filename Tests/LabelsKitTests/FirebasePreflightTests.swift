import LabelsCore
import Testing

@testable import LabelsKit

@Suite struct FirebasePreflightTests {
  private let english = try! LocaleIdentifier("en")
  /// `/production/1-0-0/en/labels`: 27 bytes and 4 keys before the document's own keys.
  private let prefix = ["production", "1-0-0", "en", "labels"]

  private func findings(_ document: JSONValue) -> [Finding] {
    FirebasePreflight.findings(for: document, locale: english, at: prefix)
  }

  private func error(_ rule: FindingRule, _ tokens: [String], _ message: String) -> Finding {
    Finding(rule: rule, severity: .error, locale: english, path: JSONPointer(tokens), message: message)
  }

  /// A document with one key of `length` bytes, so that its path takes 27 + 1 + `length` bytes.
  private func document(keyLength length: Int) -> JSONValue {
    .object([String(repeating: "k", count: length): .string("x")])
  }

  /// A document nesting `levels` keys `a`, so that its deepest path has 4 + `levels` keys.
  private func document(levels: Int) -> JSONValue {
    (0..<levels).reduce(JSONValue.string("x")) { inner, _ in .object(["a": inner]) }
  }

  @Test(arguments: [(739, 767), (740, 768)])
  func pathsUpTo768BytesPass(keyLength: Int, pathBytes: Int) {
    #expect(27 + 1 + keyLength == pathBytes)
    #expect(findings(document(keyLength: keyLength)) == [])
  }

  @Test func aPathOf769BytesFailsAtItsNode() {
    let key = String(repeating: "k", count: 741)
    #expect(
      findings(document(keyLength: 741)) == [
        error(
          .firebasePathLength, [key],
          "the full path in Firebase is 769 bytes, over the limit of 768 (the keys in UTF-8 plus one '/' "
            + "each); shorten the keys")
      ])
  }

  @Test func pathBytesCountUTF8NotCharacters() {
    // 370 two-byte letters are 740 bytes: 768 in all. One more letter makes 770.
    #expect(findings(.object([String(repeating: "ж", count: 370): .string("x")])) == [])
    #expect(
      findings(.object([String(repeating: "ж", count: 371): .string("x")])).map(\.message) == [
        "the full path in Firebase is 770 bytes, over the limit of 768 (the keys in UTF-8 plus one '/' each); "
          + "shorten the keys"
      ])
  }

  @Test(arguments: [(27, 31), (28, 32)])
  func pathsUpTo32KeysPass(levels: Int, depth: Int) {
    #expect(prefix.count + levels == depth)
    #expect(findings(document(levels: levels)) == [])
  }

  @Test func aPath33KeysDeepFailsOnceAtItsHighestNode() {
    #expect(
      findings(document(levels: 30)) == [
        error(
          .firebaseDepth, Array(repeating: "a", count: 29),
          "the full path in Firebase is 33 keys deep, over the limit of 32; nest the labels less deeply")
      ])
  }

  @Test func arrayIndexesCountAsKeys() {
    let document = JSONValue.object(["list": .array([document(levels: 27)])])
    #expect(findings(document).map(\.path.description) == ["/list/0" + String(repeating: "/a", count: 27)])
  }

  @Test func aPrefixOverTheLimitIsReportedAtTheDocument() {
    let long = FirebasePreflight.findings(
      for: .object(["a": .string("x")]), locale: english, at: [String(repeating: "e", count: 800)])
    #expect(long.map(\.rule) == [.firebasePathLength])
    #expect(long.map(\.path) == [.root])
  }

  @Test func invalidKeysAreReportedWithTheirPointerAndTheirChildrenStillChecked() {
    let document = JSONValue.object([
      "a/b": .object(["c": .null]), ".priority": .string("x"), "ok": .string("fine"),
      "v.\u{301}": .bool(true),
    ])
    #expect(
      findings(document) == [
        error(
          .firebaseKey, [".priority"],
          "key \".priority\" is reserved by Firebase for its own metadata; rename it"),
        error(.firebaseKey, ["a/b"], "key \"a/b\" contains '/'; Firebase keys cannot contain . $ # [ ] /"),
        error(
          .firebaseNull, ["a/b", "c"],
          "null deletes the node in Firebase, so the key is missing when the app reads it back; "
            + "remove the member or give it a value"),
        error(
          .firebaseKey, ["v.\u{301}"],
          "key \"v.\u{301}\" contains '.'; Firebase keys cannot contain . $ # [ ] /"),
      ])
  }

  @Test func emptyObjectsAndArraysAreErrorsAtEveryLevel() {
    let message = { (kind: String) in
      "empty \(kind): Firebase keeps no empty node, so the key is missing when the app reads it back; "
        + "remove it or give it content"
    }
    #expect(findings(.object([:])) == [error(.firebaseEmpty, [], message("object"))])
    #expect(
      findings(.object(["list": .array([]), "screen": .object(["nested": .object([:])])])) == [
        error(.firebaseEmpty, ["list"], message("array")),
        error(.firebaseEmpty, ["screen", "nested"], message("object")),
      ])
  }

  @Test func nullInAnArrayIsAnError() {
    #expect(
      findings(.object(["list": .array([.string("a"), .null])])).map(\.path.description) == ["/list/1"])
  }

  @Test func objectsWhoseKeysAreAllIntegersAreErrors() {
    let message =
      "every key of this object is a non-negative integer, so Firebase may return it as an array (it does "
      + "when the largest key is below twice the number of keys) and the app cannot decode it; "
      + "use keys that are not numbers"
    #expect(
      findings(.object(["counts": .object(["0": .string("a"), "7": .string("b")])]))
        == [error(.firebaseIntegerKeys, ["counts"], message)])
    // A leading zero, a sign or a letter makes a key a string for the SDKs.
    for keys in [["0", "01"], ["1", "-2"], ["1", "x"], ["1", "2e5"]] {
      let object = JSONValue.object(
        Dictionary(uniqueKeysWithValues: keys.map { ($0, JSONValue.string("v")) }))
      #expect(findings(.object(["counts": object])) == [], "keys \(keys)")
    }
  }

  @Test func stringsUpTo10MBPassAndLargerFail() {
    let limit = 10 * 1024 * 1024
    #expect(findings(.object(["big": .string(String(repeating: "a", count: limit))])) == [])
    #expect(
      findings(.object(["big": .string(String(repeating: "a", count: limit + 1))])) == [
        error(
          .firebaseStringSize, ["big"],
          "the string is 10485761 bytes in UTF-8, over Firebase's limit of 10485760 bytes (10 MB); shorten it"
        )
      ])
  }

  @Test func writeSizeWarnsOver16MBAndFailsOver256MB() {
    let sdk = 16 * 1024 * 1024
    let rest = 256 * 1024 * 1024
    #expect(FirebasePreflight.findings(forWriteOf: sdk) == [])
    #expect(
      FirebasePreflight.findings(forWriteOf: sdk + 1) == [
        Finding(
          rule: .firebaseWriteSize, severity: .warning, locale: nil, path: .root,
          message:
            "the upload is 16777217 bytes, over the 16777216 bytes (16 MB) that one SDK write may carry; "
            + "firebase database:set writes through the REST API, which accepts up to 256 MB")
      ])
    #expect(FirebasePreflight.findings(forWriteOf: rest).map(\.severity) == [.warning])
    #expect(
      FirebasePreflight.findings(forWriteOf: rest + 1) == [
        Finding(
          rule: .firebaseWriteSize, severity: .error, locale: nil, path: .root,
          message:
            "the upload is 268435457 bytes, over the 268435456 bytes (256 MB) that one write to Firebase "
            + "may carry; split it into smaller writes")
      ])
  }

  @Test func aLineHoldingThreeReleasesIsCheckedAgainstServeAndFirebase() throws {
    let serve = 32 * 1024 * 1024
    let rest = 256 * 1024 * 1024
    #expect(FirebasePreflight.findings(forLine: "v1", of: serve / 3) == [])
    #expect(
      FirebasePreflight.findings(forLine: "v1", of: serve / 3 + 1) == [
        Finding(
          rule: .firebaseWriteSize, severity: .warning, locale: nil, path: .root,
          message:
            "line v1 holds up to three releases (released, staged, previous), written at once: about 33554433 "
            + "bytes, over the 33554432 bytes (32 MiB) that 'serve --store' takes in one request; Firebase takes "
            + "up to 256 MB")
      ])
    #expect(FirebasePreflight.findings(forLine: "v2", of: rest / 3 + 1).map(\.severity) == [.error])
    let production = try UploadEnvironment("production")
    #expect(
      FirebasePreflight.lineWriteProblem("v1", environment: production, byteCount: rest, serving: false)
        == nil)
    #expect(
      FirebasePreflight.lineWriteProblem("v1", environment: production, byteCount: serve + 1, serving: true)
        == Diagnostic(
          .error,
          "/production/v1 would be 33554433 bytes with its releases, over the 33554432 bytes 'serve --store' "
            + "takes in one request (32 MiB); nothing was written",
          fix: "roll back or promote the staged release first, which leaves two trees in the line"))
    #expect(
      FirebasePreflight.lineWriteProblem("v1", environment: production, byteCount: rest + 1, serving: false)?
        .message.contains("one write to Firebase may carry (256 MB)") == true)
  }
}
