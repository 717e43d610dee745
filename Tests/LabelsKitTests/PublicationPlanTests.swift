import LabelsCore
import Testing

@testable import LabelsKit

/// What `publish` decides from a store read once: the refusal, the conditional writes, the checks of
/// what it wrote, and the record.
@Suite struct PublicationPlanTests {
  private static let database = "https://app.firebaseio.com"

  @Test func anUnpublishedLineIsWrittenIfTheNodeIsStillEmptyThenTheRecord() throws {
    let plan = PublicationPlan(
      try StoreFixtures.snapshot(store: nil, record: StoreFixtures.noRecord), database: Self.database,
      discarding: false, commit: "def")
    #expect(plan.refusal == nil && plan.discardWarning == nil)
    let write = PublicationPlan.Write(
      key: "v1", tokens: ["production", "v1"], value: StoreFixtures.published("Hello", commit: "def"),
      ifMatch: "v1-etag")
    #expect(plan.writes == [write])
    #expect(
      plan.written(write)
        == "wrote /production/v1: released 1.0.0 (commit def) to every install; 2 labels added, 0 changed, 0 removed"
    )
    #expect(
      plan.dryRunReport == [
        "/production/v1: unpublished, released 1.0.0 (commit def) to every install, 2 labels added, 0 changed, "
          + "0 removed",
        "  en: 2 labels added, 0 changed, 0 removed",
        #"    v1 en: key added ({"labels": {"title": "Settings", "welcome": "Hello"}}) [additive, key-added]"#,
        "dry run: nothing was written",
      ])
    let record = plan.record
    #expect(record.lines["v1"]?.commit == "def")
    #expect(record.lines["v1"]?.line == write.value)
    #expect(
      plan.recordWrite(record)
        == PublicationPlan.Write(
          key: "labels-publication", tokens: ["production", "labels-publication"], value: record.json,
          ifMatch: "null-etag"))
    #expect(
      plan.summary(written: ["v1"], recordWritten: true)
        == "published /production from def: v1 (1.0.0, texts of 1.0.0); every line read back as written")
  }

  @Test func aStoreInStepWritesNothing() throws {
    let plan = PublicationPlan(
      try StoreFixtures.snapshot(store: "Hello", record: StoreFixtures.record("Hello")),
      database: Self.database, discarding: false, commit: "abc")
    #expect(plan.writes == [])
    #expect(
      plan.dryRunReport == [
        "/production/v1: no change: already released to every install: 1.0.0 (commit abc)",
        "dry run: nothing was written",
      ])
    #expect(plan.recordWrite(plan.record) == nil)
    #expect(
      plan.summary(written: [], recordWritten: false)
        == "/production is in step: v1 (1.0.0, texts of 1.0.0)")
  }

  @Test func aStoreEditIsRefusedListingItUnlessDiscarded() throws {
    let snapshot = try StoreFixtures.snapshot(store: "Hey", record: StoreFixtures.record("Hi"))
    let edit = #"v1 en /welcome: value changed ("Hi" → "Hey") [content, value-changed]"#
    let refused = PublicationPlan(snapshot, database: Self.database, discarding: false)
    #expect(
      refused.refusal
        == Diagnostic(
          .error,
          "the store at https://app.firebaseio.com/production was edited since the last publication (1 edit); "
            + "nothing was written",
          fix:
            "run 'LabelsParser pull --environment production --database https://app.firebaseio.com' to bring "
            + "the content edits into the defaults, or publish with --discard-store-edits to overwrite them",
          notes: [edit]))
    #expect(refused.discardWarning == nil)
    let discarding = PublicationPlan(snapshot, database: Self.database, discarding: true)
    #expect(discarding.refusal == nil)
    #expect(
      discarding.discardWarning
        == Diagnostic(
          .warning,
          "--discard-store-edits: overwriting 1 difference in the store at https://app.firebaseio.com/production",
          notes: [edit]))
    #expect(discarding.writes.map(\.ifMatch) == ["v1-etag"])
  }

  @Test func aLineThisToolDidNotWriteIsRefusedAsForeign() throws {
    let plan = PublicationPlan(
      try StoreFixtures.snapshot(store: "Hey", record: StoreFixtures.noRecord), database: Self.database,
      discarding: false)
    #expect(
      plan.refusal?.message
        == "the store at https://app.firebaseio.com/production holds line v1 that this tool has no record of "
        + "writing (1 difference from the repository); nothing was written")
  }

  @Test func aWriteConflictAndAMismatchedReadBackNameTheLineAndTheDifference() throws {
    let plan = PublicationPlan(
      try StoreFixtures.snapshot(store: "Hi", record: StoreFixtures.record("Hi")), database: Self.database,
      discarding: false)
    let write = try #require(plan.writes.first)
    #expect(
      plan.conflict(write, now: StoreFixtures.line("Hey"), writtenBefore: ["v0"])
        == Diagnostic(
          .error,
          "/production/v1 was changed in the store while publishing; it was not written (written before it, "
            + "whole: v0)",
          fix: "run 'LabelsParser status' to see the edit, then 'LabelsParser pull' or publish again",
          notes: [#"v1 en /welcome: value changed ("Hi" → "Hey") [content, value-changed]"#]))
    #expect(plan.readBackProblem("v1", write.value) == nil)
    #expect(
      plan.readBackProblem(
        "v1", write.value.replacing(at: JSONPointer(["en", "labels", "welcome"]), with: .string("Hi")))
        == Diagnostic(
          .error, "/production/v1 does not read back as written; the record was not updated",
          fix: "run 'LabelsParser status' to see the difference",
          notes: [#"v1 en /welcome: value changed ("Hello" → "Hi") [content, value-changed]"#]))
  }

  @Test func countsAreLabelsAddedChangedAndRemoved() throws {
    let added = StoreDifference.between(nil, StoreFixtures.line("Hi"), line: "v1")
    let changed = StoreDifference.between(StoreFixtures.line("Hi"), StoreFixtures.line("Hey"), line: "v1")
    let removed = StoreDifference.between(StoreFixtures.line("Hi"), nil, line: "v1")
    #expect(PublicationPlan.counts(added + changed + removed) == "2 labels added, 1 changed, 2 removed")
    #expect(PublicationPlan.counts([]) == "0 labels added, 0 changed, 0 removed")
  }
}
