import Foundation
import LabelsCore
import LabelsSchema
import LabelsTestFixtures
import Testing

@testable import LabelsRuntime

/// A remote label the app could not show or format keeps its default and is listed in the fallbacks:
/// texts with other placeholders or blank ones, and plurals that are incomplete or take other arguments.
@Suite struct RemoteLabelCheckTests {
  @Test(arguments: [
    ("/profile/greeting", "Привет, %@! У вас %d новых и %@"),
    ("/profile/greeting", "Привет!"),
    ("/profile/greeting", "Привет, %1$@ %3$@"),
    ("/profile/greeting", "Привет, {name}!"),
    ("/profile/signIn", ""),
    ("/profile/signIn", "  "),
    ("/cart/count", "Товаров: %@"),
    ("/options/alerts/digest/body", "Напомним в {when}"),
  ])
  func aTextTheAppCouldNotFormatKeepsItsDefault(pointer: String, text: String) throws {
    let remote = try RemoteDocument(FixtureLabels.translated).setting(pointer, to: text)
    let loaded = LabelsLoader.load(try remote.data, over: FixtureLabels.base)
    let expected = try FixtureLabels.translated.taking(pointer, from: FixtureLabels.base)
    #expect(loaded == LoadedLabels(labels: expected, source: .partlyRemote, fallbacks: [pointer]))
  }

  @Test(arguments: [
    ("/profile/greeting", "Здравствуйте, %1$@!"),
    ("/cart/count", "%lld шт."),
    ("/options/alerts/digest/body", "Напомним в {time}, а потом снова в {time}"),
  ])
  func aTextThatTakesTheSameArgumentsIsTaken(pointer: String, text: String) throws {
    let remote = try RemoteDocument(FixtureLabels.translated).setting(pointer, to: text)
    let loaded = LabelsLoader.load(try remote.data, over: FixtureLabels.base)
    #expect(loaded.source == .remote)
    #expect(loaded.fallbacks.isEmpty)
  }

  private struct Counted: LabelGroup {
    let title: String
    let count: Plural
  }

  private let russian = Counted(
    title: "Расходы",
    count: .ru(
      one: "%lld расход", few: "%lld расхода", many: "%lld расходов", other: "%lld расхода",
      exact: [0: "Нет расходов"]))

  private func load(count: String) -> LoadedLabels<Counted> {
    LabelsLoader.load(Data(#"{"title": "Траты", "count": \#(count)}"#.utf8), over: russian)
  }

  @Test(arguments: [
    #"{"@plural": {"one": "%lld трата", "few": "%lld траты", "many": "%lld трат", "other": "%lld траты"}}"#,
    #"{"@plural": {"one": "%lld трата", "few": "%lld траты", "many": "%lld трат", "other": "%lld траты", "=0": "Пусто"}}"#,
  ])
  func aCompletePluralThatTakesTheCountIsTakenWhole(count: String) {
    let loaded = load(count: count)
    #expect(loaded.source == .remote)
    #expect(loaded.fallbacks.isEmpty)
    #expect(loaded.labels.count(5, locale: "ru") == "5 трат")
  }

  @Test(arguments: [
    #"{"@plural": {"one": "%lld трата", "other": "%lld траты"}}"#,
    #"{"@plural": {"one": "%lld трата", "few": "%lld траты", "many": "%@ трат", "other": "%lld траты"}}"#,
    #"{"@plural": {"one": "%lld трата", "few": "%lld траты", "many": "%lld трат", "other": ""}}"#,
    #"{"@plural": {"one": "%lld трата", "few": "%lld траты", "many": "%lld трат", "other": "%lld", "=0": "%@"}}"#,
    #"{"one": "%lld трата", "few": "%lld траты", "many": "%lld трат", "other": "%lld траты"}"#,
    #"{"@plural": {"one": "{count} трата", "few": "%lld траты", "many": "%lld трат", "other": "%lld траты"}}"#,
  ])
  func anIncompleteOrUnformattablePluralKeepsTheDefaultWhole(count: String) {
    let loaded = load(count: count)
    #expect(loaded.source == .partlyRemote)
    #expect(loaded.fallbacks == ["/count"])
    #expect(loaded.labels == Counted(title: "Траты", count: russian.count))
    #expect(loaded.labels.count(5, locale: "ru") == "5 расходов")
  }

  /// A French remote plural written before CLDR gave French a `many` for exact millions is taken: the
  /// app shows its `other` form for them, as lint warns without refusing.
  @Test func aRemotePluralWithoutTheFormOnlyExactMillionsSelectIsTaken() {
    let french = Counted(
      title: "Dépenses", count: .fr(one: "%lld dépense", many: "%lld de dépenses", other: "%lld dépenses"))
    let loaded = LabelsLoader.load(
      Data(
        #"{"title": "Frais", "count": {"@plural": {"one": "%lld frais", "other": "%lld frais payés"}}}"#.utf8),
      over: french)
    #expect(loaded.source == .remote)
    #expect(loaded.labels.count(1_000_000, locale: "fr") == "1000000 frais payés")
    #expect(loaded.labels.count(1, locale: "fr") == "1 frais")
  }

  /// Android lint's ImpliedQuantity, with the rules of the locale loaded: a form shown for one number may
  /// leave out the count ("One expense" in English), a form shown for several may not (Russian `one` is
  /// also 21).
  @Test func aFormMayLeaveOutTheCountOnlyWhereItsCategoryIsOneNumber() {
    let english = Counted(title: "Expenses", count: .en(one: "%lld expense", other: "%lld expenses"))
    let implied = LabelsLoader.load(
      Data(
        #"{"title": "Spending", "count": {"@plural": {"one": "One expense", "other": "%lld expenses"}}}"#.utf8
      ),
      over: english)
    #expect(implied.source == .remote)
    #expect([1, 2].map { implied.labels.count($0) } == ["One expense", "2 expenses"])
    let russianOne = load(
      count:
        #"{"@plural": {"one": "Одна трата", "few": "%lld траты", "many": "%lld трат", "other": "%lld траты"}}"#
    )
    #expect(russianOne.fallbacks == ["/count"])
    #expect(russianOne.labels.count(21) == "21 расход")
  }

  /// A text is blank exactly when every character is whitespace, whatever scalar starts it: the test of
  /// its first byte never decides otherwise.
  @Test func blankIsEveryCharacterWhitespace() {
    var differing: [String] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      // Alone, and with a combining accent that joins it in one character.
      for text in [String(scalar), String(scalar) + "\u{301}"]
      where RemoteLabelCheck.isBlank(text) != text.allSatisfy(\.isWhitespace) {
        differing.append(text)
      }
    }
    #expect(differing.isEmpty)
    #expect(RemoteLabelCheck.isBlank(""))
  }

  enum PostCount: String, PluralVariable { case posts }

  private struct Posted: LabelGroup {
    let posted: PluralText1<PostCount, String>
  }

  private let posted = Posted(
    posted: PluralText1("%@ has %#@posts@") { _ in .en(one: "%lld post", other: "%lld posts") })

  /// A remote format of counts takes the default's other arguments, in order, or the default stays.
  @Test(arguments: [
    (#""%#@posts@ by %@""#, true, "3 posts by Ana"),
    (#""%2$#@posts@ by %1$@""#, true, "3 posts by Ana"),
    (#""%#@posts@ by %lld""#, false, "Ana has 3 posts"),
    (#""%#@posts@""#, false, "Ana has 3 posts"),
    (#""%@ and %@ have %#@posts@""#, false, "Ana has 3 posts"),
  ])
  func aRemoteFormatOfCountsTakesTheDefaultsOtherArguments(format: String, taken: Bool, shown: String) {
    let loaded = LabelsLoader.load(
      Data(
        #"{"posted": {"@format": \#(format), "@plurals": {"posts": {"one": "%lld post", "other": "%lld posts"}}}}"#
          .utf8),
      over: posted)
    #expect(loaded.fallbacks == (taken ? [] : ["/posted"]))
    #expect(loaded.labels.posted([.posts: 3], "Ana") == shown)
  }

  /// A remote form may take any argument of the text by position, and leave out a count its category
  /// implies (``PluralTextArguments``), as lint and the default do; a text whose forms add an argument the
  /// app does not pass, or a Russian `one` without its count, keeps the default.
  @Test(arguments: [
    (
      #"{"one": "One post by %2$@", "other": "%lld posts by %2$@"}"#, true, "One post by Ana",
      "3 posts by Ana"
    ),
    (#"{"one": "%lld post", "other": "%lld posts"}"#, false, "Ana has 1 post", "Ana has 3 posts"),
    (
      #"{"one": "One post by %3$@", "other": "%lld posts by %3$@"}"#, false, "Ana has 1 post",
      "Ana has 3 posts"
    ),
    (
      #"{"one": "One post by %2$lld", "other": "%lld posts by %2$@"}"#, false, "Ana has 1 post",
      "Ana has 3 posts"
    ),
  ])
  func aRemoteFormTakesTheTextsArguments(forms: String, taken: Bool, one: String, three: String) {
    let loaded = LabelsLoader.load(
      Data(#"{"posted": {"@format": "%1$#@posts@", "@plurals": {"posts": \#(forms)}}}"#.utf8), over: posted)
    #expect(loaded.fallbacks == (taken ? [] : ["/posted"]))
    #expect(loaded.labels.posted([.posts: 1], "Ana") == one)
    #expect(loaded.labels.posted([.posts: 3], "Ana") == three)
  }

  @Test func aRemoteFormOfSeveralNumbersKeepsItsCount() {
    let russian = Posted(
      posted: PluralText1("%@: %#@posts@") { _ in
        .ru(one: "%lld пост", few: "%lld поста", many: "%lld постов", other: "%lld поста")
      })
    let loaded = LabelsLoader.load(
      Data(
        #"{"posted": {"@format": "%2$#@posts@ у %1$@", "@plurals": {"posts": {"one": "Один пост", "few": "%lld поста", "many": "%lld постов", "other": "%lld поста"}}}}"#
          .utf8), over: russian)
    #expect(loaded.fallbacks == ["/posted"])
    #expect(loaded.labels.posted([.posts: 21], "Аня") == "Аня: 21 пост")
  }
}
