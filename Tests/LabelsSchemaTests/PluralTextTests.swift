import Foundation
import LabelsCoding
import LabelsCore
import LabelsKit
import LabelsSchema
import Testing

/// `PluralText`, a label of several counts in one text: its JSON, its schema, and what the app shows.
@Suite struct PluralTextTests {
  enum StatsCount: String, PluralVariable { case followers, posts }
  enum FileCount: String, PluralVariable { case count }

  private struct Profile: LabelGroup {
    let stats: PluralText<StatsCount>
  }

  private let english = PluralText<StatsCount>("%#@followers@ · %#@posts@") {
    switch $0 {
    case .followers: .en(one: "%lld follower", other: "%lld followers")
    case .posts: .en(one: "%lld post", other: "%lld posts", exact: [0: "no posts"])
    }
  }

  @Test func itIsPublishedAsAFormatAndEachVariablesForms() throws {
    let document = try JSONValue(encoding: Profile(stats: english))
    #expect(
      CanonicalJSONWriter.string(document)
        == """
        {
          "stats": {
            "@format": "%#@followers@ · %#@posts@",
            "@plurals": {
              "followers": {
                "one": "%lld follower",
                "other": "%lld followers"
              },
              "posts": {
                "=0": "no posts",
                "one": "%lld post",
                "other": "%lld posts"
              }
            }
          }
        }

        """)
    let decoded = try JSONDecoder().decode(Profile.self, from: Data(CanonicalJSONWriter.bytes(document)))
    #expect(decoded == Profile(stats: english))
    guard case .group(let members) = document.labelNode,
      case .pluralText(let label)? = members["stats"]?.labelNode
    else {
      Issue.record("not classified as a label of several counts")
      return
    }
    #expect(label.formatText == "%#@followers@ · %#@posts@")
    #expect(document.labelCount == 1)
  }

  @Test func theSchemaDescribesItAndItsDocumentValidates() throws {
    let schema = try JSONSchema(describing: Profile.self)
    #expect(
      schema
        == .object(
          properties: [
            "stats": .object(
              properties: [
                "@format": .string, "@plurals": .dictionary(values: .dictionary(values: .string)),
              ], required: ["@format", "@plurals"])
          ], required: ["stats"]))
    #expect(
      schema.violations(in: try JSONValue(encoding: Profile(stats: english)), unknownMembers: .refused) == [])
  }

  @Test func theAppShowsEachCountInItsForm() {
    #expect(english([.followers: 1, .posts: 0]) == "1 follower · no posts")
    #expect(english([.followers: 3, .posts: 21]) == "3 followers · 21 posts")
    #expect(english([.followers: 1, .posts: 1]) == "1 follower · 1 post")
    #expect(english([.followers: 2]) == "2 followers · no posts")
  }

  @Test func positionalReferencesTakeTheirCountsByName() {
    let reordered = PluralText<StatsCount>("%2$#@posts@, %1$#@followers@ (100%%)") {
      switch $0 {
      case .followers: .en(one: "one follower", other: "%lld followers")
      case .posts: .en(one: "%lld post", other: "%lld posts")
      }
    }
    #expect(reordered([.followers: 1, .posts: 5]) == "5 posts, one follower (100%)")
  }

  /// Every category of Russian: one (1, 21), few (2, 22), many (0, 5, 11), other (fractions only, so a
  /// count never selects it).
  @Test func russianCategoriesEach() {
    let russian = PluralText<StatsCount>("%#@followers@ и %#@posts@") {
      switch $0 {
      case .followers:
        .ru(one: "%lld подписчик", few: "%lld подписчика", many: "%lld подписчиков", other: "%lld подписчика")
      case .posts: .ru(one: "%lld пост", few: "%lld поста", many: "%lld постов", other: "%lld поста")
      }
    }
    #expect(
      [(1, 2), (21, 22), (5, 0), (11, 101), (3, 111)].map { russian([.followers: $0.0, .posts: $0.1]) } == [
        "1 подписчик и 2 поста", "21 подписчик и 22 поста", "5 подписчиков и 0 постов",
        "11 подписчиков и 101 пост", "3 подписчика и 111 постов",
      ])
  }

  /// Every category of Arabic: zero (0), one (1), two (2), few (3–10, 103), many (11–99), other (100).
  @Test func arabicCategoriesEach() {
    let arabic = PluralText<FileCount>("لديك %#@count@.") { _ in
      .ar(
        zero: "لا ملفات", one: "ملف واحد", two: "ملفان", few: "%lld ملفات", many: "%lld ملفًا",
        other: "%lld ملف")
    }
    #expect(
      [0, 1, 2, 3, 10, 103, 11, 99, 100, 102].map { arabic([.count: $0]) } == [
        "لديك لا ملفات.", "لديك ملف واحد.", "لديك ملفان.", "لديك 3 ملفات.", "لديك 10 ملفات.",
        "لديك 103 ملفات.", "لديك 11 ملفًا.", "لديك 99 ملفًا.", "لديك 100 ملف.", "لديك 102 ملف.",
      ])
  }

  /// A text from elsewhere (a remote document edited by hand) is shown as well as it can be.
  @Test(arguments: [
    (#"{"@format": "%@ and %#@followers@", "@plurals": {"followers": {"other": "%lld"}}}"#, "%@ and 2"),
    (#"{"@format": "%#@followers@ %#@posts", "@plurals": {"followers": {"other": "%lld"}}}"#, "2 4"),
    (#"{"@format": "%#@likes@ %#@posts@", "@plurals": {"posts": {"other": "%lld"}}}"#, "0 4"),
    (
      #"{"@format": "%#@followers@", "@plurals": {"followers": {"one": "%@", "other": "%d!"}, "x": {}}}"#,
      "2!"
    ),
  ])
  func aTextThatDoesNotFitNeverTraps(json: String, shown: String) throws {
    let label = try JSONDecoder().decode(PluralText<StatsCount>.self, from: Data(json.utf8))
    #expect(label([.followers: 2, .posts: 4]) == shown)
  }
}
