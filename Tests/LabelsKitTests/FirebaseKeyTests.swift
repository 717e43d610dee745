import LabelsCore
import Testing

@testable import LabelsKit

@Suite struct FirebaseKeyTests {
  @Test(arguments: ["login", "welcome", "pt-BR", "1-0-0", "ключ", "😀", "with space", "a~b", "0", "-"])
  func acceptsKeysTheStoreCanHold(key: String) {
    #expect(FirebaseKey.problem(key) == nil)
  }

  @Test(arguments: [".", "$", "#", "[", "]", "/"])
  func refusesEachForbiddenCharacter(character: String) {
    #expect(
      FirebaseKey.problem("a\(character)b")
        == "key \"a\(character)b\" contains '\(character)'; Firebase keys cannot contain . $ # [ ] /")
  }

  /// The store reads code points: a combining mark after a forbidden one makes one Swift `Character`
  /// that is not `/`, but the store still splits the path at the `/`.
  @Test(arguments: [".", "$", "#", "[", "]", "/"])
  func refusesAForbiddenCharacterBeforeACombiningMark(character: String) {
    let key = "\(character)\u{301}tmp"
    #expect(
      FirebaseKey.problem(key)
        == "key \"\(key)\" contains '\(character)'; Firebase keys cannot contain . $ # [ ] /")
  }

  /// The key is quoted as it is: reports show it through `LogText`.
  @Test(arguments: [
    ("\u{0}", "U+0000"), ("\u{1F}", "U+001F"), ("\u{7F}", "U+007F"), ("\n", "U+000A"),
    ("\n\u{301}", "U+000A"),
  ])
  func refusesAsciiControlCharacters(character: String, codePoint: String) {
    #expect(
      FirebaseKey.problem("a\(character)")
        == "key \"a\(character)\" contains the control character \(codePoint); "
        + "Firebase keys cannot contain U+0000 to U+001F or U+007F")
  }

  @Test func acceptsTheCharactersNextToTheControlRanges() {
    #expect(FirebaseKey.problem("a\u{20}b\u{80}c") == nil)
  }

  @Test(arguments: [".value", ".priority", ".sv"])
  func refusesReservedKeysByName(key: String) {
    #expect(
      FirebaseKey.problem(key) == "key \"\(key)\" is reserved by Firebase for its own metadata; rename it")
  }

  @Test func refusesTheEmptyKey() {
    #expect(FirebaseKey.problem("") == "the empty key cannot be stored; Firebase keys must be non-empty")
  }

  @Test func environmentsAreValidatedLikeKeys() throws {
    #expect(try UploadEnvironment("staging").rawValue == "staging")
    #expect(
      throws: UploadError.invalidEnvironment("/\u{301}tmp", reason: FirebaseKey.problem("/\u{301}tmp") ?? "")
    ) {
      try UploadEnvironment("/\u{301}tmp")
    }
    #expect(throws: UploadError.invalidEnvironment("prod.eu", reason: FirebaseKey.problem("prod.eu") ?? "")) {
      try UploadEnvironment("prod.eu")
    }
    #expect(
      UploadError.invalidEnvironment("a/b", reason: "key \"a/b\" contains '/'").description
        == "invalid environment: key \"a/b\" contains '/'; name it like production, staging or development")
  }
}
