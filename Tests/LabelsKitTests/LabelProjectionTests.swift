import LabelsCore
import Testing

@testable import LabelsKit

@Suite struct LabelProjectionTests {
  private func project(_ newest: String, onto old: String, rules: PluralRules = .root) throws
    -> LabelProjection
  {
    LabelProjection(of: try StrictJSONReader.read(newest), onto: try StrictJSONReader.read(old), rules: rules)
  }

  @Test func takesCompatibleTextsAndKeepsRemovedOrReformattedLabels() throws {
    let projection = try project(
      #"{"login": {"greeting": "Hello, %@! You have %lld"}, "settings": {"title": "Preferences"}}"#,
      onto:
        #"{"login": {"greeting": "Hello, %@!", "welcome": "Welcome back"}, "settings": {"title": "Settings"}}"#
    )
    #expect(
      projection.document
        == (try StrictJSONReader.read(
          #"{"login": {"greeting": "Hello, %@!", "welcome": "Welcome back"}, "settings": {"title": "Preferences"}}"#
        )))
    #expect(projection.summary == ProjectionSummary(updated: 1, unchanged: 0, kept: 2))
  }

  @Test func aLabelTheOldDocumentLacksStaysAbsent() throws {
    let projection = try project(#"{"a": "A2", "hint": "new optional label"}"#, onto: #"{"a": "A"}"#)
    #expect(projection.document == .object(["a": .string("A2")]))
    #expect(projection.summary == ProjectionSummary(updated: 1))
  }

  @Test(arguments: [
    ("Hi %1$@, %2$lld", "%2$lld for %1$@", true),
    ("Hi {name}", "Hello {name}", true),
    ("Hi {name}", "Hi {user}", false),
    ("Hi %@", "Hi %d", false),
    ("Hi", "Hi %@", false),
    ("100%% sure", "Quite sure", true),
  ])
  func takesATextOnlyWhenItsPlaceholdersAreCompatible(old: String, new: String, taken: Bool) {
    let projection = LabelProjection(of: .object(["a": .string(new)]), onto: .object(["a": .string(old)]))
    #expect(projection.document == .object(["a": .string(taken ? new : old)]))
    #expect(projection.summary == (taken ? ProjectionSummary(updated: 1) : ProjectionSummary(kept: 1)))
  }

  /// Apps of the old line were built with CLDR 41's Hebrew defaults, which have `many`, and take a remote
  /// plural only with every form they have: the line keeps `many`, holding the newest `other` text.
  @Test func aPluralKeepsEveryFormTheOldLineHadFilledWithTheNewestOther() throws {
    let projection = try project(
      #"{"n": {"@plural": {"one": "פריט אחד", "other": "%lld פריטים!", "two": "שני פריטים"}}}"#,
      onto:
        #"{"n": {"@plural": {"many": "%lld פריטים", "one": "פריט אחד", "other": "%lld פריטים", "two": "שני פריטים"}}}"#,
      rules: .forLocale("he"))
    #expect(
      projection.document
        == (try StrictJSONReader.read(
          #"{"n": {"@plural": {"many": "%lld פריטים!", "one": "פריט אחד", "other": "%lld פריטים!", "two": "שני פריטים"}}}"#
        )))
    #expect(projection.summary == ProjectionSummary(updated: 1))
    // Under the root rules (one form only), `one` without the count is not implied: the old plural stays.
    let root = try project(
      #"{"n": {"@plural": {"one": "פריט אחד", "other": "%lld פריטים!", "two": "שני פריטים"}}}"#,
      onto: #"{"n": {"@plural": {"one": "פריט אחד", "other": "%lld פריטים", "two": "שני פריטים"}}}"#)
    #expect(root.summary == ProjectionSummary(kept: 1))
  }

  @Test func scalarsTakeTheNewestValueOnlyOfTheSameKind() throws {
    let projection = try project(
      #"{"count": 5, "enabled": "yes", "limit": 2.5, "shown": false}"#,
      onto: #"{"count": 3, "enabled": true, "limit": 1, "shown": true}"#)
    #expect(
      projection.document
        == (try StrictJSONReader.read(#"{"count": 5, "enabled": true, "limit": 2.5, "shown": false}"#)))
    #expect(projection.summary == ProjectionSummary())
  }

  @Test func aValueWhoseKindChangedKeepsItsOldSubtree() throws {
    let projection = try project(
      #"{"login": "Log in", "title": {"text": "T"}}"#,
      onto: #"{"login": {"button": "Sign in", "title": "Welcome"}, "title": "Title"}"#)
    #expect(
      projection.document
        == (try StrictJSONReader.read(
          #"{"login": {"button": "Sign in", "title": "Welcome"}, "title": "Title"}"#)))
    #expect(projection.summary == ProjectionSummary(kept: 3))
  }

  @Test func itemsMatchedByIDKeepTheOldItemsInTheOldOrder() throws {
    // b was removed, d added, c and a reordered, and a gained a member the old app does not know.
    let projection = try project(
      #"""
      {"items": [{"id": "c", "name": "Coffee"}, {"id": "a", "icon": "x", "name": "Apples"},
                 {"id": "d", "name": "Dates"}]}
      """#,
      onto: #"""
        {"items": [{"id": "a", "name": "Apple"}, {"id": "b", "name": "Bread"}, {"id": "c", "name": "Coffee"}]}
        """#)
    #expect(
      projection.document
        == (try StrictJSONReader.read(
          #"""
          {"items": [{"id": "a", "name": "Apples"}, {"id": "b", "name": "Bread"}, {"id": "c", "name": "Coffee"}]}
          """#)))
    // ids count as strings: a and c unchanged with c's name, a's name updated, b's id and name kept.
    #expect(projection.summary == ProjectionSummary(updated: 1, unchanged: 3, kept: 2))
  }

  @Test func otherArraysProjectByIndexAndKeepTheOldTail() throws {
    let projection = try project(
      #"{"steps": ["One!", 2], "tips": ["x", "y", "z"]}"#,
      onto: #"{"steps": ["One", "Two", "Three"], "tips": ["a"]}"#)
    #expect(
      projection.document
        == (try StrictJSONReader.read(#"{"steps": ["One!", "Two", "Three"], "tips": ["x"]}"#)))
    #expect(projection.summary == ProjectionSummary(updated: 2, unchanged: 0, kept: 2))
  }

  @Test func anOldListWithoutDistinctIDsIsMatchedByIndex() throws {
    // Two items share an id, so ids identify nothing here and are projected like any other text.
    let projection = try project(
      #"{"items": [{"id": "b", "name": "B2"}, {"id": "a", "name": "A2"}]}"#,
      onto: #"{"items": [{"id": "a", "name": "A"}, {"id": "a", "name": "A again"}]}"#)
    #expect(
      projection.document
        == (try StrictJSONReader.read(#"{"items": [{"id": "b", "name": "B2"}, {"id": "a", "name": "A2"}]}"#)))
  }

  @Test func summaryReadsAsASentence() {
    #expect(
      ProjectionSummary(updated: 2, unchanged: 10, kept: 1).description
        == "2 labels updated, 10 unchanged, 1 kept its last text")
    #expect(
      ProjectionSummary(updated: 1, unchanged: 0, kept: 3).description
        == "1 label updated, 0 unchanged, 3 kept their last text")
    #expect(
      ProjectionSummary(updated: 1, kept: 2) + ProjectionSummary(unchanged: 4, kept: 1)
        == ProjectionSummary(updated: 1, unchanged: 4, kept: 3))
  }
}
