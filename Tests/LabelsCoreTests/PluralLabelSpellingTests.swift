import LabelsCore
import Testing

/// A plural label written and found one way: its document value, and the label a pointer into its forms
/// lies in.
@Suite struct PluralLabelSpellingTests {
  @Test func aPluralOfTextsIsTheValueTheDocumentHolds() throws {
    let plural = PluralLabel(texts: ["one": "%lld item", "=0": "none", "other": "%lld items"])
    #expect(
      plural.value
        == (try StrictJSONReader.read(#"{"@plural":{"=0":"none","one":"%lld item","other":"%lld items"}}"#)))
    guard case .plural(let read) = plural.value.labelNode else {
      Issue.record("not read as a plural")
      return
    }
    #expect(read == plural)
    #expect(plural.forms == [.one: "%lld item", .other: "%lld items"])
    #expect(plural.exactForms == [0: "none"])
  }

  @Test(
    arguments: [
      ("/expenses/count/@plural/one", "/expenses/count"),
      ("/expenses/count/@plural", "/expenses/count"),
      ("/profile/stats/@plurals/posts/one", "/profile/stats"),
      ("/profile/stats/@format", "/profile/stats"),
      ("/login/welcome", nil),
      ("", nil),
    ] as [(String, String?)])
  func aPointerIntoFormsNamesItsLabel(pointer: String, label: String?) throws {
    let path = try #require(JSONPointer(parsing: pointer))
    #expect(path.pluralLabel?.description == label)
  }
}
