import LabelsCore
import Testing

/// The one retry rule of the store client and the app's fetcher: what may pass by itself, the waits
/// (doubled, `Retry-After` first, capped), and the end of the attempts.
@Suite struct RetryRuleTests {
  private let rule = RetryRule(attempts: 4, backoff: .seconds(1), longestWait: .seconds(60))

  @Test(arguments: [
    (429, true), (500, true), (503, true), (599, true), (200, false), (304, false),
    (400, false), (401, false), (404, false), (412, false), (428, false),
  ])
  func onlyTooManyRequestsAndServerErrorsMayPass(status: Int, transient: Bool) {
    #expect(RetryRule.isTransient(status: status) == transient)
  }

  @Test func theBackoffDoublesUntilTheAttemptsAreSpent() {
    #expect((1...4).map { rule.wait(after: $0) } == [.seconds(1), .seconds(2), .seconds(4), nil])
  }

  @Test func retryAfterComesBeforeTheBackoffAndBothAreCapped() {
    #expect(rule.wait(after: 2, retryAfter: .seconds(7)) == .seconds(7))
    #expect(rule.wait(after: 1, retryAfter: .seconds(86_400)) == .seconds(60))
    #expect(rule.wait(after: 1, retryAfter: .zero) == .zero)
    #expect(rule.wait(after: 4, retryAfter: .seconds(1)) == nil)
    let long = RetryRule(attempts: 100, backoff: .seconds(1), longestWait: .seconds(60))
    #expect(long.wait(after: 7) == .seconds(60))
    #expect(long.wait(after: 99) == .seconds(60))
  }

  @Test func noAttemptsMeansNoRetry() {
    #expect(RetryRule(attempts: 1, backoff: .seconds(1), longestWait: .seconds(60)).wait(after: 1) == nil)
    #expect(RetryRule(attempts: 0, backoff: .seconds(1), longestWait: .seconds(60)).wait(after: 1) == nil)
  }

  @Test(arguments: [
    ("7", Duration.seconds(7)), (" 12\t", .seconds(12)), ("0", .zero), ("-3", .zero),
    ("Wed, 21 Oct 2015 07:28:00 GMT", nil), ("", nil), ("1.5", nil),
  ])
  func retryAfterIsReadInWholeSeconds(field: String, wait: Duration?) {
    #expect(RetryRule.retryAfter(field) == wait)
  }

  @Test func noRetryAfterFieldIsNoWait() {
    #expect(RetryRule.retryAfter(nil) == nil)
  }
}
