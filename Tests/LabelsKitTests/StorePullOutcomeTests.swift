import LabelsCore
import Testing

@testable import LabelsKit

/// What `pull` takes from the store's lines, says, and writes into the Swift sources of the defaults.
@Suite struct StorePullOutcomeTests {
  private static let en = try! LocaleIdentifier("en")
  private static let source = """
    let en = Labels(welcome: "Hi", title: "Settings")

    """

  private func lines(store: String, record: String) throws -> [StoreLine] {
    try StoreFixtures.snapshot(upload: record, store: store, record: StoreFixtures.record(record)).lines
  }

  @Test func anEditOfTheNewestLineIsWrittenIntoItsLiteral() throws {
    let plan = StorePullPlan(
      lines: try lines(store: "Hey", record: "Hi"), defaults: StoreFixtures.documents("Hi"))
    #expect(plan.warnings == [] && plan.refusalDiagnostics == [])
    #expect(
      plan.summary(of: "/production/v1")
        == "took 1 edit of /production/v1; run 'make export', then 'LabelsParser publish'")
    #expect(
      try plan.rewritten(
        [Self.en: ["Defaults/English/En.swift": Self.source]], defaults: StoreFixtures.documents("Hi"),
        catalogFile: "Defaults/LabelsCatalog.swift", paths: nil)
        == ["Defaults/English/En.swift": "let en = Labels(welcome: \"Hey\", title: \"Settings\")\n"])
  }

  @Test func aTextNotInTheSourcesIsAnErrorAtTheCatalog() throws {
    let plan = StorePullPlan(
      lines: try lines(store: "Hey", record: "Hi"), defaults: StoreFixtures.documents("Hi"))
    #expect(
      throws: StorePullPlan.Unlocated(diagnostics: [
        Diagnostic(
          .error, at: FileLocation(file: "Defaults/LabelsCatalog.swift"),
          #"en /welcome: the defaults do not write "Hi" as a one-line literal after welcome:; change it by hand"#
        )
      ])
    ) {
      try plan.rewritten(
        [Self.en: [:]], defaults: StoreFixtures.documents("Hi"), catalogFile: "Defaults/LabelsCatalog.swift",
        paths: nil)
    }
  }

  @Test func anEditTheDefaultsHoldIsCountedAsTaken() throws {
    let plan = StorePullPlan(
      lines: try lines(store: "Hey", record: "Hi"), defaults: StoreFixtures.documents("Hey"))
    #expect(plan.edits.isEmpty)
    #expect(
      plan.summary(of: "/production/v1") == "took 0 edits of /production/v1 (1 already in the defaults)")
  }

  @Test func aRefusedEditIsAnErrorThenNothingWritten() throws {
    let plan = StorePullPlan(
      lines: try lines(store: "Hey", record: "Hi"), defaults: StoreFixtures.documents("Ho"))
    #expect(
      plan.refusalDiagnostics.map(\.message) == [
        #"v1 en /welcome: value changed ("Hi" → "Hey") [content, value-changed]: not taken: the defaults "#
          + #"changed this text too since it was published (now "Ho"); choose one in the defaults, then "#
          + "publish with --discard-store-edits",
        "nothing was written",
      ])
  }

  @Test func editsOfOlderLinesAreWarnedOfAndNotTaken() throws {
    let older = try lines(store: "Hey", record: "Hi")[0]
    let newest = StoreLine(
      key: "v2", upload: StoreFixtures.line("Hi"), store: StoreFixtures.line("Hi"), record: nil)
    let plan = StorePullPlan(lines: [older, newest], defaults: StoreFixtures.documents("Hi"))
    #expect(plan.edits.isEmpty)
    #expect(
      plan.warnings == [
        Diagnostic(
          .warning,
          #"v1 en /welcome: value changed ("Hi" → "Hey") [content, value-changed]: made in an older "#
            + "line only; not taken",
          fix: "make the edit in the defaults if it belongs in the newest version too")
      ])
  }
}
