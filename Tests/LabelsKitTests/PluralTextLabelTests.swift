import LabelsCore
import LabelsSchema
import Testing

@testable import LabelsKit

/// Labels of several counts through the lint, the diff and the projection:
/// `{"@format": "%#@followers@ · %#@posts@", "@plurals": {"followers": {…}, "posts": {…}}}`.
@Suite struct PluralTextLabelTests {
  private let en = try! LocaleIdentifier("en")
  private let ru = try! LocaleIdentifier("ru")

  static func label(_ format: String, _ variables: [String: [String: String]]) -> JSONValue {
    .object([
      PluralTextLabel.formatMarker: .string(format),
      PluralTextLabel.variablesMarker: .object(
        variables.mapValues { .object($0.mapValues(JSONValue.string)) }),
    ])
  }

  static let english = label(
    "%#@followers@ · %#@posts@",
    [
      "followers": ["one": "%lld follower", "other": "%lld followers"],
      "posts": ["=0": "no posts", "one": "%lld post", "other": "%lld posts"],
    ])
  static let russianFollowers = [
    "one": "%lld подписчик", "few": "%lld подписчика", "many": "%lld подписчиков", "other": "%lld подписчика",
  ]
  static let russianPosts = [
    "one": "%lld пост", "few": "%lld поста", "many": "%lld постов", "other": "%lld поста",
  ]
  static let russian = label(
    "%#@followers@ · %#@posts@", ["followers": russianFollowers, "posts": russianPosts])

  private func lint(_ russian: JSONValue, english: JSONValue = Self.english) -> [String] {
    let documents = [en: JSONValue.object(["stats": english]), ru: .object(["stats": russian])]
    return Linter.lint(LocalizedDocuments(baseLocale: en, documents: documents)).map {
      "\($0.severity) \($0.rule.id) \($0.locale.map(\.rawValue) ?? "") \($0.path): \($0.message)"
    }
  }

  @Test func wellFormedLabelsHaveNoFindings() {
    #expect(lint(Self.russian) == [])
    let reordered = Self.label(
      "%2$#@posts@ и %1$#@followers@", ["followers": Self.russianFollowers, "posts": Self.russianPosts])
    #expect(lint(reordered) == [])
  }

  @Test func eachVariableIsCheckedAsAPluralIs() {
    var followers = Self.russianFollowers
    followers["many"] = nil
    followers["one"] = "Один подписчик"
    let findings = lint(
      Self.label("%#@followers@ · %#@posts@", ["followers": followers, "posts": Self.russianPosts]))
    #expect(
      findings == [
        "error plural-form-missing ru /stats/@plurals/followers: lacks `many`; ru needs `one`, `few`, `many` and "
          + "`other` (CLDR's rules for ru); add them",
        "error placeholder-mismatch ru /stats/@plurals/followers/one: leaves out the count, but `one` covers 1, "
          + "21, 31 … in ru (CLDR's rules for ru), so the text would be wrong for 21; keep the count's placeholder",
      ])
  }

  @Test func theFormatReferencesExactlyTheVariablesInTheBasesOrder() {
    let variables = ["followers": Self.russianFollowers, "posts": Self.russianPosts]
    #expect(
      lint(Self.label("%#@folowers@ · %#@posts@", variables)) == [
        "error plural-invalid ru /stats/@format: references `folowers`, which `@plurals` lacks; reference only "
          + "the label's variables (`followers` and `posts`), or add their forms",
        "error plural-invalid ru /stats/@format: leaves out `followers`, which `@plurals` holds; reference every "
          + "variable once, as `%#@name@`",
        "error placeholder-mismatch ru /stats/@format: takes `folowers` and `posts` in argument order but the "
          + "base locale en takes `followers` and `posts`; keep the base's variables, and reorder them with "
          + "positions (`%2$#@name@`)",
      ])
    #expect(
      lint(Self.label("%#@posts@ · %#@followers@", variables)) == [
        "error placeholder-mismatch ru /stats/@format: takes `posts` and `followers` in argument order but the "
          + "base locale en takes `followers` and `posts`; keep the base's variables, and reorder them with "
          + "positions (`%2$#@name@`)"
      ])
    #expect(
      lint(Self.label("%@: %#@followers@ · %#@posts@", variables)) == [
        "error placeholder-mismatch ru /stats/@format: takes the other argument `%@` beside its counts but the "
          + "base locale en takes no other argument; a translation must take the same arguments, in the same "
          + "order"
      ])
    #expect(
      lint(Self.label("%1$#@followers@ · %#@posts@", variables)) == [
        "error plural-invalid ru /stats/@format: mixes `%#@name@` and `%n$#@name@`; give every reference its "
          + "position or none"
      ])
  }

  @Test func aFormsPlaceholderWithoutAPositionIsItsCountAnIntegerAndOthersTakeTheTextsArguments() {
    let english = Self.label(
      "%#@count@ by %#@who@",
      [
        "count": ["one": "%lld file by %3$@", "other": "%lld files by %3$@"],
        "who": ["one": "%@", "other": "%@"],
      ])
    let findings = Linter.lint(LocalizedDocuments(baseLocale: en, documents: [en: .object(["x": english])]))
    #expect(
      findings.map { "\($0.rule.id) \($0.path): \($0.message)" } == [
        "placeholder-invalid /x/@plurals/who/one: takes argument 2, its count, as a %@ placeholder; a count is "
          + "an integer: write %lld"
      ])
    let gap = Self.label("%#@count@", ["count": ["one": "%lld file by %3$@", "other": "%lld files by %3$@"]])
    #expect(
      Linter.lint(LocalizedDocuments(baseLocale: en, documents: [en: .object(["x": gap])])).map {
        "\($0.rule.id) \($0.path): \($0.message)"
      } == [
        "placeholder-invalid /x/@format: takes argument 3 but no placeholder of the format or a form takes "
          + "argument 2; every position from 1 to 3 needs one"
      ])
  }

  @Test func aFormsTextOrTheFormatsTextChangingIsContent() {
    var posts = Self.russianPosts
    posts["few"] = "%lld записи"
    let new = Self.label("%#@followers@, %#@posts@", ["followers": Self.russianFollowers, "posts": posts])
    #expect(
      DiffFixtures.describe(
        SchemaDiff.compare(old: .object(["stats": Self.russian]), new: .object(["stats": new])))
        == [
          #"content value-changed /stats/@format old="%#@followers@ · %#@posts@" new="%#@followers@, %#@posts@""#,
          #"content value-changed /stats/@plurals/posts/few old="%lld поста" new="%lld записи""#,
        ])
  }

  /// A form's change is content while the text takes the same arguments, whichever of them the form
  /// shows; a form that takes an argument the text did not is a change of what the app passes.
  @Test func aFormTakingTheTextsArgumentsChangesContentAndOneAddingAnArgumentBreaks() {
    let old = Self.label(
      "%1$#@count@", ["count": ["one": "Found one match in %2$@", "other": "Found %1$lld matches in %2$@"]])
    let reworded = Self.label(
      "%1$#@count@", ["count": ["one": "Found %1$lld match in %2$@", "other": "%1$lld matches in %2$@"]])
    let widened = Self.label(
      "%1$#@count@",
      ["count": ["one": "Found one match in %2$@", "other": "Found %1$lld matches in %2$@ by %3$@"]])
    #expect(
      DiffFixtures.describe(SchemaDiff.compare(old: .object(["x": old]), new: .object(["x": reworded])))
        == [
          #"content value-changed /x/@plurals/count/one old="Found one match in %2$@" new="Found %1$lld match in %2$@""#,
          #"content value-changed /x/@plurals/count/other old="Found %1$lld matches in %2$@" new="%1$lld matches in %2$@""#,
        ])
    #expect(
      DiffFixtures.describe(SchemaDiff.compare(old: .object(["x": old]), new: .object(["x": widened])))
        == [
          #"breaking placeholders-changed /x/@format old="%1$#@count@" new="%1$#@count@""#,
          #"breaking placeholders-changed /x/@plurals/count/other old="Found %1$lld matches in %2$@" new="Found %1$lld matches in %2$@ by %3$@""#,
        ])
  }

  @Test func aVariableAddedRemovedRenamedOrMovedIsBreaking() {
    let renamed = Self.label(
      "%#@followers@ · %#@notes@", ["followers": Self.russianFollowers, "notes": Self.russianPosts])
    let report = SchemaDiff.compare(old: .object(["stats": Self.russian]), new: .object(["stats": renamed]))
    #expect(
      DiffFixtures.describe(report) == [
        #"breaking placeholders-changed /stats/@format old="%#@followers@ · %#@posts@" new="%#@followers@ · %#@notes@""#,
        #"additive key-added /stats/@plurals/notes new={"few": "%lld поста", "many": "%lld постов", "one": "%lld пост", "other": "%lld поста"} hint=possibly renamed from /stats/@plurals/posts"#,
        #"breaking key-removed /stats/@plurals/posts old={"few": "%lld поста", "many": "%lld постов", "one": "%lld пост", "other": "%lld поста"} hint=possibly renamed to /stats/@plurals/notes"#,
      ])
    #expect(report.verdict == .breaking)
    let moved = Self.label(
      "%#@posts@ · %#@followers@", ["followers": Self.russianFollowers, "posts": Self.russianPosts])
    #expect(
      SchemaDiff.compare(old: .object(["stats": Self.russian]), new: .object(["stats": moved])).changes.map(
        \.rule)
        == [.placeholdersChanged])
    let added = Self.label(
      "%#@followers@ · %#@posts@ · %#@likes@",
      ["followers": Self.russianFollowers, "posts": Self.russianPosts, "likes": Self.russianPosts])
    #expect(
      SchemaDiff.compare(old: .object(["stats": Self.russian]), new: .object(["stats": added])).changes.map(
        \.rule)
        == [.placeholdersChanged, .keyAdded])
  }

  @Test func aTextOrAPluralBecomingOneIsBreaking() {
    let plural = JSONValue.object([PluralLabel.marker: .object(["other": .string("%lld posts")])])
    for old in [JSONValue.string("%lld followers"), plural] {
      let report = SchemaDiff.compare(old: .object(["stats": old]), new: .object(["stats": Self.english]))
      #expect(report.changes.map(\.rule) == [.typeChanged])
      #expect(report.changes.first?.message.hasPrefix("type changed from ") == true)
      #expect(report.changes.first?.message.contains(" to plural text (") == true)
    }
  }

  @Test func anOlderLineTakesTheNewestTextWhenItsVariablesStay() {
    var followers = Self.russianFollowers
    followers["one"] = "%lld читатель"
    let newest = Self.label(
      "%#@followers@ / %#@posts@", ["followers": followers, "posts": Self.russianPosts])
    let rules = PluralRules.forLocale("ru")
    #expect(LabelProjection(of: newest, onto: Self.russian, rules: rules).document == newest)
    let renamed = Self.label(
      "%#@followers@ / %#@notes@", ["followers": followers, "notes": Self.russianPosts])
    #expect(LabelProjection(of: renamed, onto: Self.russian, rules: rules).document == Self.russian)
  }
}

/// A label of several counts in the schema's JSON Schema and the Firebase rules derived from it.
@Suite struct PluralTextRulesTests {
  private enum StatsCount: String, PluralVariable { case followers, posts }
  private struct Profile: LabelGroup {
    let stats: PluralText<StatsCount>
  }

  @Test func theStoreTakesTheLabelAndRefusesAnotherShape() throws {
    let rules = try FirebaseRules.document(
      for: JSONSchema(describing: Profile.self), environment: "production", version: SemanticVersion("1.0.0"),
      locales: [LocaleIdentifier("en")])
    let evaluator = RulesEvaluator(rules: rules)
    let path = ["production", "v1", "en", "labels"]
    let document = JSONValue.object(["stats": PluralTextLabelTests.english])
    #expect(evaluator.failures(storing: document, at: path) == [])
    #expect(
      evaluator.failures(storing: .object(["stats": .object(["@format": .string("%#@posts@")])]), at: path)
        == ["/production/v1/en/labels/stats: newData.hasChildren(['@format', '@plurals'])"])
    let numberForm = JSONValue.object([
      "stats": .object([
        "@format": .string("%#@posts@"), "@plurals": .object(["posts": .object(["other": .number("1")])]),
      ])
    ])
    #expect(
      evaluator.failures(storing: numberForm, at: path) == [
        "/production/v1/en/labels/stats/@plurals/posts/other: newData.isString()"
      ])
  }
}

extension PluralTextLabelTests {
  /// A label of several counts is reviewed whole, as a plural is: a changed base form marks every
  /// translation that kept all of its forms.
  @Test func aChangedBaseFormMarksTheLabelOfEveryLocaleThatKeptIt() throws {
    let uk = try LocaleIdentifier("uk")
    let published = LocalizedDocuments(
      baseLocale: en,
      documents: [
        en: .object(["stats": Self.english]), ru: .object(["stats": Self.russian]),
        uk: .object(["stats": Self.russian]),
      ])
    var posts = Self.russianPosts
    posts["few"] = "%lld допису"
    var documents = published.documents
    documents[en] = .object([
      "stats": Self.label(
        "%#@followers@ · %#@posts@",
        [
          "followers": ["one": "%lld follower", "other": "%lld followers"],
          "posts": ["=0": "no posts yet", "one": "%lld post", "other": "%lld posts"],
        ])
    ])
    documents[uk] = .object([
      "stats": Self.label("%#@followers@ · %#@posts@", ["followers": Self.russianFollowers, "posts": posts])
    ])
    let current = LocalizedDocuments(baseLocale: en, documents: documents)
    let state = ReviewState.empty.updated(
      publishing: current, changes: SchemaDiff.compare(old: published, new: current).changes)
    #expect(state.entries.keys.sorted() == [ru])
    #expect(
      state.entry(at: JSONPointer(["stats"]), in: ru)
        == ReviewEntry(state: .needsReview, translation: Self.russian))
  }
}
