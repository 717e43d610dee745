import LabelsCore
import Testing

@testable import LabelsKit

@Suite struct ReviewStateSummaryTests {
  @Test func theLineCountsOnlyTheTranslationsThatNeedReview() throws {
    let ru = try LocaleIdentifier("ru")
    let uk = try LocaleIdentifier("uk")
    let a = JSONPointer(["a"])
    let b = JSONPointer(["b"])
    let file = "Defaults/LabelsReview.json"
    #expect(
      ReviewState().updatedLine(file: file)
        == "updated Defaults/LabelsReview.json: 0 translations need review")
    let one = ReviewState(entries: [ru: [a: ReviewEntry(state: .needsReview, translation: .string("А"))]])
    #expect(one.updatedLine(file: file) == "updated Defaults/LabelsReview.json: 1 translation needs review")
    let three = ReviewState(entries: [
      ru: [
        a: ReviewEntry(state: .needsReview, translation: .string("А")),
        b: ReviewEntry(state: .new, translation: .string("Б")),
      ],
      uk: [
        a: ReviewEntry(state: .needsReview, translation: .string("А")),
        b: ReviewEntry(state: .needsReview, translation: .string("Б")),
      ],
    ])
    #expect(three.updatedLine(file: file) == "updated Defaults/LabelsReview.json: 3 translations need review")
  }
}
