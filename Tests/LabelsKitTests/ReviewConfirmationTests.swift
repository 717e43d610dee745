import LabelsCore
import Testing

@testable import LabelsKit

/// What a reviewer may confirm: translations that need review or are new and are already committed; never
/// an untranslated label, and nothing at all when one label is refused.
@Suite struct ReviewConfirmationTests {
  private let russian = try! LocaleIdentifier("ru")
  private let title = JSONPointer(["cart", "title"])
  private let count = JSONPointer(["cart", "count"])
  private let welcome = JSONPointer(["login", "welcome"])
  private let greeting = JSONPointer(["login", "greeting"])

  /// The state brought up to date: the title needs review, the count is new, the welcome untranslated,
  /// the greeting needs review since a base text change that is not committed yet.
  private var current: ReviewState {
    var state = ReviewState()
    state.mark(.needsReview, at: title, in: russian, translation: .string("Корзина"))
    state.mark(.new, at: count, in: russian, translation: .string("Товаров: %lld"))
    state.mark(.untranslated, at: welcome, in: russian, translation: .string("Welcome back"))
    state.mark(.needsReview, at: greeting, in: russian, translation: .string("Привет, %@!"))
    return state
  }

  /// The committed state: all but the greeting.
  private var committed: ReviewState {
    var state = current
    state.clear(at: greeting, in: russian)
    return state
  }

  @Test func namedLabelsAreClearedAndTheRestKept() throws {
    let confirmation = ReviewConfirmation(locale: russian, paths: [title])
    let result = try confirmation.apply(current: current, committed: committed)
    #expect(result.confirmed == [title])
    #expect(result.state.state(of: title, in: russian) == nil)
    #expect(result.state.state(of: count, in: russian) == .new)
    #expect(result.state.state(of: welcome, in: russian) == .untranslated)
  }

  @Test func allConfirmsOnlyWhatCanBeConfirmed() throws {
    let confirmation = ReviewConfirmation(locale: russian, paths: nil)
    #expect(throws: ReviewConfirmationError(refusals: [.notExported(greeting)])) {
      try confirmation.apply(current: current, committed: committed)
    }
    let result = try confirmation.apply(current: committed, committed: committed)
    #expect(result.confirmed == [count, title])
    #expect(result.state.entries[russian]?.keys.sorted() == [welcome])
  }

  @Test func eachRefusalIsNamedAndNothingIsConfirmed() throws {
    let other = JSONPointer(["settings", "title"])
    let confirmation = ReviewConfirmation(locale: russian, paths: [title, greeting, welcome, other])
    #expect(
      throws: ReviewConfirmationError(refusals: [
        .notExported(greeting), .untranslated(welcome), .nothingToConfirm(other),
      ])
    ) {
      try confirmation.apply(current: current, committed: committed)
    }
    #expect(
      ReviewConfirmation.Refusal.untranslated(welcome).description
        == "is untranslated: translate it in the defaults rather than confirm the copied base text")
  }
}
