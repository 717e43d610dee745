import LabelsCore
import LabelsSchema
import Testing

/// CLDR 48 took `many` from Hebrew and gave Maltese `two` (and Catalan and Sicilian `many`): a team's
/// defaults written with CLDR 41's initialisers keep compiling, deprecated, and keep showing the texts
/// they showed.
@Suite struct CLDRMigrationTests {
  /// Through a protocol, whose requirements are not deprecated, so the test calls the deprecated
  /// initialisers without the build warning about it.
  private let cldr41: any CLDR41Calls = CLDR41Defaults()

  @Test func hebrewKeepsItsManyFormUnderTheNewRules() {
    let old = cldr41.hebrew
    #expect(
      old.forms == [.one: "פריט אחד", .two: "שני פריטים", .many: "%lld פריטים (many)", .other: "%lld פריטים"])
    #expect(old.rules.categories == [.one, .two, .other])
    #expect([1, 2, 20, 21].map { old($0) } == ["פריט אחד", "שני פריטים", "20 פריטים", "21 פריטים"])
    #expect(Plural.he(one: "a", two: "b", other: "%lld c").forms == [.one: "a", .two: "b", .other: "%lld c"])
  }

  @Test func malteseFillsTheNewTwoFormWithTheFewTextCLDR41ShowedForTwo() {
    let old = cldr41.maltese
    #expect(
      old.forms == [
        .one: "oġġett", .two: "%lld oġġetti", .few: "%lld oġġetti", .many: "%lld-il oġġett",
        .other: "%lld oġġett",
      ])
    #expect(old.rules.categories == [.one, .two, .few, .many, .other])
    #expect(old(2) == "2 oġġetti")
  }

  @Test func catalanFillsItsNewManyFormWithTheOtherText() {
    let old = cldr41.catalan
    #expect(old.forms == [.one: "%lld fitxer", .many: "%lld fitxers", .other: "%lld fitxers"])
    #expect(old(1_000_000) == "1000000 fitxers")
  }
}

private protocol CLDR41Calls {
  var hebrew: Plural { get }
  var maltese: Plural { get }
  var catalan: Plural { get }
}

/// Defaults as a team wrote them with CLDR 41's initialisers.
private struct CLDR41Defaults: CLDR41Calls {
  @available(*, deprecated, message: "CLDR 41's initialiser, on purpose")
  var hebrew: Plural {
    .he(one: "פריט אחד", two: "שני פריטים", many: "%lld פריטים (many)", other: "%lld פריטים")
  }
  @available(*, deprecated, message: "CLDR 41's initialiser, on purpose")
  var maltese: Plural {
    .mt(one: "oġġett", few: "%lld oġġetti", many: "%lld-il oġġett", other: "%lld oġġett")
  }
  @available(*, deprecated, message: "CLDR 41's initialiser, on purpose")
  var catalan: Plural { .ca(one: "%lld fitxer", other: "%lld fitxers") }
}
