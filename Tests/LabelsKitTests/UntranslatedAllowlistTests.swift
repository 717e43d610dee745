import LabelsCore
import Testing

@testable import LabelsKit

@Suite struct UntranslatedAllowlistTests {
  private let en = try! LocaleIdentifier("en")
  private let uk = try! LocaleIdentifier("uk")

  @Test func starMatchesExactlyOneToken() throws {
    let allowlist = try UntranslatedAllowlist(["/items/*/id": []])
    #expect(allowlist.allows(JSONPointer(["items", "0", "id"]), in: uk))
    #expect(allowlist.allows(JSONPointer(["items", "any", "id"]), in: en))
    #expect(!allowlist.allows(JSONPointer(["items", "id"]), in: uk))
    #expect(!allowlist.allows(JSONPointer(["items", "0", "id", "x"]), in: uk))
    #expect(!allowlist.allows(JSONPointer(["other", "0", "id"]), in: uk))
  }

  @Test func localesLimitAnEntry() throws {
    let allowlist = try UntranslatedAllowlist(["/brand": ["uk"]])
    #expect(allowlist.allows(JSONPointer(["brand"]), in: uk))
    #expect(!allowlist.allows(JSONPointer(["brand"]), in: en))
  }

  @Test func patternsAreUnescapedAsJSONPointers() throws {
    let allowlist = try UntranslatedAllowlist(["/a~1b/c~0d/~01": []])
    #expect(allowlist.allows(JSONPointer(["a/b", "c~d", "~1"]), in: uk))
  }

  @Test func theEmptyAllowListAllowsNothing() {
    #expect(!UntranslatedAllowlist.none.allows(JSONPointer(["a"]), in: uk))
  }

  @Test func invalidEntriesAreRefusedWithTheFix() {
    #expect(throws: LintError.invalidAllowlistPattern("brand")) { try UntranslatedAllowlist(["brand": []]) }
    #expect(
      LintError.invalidAllowlistPattern("brand").description
        == "the untranslated allow-list pattern \"brand\" is not a JSON Pointer; start it with '/', such as "
        + "/brand/name or /expenses/categories/*/id")
    #expect(throws: LintError.invalidAllowlistLocale(pattern: "/a", .invalidLocale("english"))) {
      try UntranslatedAllowlist(["/a": ["english"]])
    }
    #expect(
      LintError.invalidAllowlistLocale(pattern: "/a", .invalidLocale("english")).description
        == "the untranslated allow-list pattern \"/a\" names an invalid locale \"english\"; expected a BCP 47 "
        + "tag such as en, pt-BR or zh-Hans")
  }
}
