import LabelsCore
import LabelsKit
import Testing

/// What `review` lists, and when its file is written.
@Suite struct ReviewStateListingTests {
  private static let ru = try! LocaleIdentifier("ru")
  private static let uk = try! LocaleIdentifier("uk")

  @Test func theListingIsSortedEscapedAndCounted() {
    var state = ReviewState.empty
    state.mark(
      .new, at: JSONPointer(["login", "welcome"]), in: Self.uk, translation: .string("Вітаю\u{1B}[2J"))
    state.mark(
      .needsReview, at: JSONPointer(["cart", "title"]), in: Self.ru, translation: .string("Корзина"))
    state.mark(
      .needsReview, at: JSONPointer(["cart", "count"]), in: Self.ru,
      translation: .object(["@plural": .object(["one": .string("%lld товар")])]))
    #expect(
      state.listing == [
        #"ru  /cart/count  needs-review  {"@plural": {"one": "%lld товар"}}"#,
        #"ru  /cart/title  needs-review  "Корзина""#,
        #"uk  /login/welcome  new  "Вітаю\u001b[2J""#,
        "3 translations with a review state",
      ])
  }

  @Test func anEmptyStateListsOnlyItsCount() {
    #expect(ReviewState.empty.listing == ["0 translations with a review state"])
    var state = ReviewState.empty
    state.mark(.new, at: JSONPointer(["a"]), in: Self.ru, translation: .string("б"))
    #expect(state.listing.last == "1 translation with a review state")
  }

  @Test func theFileIsWrittenOnlyWhenItsBytesChange() {
    var state = ReviewState.empty
    let committed = Array(#"{"ru":{"/a":{"state":"new","translation":"б"}}}"#.utf8)
    #expect(state.bytes(over: nil) == nil)
    #expect(state.bytes(over: Array("{}\n".utf8)) == nil)
    #expect(state.bytes(over: committed) == Array("{}\n".utf8))
    state.mark(.new, at: JSONPointer(["a"]), in: Self.ru, translation: .string("б"))
    #expect(state.bytes(over: nil) == state.bytes)
    #expect(state.bytes(over: state.bytes) == nil)
    #expect(state.bytes(over: Array("{}\n".utf8)) == state.bytes)
  }
}
