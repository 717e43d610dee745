import Foundation
import LabelsSchema
import Testing

@testable import LabelsCommands

/// `lint` points a finding inside a label of several counts at the line of the Swift literal to change,
/// as it does for a plural label's: the format's, a form's, or a variable's `other` form when the
/// finding is about the variable's forms as a whole.
@Suite struct PluralTextLintLocationTests {
  private typealias Social = SocialLabels.Social

  /// Russian defaults whose format swaps the counts without positions and whose `posts` lacks `few`
  /// and `many`, and whose `followers` form `few` takes a text.
  private static let russian = Social(
    profile: .init(
      name: "Профиль",
      stats: PluralText("%#@posts@ · %#@followers@") {
        switch $0 {
        case .followers:
          .ru(one: "%lld подписчик", few: "%@ подписчика", many: "%lld подписчиков", other: "%lld подписчика")
        case .posts: Plural([.one: "%lld запись", .other: "%lld записи"])
        }
      }))

  private static let russianSource = """
    import Social

    extension Social {
      /// The Russian labels.
      static let russian = Social(
        profile: .init(
          name: "Профиль",
          stats: PluralText("%#@posts@ · %#@followers@") {
            switch $0 {
            case .followers:
              .ru(
                one: "%lld подписчик",
                few: "%@ подписчика",
                many: "%lld подписчиков",
                other: "%lld подписчика")
            case .posts:
              Plural([
                .one: "%lld запись",
                .other: "%lld записи",
              ])
            }
          }))
    }

    """

  @Test func findingsInsideAPluralTextPointAtTheirLiteral() throws {
    let (folder, project) = try SocialLabels.project(russian: Self.russian, russianSource: Self.russianSource)
    defer { withExtendedLifetime(folder) {} }
    let file = "<root>/Defaults/Russian/Labels+Russian.swift"
    #expect(
      CommandRun(["lint"], project: project)
        == CommandRun(
          stdout: "lint: 3 errors, 0 warnings\n",
          stderr: """
            \(file):8: error: ru /profile/stats/@format: takes `posts` and `followers` in argument order but \
            the base locale en takes `followers` and `posts`; keep the base's variables, and reorder them with \
            positions (`%2$#@name@`) [placeholder-mismatch]
            \(file):13: error: ru /profile/stats/@plurals/followers/few: takes argument 2, its count, as a %@ \
            placeholder; a count is an integer: write %lld [placeholder-invalid]
            \(file):19: error: ru /profile/stats/@plurals/posts: lacks `few` and `many`; ru needs `one`, \
            `few`, `many` and `other` (CLDR's rules for ru); add them [plural-form-missing]

            """, status: 1))
  }
}
