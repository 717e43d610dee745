import Foundation
import LabelsCore
import LabelsKit
import LabelsSchema
import Testing

/// `PluralText1` and `PluralText2`: labels of counts whose format also takes other arguments, called
/// with them, declared to lint, and published as a `PluralText` is.
@Suite struct PluralTextArgumentsTests {
  enum PostCount: String, PluralVariable { case posts }

  private struct Profile: LabelGroup {
    let posted: PluralText1<PostCount, String>
    let ranked: PluralText2<PostCount, String, Int>
    let stats: PluralText<PostCount>
  }

  private static let english = Profile(
    posted: PluralText1("%@ has %#@posts@") { _ in .en(one: "%lld post", other: "%lld posts") },
    ranked: PluralText2("%3$#@posts@ make %1$@ number %2$lld") { _ in
      .en(one: "%lld post", other: "%lld posts")
    },
    stats: PluralText("%#@posts@") { _ in .en(one: "%lld post", other: "%lld posts") })

  private static let russian = Profile(
    posted: PluralText1("%2$#@posts@ у %1$@") { _ in
      .ru(one: "%lld запись", few: "%lld записи", many: "%lld записей", other: "%lld записи")
    },
    ranked: PluralText2("%1$@ на месте %2$lld: %3$#@posts@") { _ in
      .ru(one: "%lld запись", few: "%lld записи", many: "%lld записей", other: "%lld записи")
    },
    stats: PluralText("%#@posts@") { _ in
      .ru(one: "%lld запись", few: "%lld записи", many: "%lld записей", other: "%lld записи")
    })

  @Test func theCallPassesTheArgumentsBesideTheCounts() {
    #expect(Self.english.posted([.posts: 1], "Ana") == "Ana has 1 post")
    #expect(Self.english.ranked([.posts: 21], "Ana", 2) == "21 posts make Ana number 2")
    #expect(Self.russian.posted([.posts: 3], "Аня") == "3 записи у Аня")
    #expect(Self.russian.ranked([.posts: 5], "Аня", 1) == "Аня на месте 1: 5 записей")
  }

  /// A form takes any argument of the text by position, as Apple formats every form with the whole
  /// argument list (damus's `%1$#@SATS@` with `%2$@ sats`), and may leave out its count where its
  /// category implies it (CotEditor's `Found one match in “%2$@.”`).
  @Test func aFormTakesTheTextsOtherArgumentsByPosition() {
    let sats = PluralText1<PostCount, String>("%1$#@posts@") { _ in
      .en(one: "%2$@ sat", other: "%2$@ sats")
    }
    #expect(sats([.posts: 1], "1,000") == "1,000 sat")
    #expect(sats([.posts: 1000], "1,000") == "1,000 sats")
    let found = PluralText1<PostCount, String>("%1$#@posts@") { _ in
      .en(
        one: "Found one match in “%2$@.”", other: "Found %1$lld matches in “%2$@.”",
        exact: [0: "No match in %2$@"])
    }
    #expect(found([.posts: 1], "a.txt") == "Found one match in “a.txt.”")
    #expect(found([.posts: 3], "a.txt") == "Found 3 matches in “a.txt.”")
    #expect(found([.posts: 0], "a.txt") == "No match in a.txt")
    // mastodon's `%#@names@%#@count_mutual@`: a form takes argument 1, a count, as a text (`%1$@`). That
    // reads no text, so the forms fall back to the count alone, never trapping.
    let mixed = PluralText1<PostCount, String>("%#@posts@") { _ in
      .ru(
        one: "%1$@ и ещё %ld человек", few: "%1$@ и ещё %ld человека", many: "%1$@ и ещё %ld человек",
        other: "%1$@ и ещё %ld человека")
    }
    #expect(mixed([.posts: 3], "Аня") == "3")
  }

  /// A format from elsewhere that does not take the call's arguments shows its placeholders as written.
  @Test(arguments: [
    (#"{"@format": "%#@posts@ by %lld", "@plurals": {"posts": {"other": "%lld posts"}}}"#, "2 posts by %lld"),
    (#"{"@format": "%#@posts@", "@plurals": {"posts": {"other": "%lld posts"}}}"#, "2 posts"),
    (#"{"@format": "%#@posts@ by %@ and %@", "@plurals": {"posts": {"other": "%lld"}}}"#, "2 by %@ and %@"),
  ])
  func aFormatThatDoesNotTakeTheArgumentNeverTraps(json: String, shown: String) throws {
    let label = try JSONDecoder().decode(PluralText1<PostCount, String>.self, from: Data(json.utf8))
    #expect(label([.posts: 2], "Ana") == shown)
  }

  @Test func itIsPublishedAsAPluralTextAndDeclaresItsArguments() throws {
    let document = try JSONValue(encoding: Self.english)
    guard case .object(let members) = document, case .pluralText(let label)? = members["posted"]?.labelNode
    else {
      Issue.record("not classified as a label of several counts")
      return
    }
    #expect(label.formatText == "%@ has %#@posts@")
    let decoded = try JSONDecoder().decode(Profile.self, from: Data(CanonicalJSONWriter.bytes(document)))
    #expect(decoded == Self.english)
    let declarations = try ArgumentDeclarations(describing: Profile.self)
    #expect(declarations.declaration(at: ["posted"]) == ArgumentDeclaration([.text]))
    #expect(declarations.declaration(at: ["ranked"]) == ArgumentDeclaration([.text, .integer]))
    #expect(declarations.declaration(at: ["stats"]) == ArgumentDeclaration([]))
  }

  /// Lint checks every locale's format against the schema's typed call and the base's other arguments.
  @Test func lintNamesAFormatWhoseOtherArgumentsDisagree() throws {
    let en = try LocaleIdentifier("en")
    let ru = try LocaleIdentifier("ru")
    var russian = try JSONValue(encoding: Self.russian)
    guard case .object(var members) = russian, case .object(var posted)? = members["posted"],
      case .object(var stats)? = members["stats"]
    else { throw CocoaError(.coderInvalidValue) }
    posted["@format"] = .string("%#@posts@ у %lld")
    stats["@format"] = .string("%@: %#@posts@")
    members["posted"] = .object(posted)
    members["stats"] = .object(stats)
    russian = .object(members)
    let documents = LocalizedDocuments(
      baseLocale: en, documents: [en: try JSONValue(encoding: Self.english), ru: russian])
    let findings = Linter.lint(documents, arguments: try ArgumentDeclarations(describing: Profile.self)).map {
      "\($0.rule.id) \($0.locale.map(\.rawValue) ?? "") \($0.path): \($0.message)"
    }
    #expect(
      findings == [
        "argument-mismatch ru /posted/@format: takes the other argument `%lld` beside its counts but the "
          + "schema's typed call passes (text); write placeholders that take exactly these arguments, in "
          + "argument order, or change the label's type in the schema (`PluralText`, `PluralText1`, "
          + "`PluralText2`)",
        "placeholder-mismatch ru /posted/@format: takes the other argument `%lld` beside its counts but the "
          + "base locale en takes the other argument `%@`; a translation must take the same arguments, in "
          + "the same order",
        "argument-mismatch ru /stats/@format: takes the other argument `%@` beside its counts but the "
          + "schema's typed call passes (); write placeholders that take exactly these arguments, in "
          + "argument order, or change the label's type in the schema (`PluralText`, `PluralText1`, "
          + "`PluralText2`)",
        "placeholder-mismatch ru /stats/@format: takes the other argument `%@` beside its counts but the "
          + "base locale en takes no other argument; a translation must take the same arguments, in the "
          + "same order",
      ])
  }
}
