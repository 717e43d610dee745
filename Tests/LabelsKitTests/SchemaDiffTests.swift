import LabelsCore
import Testing

@testable import LabelsKit

@Suite struct SchemaDiffTests {
  @Test(arguments: [
    (
      "key-removed",
      [
        #"breaking key-removed /login/welcome old="Welcome""#,
        #"breaking key-removed /settings/legal old={"privacy": "Privacy", "terms": "Terms"}"#,
      ]
    ),
    (
      "key-added",
      [
        #"additive key-added /login/subtitle new="Glad to see you""#,
        #"additive key-added /profile new={"name": "Name", "photo": {"change": "Change photo"}}"#,
      ]
    ),
    (
      "type-changed",
      [
        #"breaking type-changed /count old="5" new=5"#,
        #"breaking type-changed /flags old=["a"] new={"a": true}"#,
        #"breaking type-changed /login old={"title": "Sign in", "welcome": "Welcome"} new="Sign in""#,
      ]
    ),
    (
      "placeholders-changed",
      [
        #"breaking placeholders-changed /greeting old="Hello, {name}!" new="Hello, {{name}}!""#,
        #"breaking placeholders-changed /items old="%@ items" new="%d items""#,
        #"breaking placeholders-changed /total old="%d of %d" new="%lld of %d""#,
      ]
    ),
    (
      "value-changed",
      [
        #"content value-changed /enabled old=true new=false"#,
        #"content value-changed /items old="%1$@ items in %2$@" new="In %2$@: %1$@ items""#,
        #"content value-changed /limit old=1 new=2"#,
        #"content value-changed /welcome old="Welcome" new="Welcome back""#,
      ]
    ),
    (
      "rename",
      [
        #"breaking key-removed /a/only old="Same""#,
        #"additive key-added /b/moved new="Same""#,
        #"additive key-added /login/greeting new="Welcome" hint=possibly renamed from /login/welcome"#,
        #"breaking key-removed /login/welcome old="Welcome" hint=possibly renamed to /login/greeting"#,
      ]
    ),
    (
      "items-by-id",
      [
        #"breaking key-removed /categories/1/icon id=food old="fork""#,
        #"content value-changed /categories/1/title id=food old="Food" new="Groceries""#,
        #"content item-added /categories/2 id=gifts new={"id": "gifts", "title": "Gifts"}"#,
        #"content item-removed /categories/2 id=travel old={"id": "travel", "title": "Travel"}"#,
      ]
    ),
    ("items-reordered", []),
    (
      "items-by-index",
      [
        #"content value-changed /duplicated/0/title old="A" new="B""#,
        #"content value-changed /duplicated/1/title old="B" new="A""#,
        #"breaking key-removed /mixed/0/id old="a""#,
        #"content value-changed /mixed/0/title old="A" new="B""#,
        #"additive key-added /mixed/1/id new="a""#,
        #"content value-changed /mixed/1/title old="B" new="A""#,
        #"content value-changed /steps/1 old="Two" new="2""#,
        #"content item-removed /steps/2 old="Three""#,
        #"content item-added /tips/1 new="Spend less""#,
      ]
    ),
    ("identical", []),
  ])
  func reportsExactlyTheFindingsOfEachFixture(name: String, expected: [String]) throws {
    #expect(DiffFixtures.describe(try DiffFixtures.report(name)) == expected)
  }

  @Test func aDifferentRootTypeIsOneChangeAtTheRoot() {
    let report = SchemaDiff.compare(old: .object(["a": .string("x")]), new: .array([.string("x")]))
    #expect(DiffFixtures.describe(report) == [#"breaking type-changed <root> old={"a": "x"} new=["x"]"#])
  }

  @Test func nullIsATypeOfItsOwn() {
    let report = SchemaDiff.compare(old: .object(["a": .null]), new: .object(["a": .string("")]))
    #expect(DiffFixtures.describe(report) == [#"breaking type-changed /a old=null new="""#])
  }

  @Test func numbersCompareByTheirText() {
    let report = SchemaDiff.compare(old: .object(["n": .number("1.0")]), new: .object(["n": .number("1")]))
    #expect(DiffFixtures.describe(report) == ["content value-changed /n old=1.0 new=1"])
  }

  @Test func anEmptyArrayMatchesByIDWhenTheOtherSideHasIDs() {
    let report = SchemaDiff.compare(
      old: .object(["list": .array([])]),
      new: .object(["list": .array([.object(["id": .string("x")])])]))
    #expect(DiffFixtures.describe(report) == [#"content item-added /list/0 id=x new={"id": "x"}"#])
  }

  @Test func theInnermostIDIsCarriedIntoNestedArrays() throws {
    let old = try StrictJSONReader.read(
      #"{"groups": [{"id": "g", "rows": ["a"], "tags": [{"id": "t", "v": 1}]}]}"#)
    let new = try StrictJSONReader.read(
      #"{"groups": [{"id": "h"}, {"id": "g", "rows": ["a", "b"], "tags": [{"id": "t", "v": 2}]}]}"#)
    #expect(
      DiffFixtures.describe(SchemaDiff.compare(old: old, new: new)) == [
        #"content item-added /groups/0 id=h new={"id": "h"}"#,
        #"content item-added /groups/1/rows/1 id=g new="b""#,
        "content value-changed /groups/1/tags/0/v id=t old=1 new=2",
      ])
  }

  @Test func renameHintsPairKeysOneToOne() throws {
    let old = try StrictJSONReader.read(#"{"a": "Same", "b": "Same", "c": "Other"}"#)
    let new = try StrictJSONReader.read(#"{"z": "Same", "c": "Other"}"#)
    #expect(
      DiffFixtures.describe(SchemaDiff.compare(old: old, new: new)) == [
        #"breaking key-removed /a old="Same" hint=possibly renamed to /z"#,
        #"breaking key-removed /b old="Same""#,
        #"additive key-added /z new="Same" hint=possibly renamed from /a"#,
      ])
  }

  @Test(arguments: [
    ("%1$@ in %2$@", "%2$@: %1$@", ChangeRule.valueChanged),  // reordered positional
    ("%@ items", "%d items", .placeholdersChanged),
    ("100%% sure", "Fully sure", .valueChanged),  // %% is a literal
    ("{{count}} items", "Items", .placeholdersChanged),
    ("%d files", "%lld files", .placeholdersChanged),
    ("%5.2f km", "%.1f km", .valueChanged),  // width and precision
    ("%@ and %d", "%1$@ and %2$d", .valueChanged),
    ("{name}", "{{name}}", .placeholdersChanged),
  ])
  func stringsArePlaceholderChangesOnlyWhenSignaturesDiffer(old: String, new: String, rule: ChangeRule) {
    let report = SchemaDiff.compare(old: .object(["s": .string(old)]), new: .object(["s": .string(new)]))
    #expect(report.changes.map(\.rule) == [rule])
    #expect(report.changes.map(\.severity) == [rule.severity])
  }
}
