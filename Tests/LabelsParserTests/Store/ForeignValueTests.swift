import Foundation
import LabelsCore
import LabelsKit
import LabelsStoreClient
import Testing

@testable import LabelsCommands

/// A value someone wrote above the lines (a text at `/production`, or at the database's root): a read of
/// a line below it answers `null`, and a write of the line would replace it, so `status` and `--dry-run`
/// call it foreign and `publish` refuses it unless told to discard it.
@Suite struct ForeignValueTests {
  private static let notice = JSONValue.string("maintenance mode: do not touch")

  @Test func aTextAtTheEnvironmentIsForeignToStatusAndDryRunAndPublishRefusesIt() throws {
    let folder = try StoreCommandRun.folder()
    let store = FakeStore()
    store.put(Self.notice, at: "production")

    let status = StoreCommandRun(["status"], in: folder, store: store)
    #expect(
      status
        == .init(
          stdout: """
            /production/v1: foreign: /production holds "maintenance mode: do not touch", which this tool did not write; publishing would replace it
              unpublished: v1 en: key added ({"labels": {"login": {"greeting": "Hello, %@!", "welcome": …) [additive, key-added]
              unpublished: v1 uk: key added ({"labels": {"login": {"greeting": "Привіт, %@!", "welcome":…) [additive, key-added]
            /production/v2: foreign: /production holds "maintenance mode: do not touch", which this tool did not write; publishing would replace it
              unpublished: v2 de: key added ({"labels": {"login": {"greeting": "Hallo, %@! Du hast %lld"…) [additive, key-added]
              unpublished: v2 en: key added ({"labels": {"login": {"greeting": "Hello, %@! You have %lld…) [additive, key-added]
            /production differs from the repository: 2 of 2 lines

            """, stderr: "", status: 1))

    let json = StoreCommandRun(["status", "--format", "json"], in: folder, store: store)
    let report = try StrictJSONReader.read(Array(json.stdout.utf8))
    guard case .object(let members) = report, case .array(let lines)? = members["lines"],
      case .object(let first)? = lines.first
    else {
      Issue.record("status --format json printed no lines: \(json.stdout)")
      return
    }
    #expect(first["state"] == .string("foreign"))
    #expect(first["foreignAbove"] == .object(["path": .string("/production"), "value": Self.notice]))
    let github = StoreCommandRun(["status", "--format", "github"], in: folder, store: store)
    #expect(
      github.stdout.hasPrefix(
        "::error title=store-foreign::/production/v1: /production holds \"maintenance mode: do not touch\", ")
    )

    let dryRun = StoreCommandRun(["publish", "--dry-run"], in: folder, store: store)
    #expect(dryRun.status == 1)
    #expect(
      dryRun.stdout.components(separatedBy: "\n").filter { !$0.hasPrefix(" ") } == [
        "/production/v1: foreign, released 1.1.0 (commit unknown, texts of 2.0.0) to every install, 6 labels "
          + "added, 0 changed, 0 removed",
        "/production/v2: foreign, released 2.0.0 (commit unknown) to every install, 4 labels added, 0 changed, "
          + "0 removed",
        "dry run: nothing was written", "",
      ])
    #expect(
      dryRun.stderr.hasPrefix(
        "error: the store at https://labels-test.firebaseio.com holds a value at /production"))

    let refused = StoreCommandRun(["publish"], in: folder, store: store)
    #expect(
      refused
        == .init(
          stdout: "",
          stderr: """
            error: the store at https://labels-test.firebaseio.com holds a value at /production where the lines of /production should be; nothing was written; move or remove that value in the store, or publish with --discard-store-edits to replace it
              /production holds "maintenance mode: do not touch", which this tool did not write; publishing would replace it

            """, status: 1))
    #expect(!store.requests.contains { $0.hasPrefix("PUT") })
    #expect(store.value(at: "production") == Self.notice)
  }

  @Test func discardingReplacesTheValueWithAWarningThatNamesIt() throws {
    let folder = try StoreCommandRun.folder()
    let store = FakeStore()
    store.put(Self.notice, at: "production")
    let published = StoreCommandRun(["publish", "--discard-store-edits"], in: folder, store: store)
    #expect(published.status == 0)
    #expect(
      published.stderr == """
        warning: --discard-store-edits: replacing the value at /production in the store at https://labels-test.firebaseio.com
          /production holds "maintenance mode: do not touch", which this tool did not write; publishing would replace it

        """)
    #expect(published.stdout == PublishCommandTests.firstPublish)
    #expect(StoreCommandRun(["status"], in: folder, store: store).status == 0)
  }

  @Test func aNumberAtTheRootIsForeignToo() throws {
    let folder = try StoreCommandRun.folder()
    let store = FakeStore()
    store.put(.number("42"), at: "")
    let refused = StoreCommandRun(["publish"], in: folder, store: store)
    #expect(refused.status == 1)
    #expect(
      refused.stderr.hasPrefix(
        "error: the store at https://labels-test.firebaseio.com holds a value at / where the lines of /production "
          + "should be; nothing was written"))
    #expect(
      refused.stderr.contains("  / holds 42, which this tool did not write; publishing would replace it\n"))
    #expect(store.tree == .number("42"))
  }

  @Test func pullNamesTheValueAndTakesNothing() throws {
    let folder = try PullCommandTests.exportedProject()
    let store = FakeStore()
    store.put(Self.notice, at: "production")
    let pulled = StoreCommandRun(["pull"], in: folder, store: store)
    #expect(pulled.status == 0)
    #expect(
      pulled.stderr == """
        warning: /production holds "maintenance mode: do not touch", which this tool did not write; publishing would replace it; it holds no text to take; move or remove it in the store, or publish with --discard-store-edits to replace it

        """)
    #expect(pulled.stdout.hasPrefix("took 0 edits of /production/"))
    #expect(try folder.read("Defaults/English/Labels+English.swift") == PullCommandTests.englishSource)
  }

  @Test func anObjectAboveTheLinesOrAValueBesideThemIsNotForeign() throws {
    let folder = try StoreCommandRun.folder()
    let store = FakeStore()
    store.put(.string("hi"), at: "production/banner")
    store.put(.string("kept"), at: "other")
    #expect(
      StoreCommandRun(["publish"], in: folder, store: store)
        == .init(stdout: PublishCommandTests.firstPublish, stderr: "", status: 0))
    #expect(store.value(at: "production/banner") == .string("hi"))
    #expect(store.value(at: "other") == .string("kept"))
  }
}

/// A write whose answer was lost (a `503`, a cut connection) may have landed: `publish` reads the node
/// back before it sends the write again, and only a different value is a conflict.
@Suite struct LostAnswerTests {
  /// What an empty store answers to the five reads before the first write: the two lines, the record,
  /// and, shallow, the environment and the root.
  private static let emptyReads = Array(
    repeating: StoreExchange.answered(status: 200, headers: ["etag": "null_etag"], body: Array("null".utf8)),
    count: 5)

  @Test func aLineWrittenButAnswered503IsReadBackAndPublishSucceeds() throws {
    let folder = try StoreCommandRun.folder()
    let store = FakeStore()
    store.loseAnswersOfNextPuts([
      .answered(status: 503, headers: [:], body: []), .unreachable("connection reset"),
    ])
    let published = StoreCommandRun(["publish"], in: folder, store: store)
    #expect(published == .init(stdout: PublishCommandTests.firstPublish, stderr: "", status: 0))
    #expect(
      Array(store.requests.dropFirst(5)) == [
        "PUT /production/v1.json", "GET /production/v1.json", "PUT /production/v2.json",
        "GET /production/v2.json", "GET /production/v1.json", "GET /production/v2.json",
        "PUT /production/labels-publication.json",
      ])
    #expect(StoreCommandRun(["status"], in: folder, store: store).status == 0)
  }

  @Test func theRecordWrittenButItsAnswerLostIsReadBackToo() throws {
    let folder = try StoreCommandRun.folder()
    let store = FakeStore()
    #expect(StoreCommandRun(["publish"], in: folder, store: store).status == 0)
    try folder.replace("\"Preferences\"", with: "\"Options\"", in: "Exports/2.0.0/en.json")
    // Both lines take the texts of 2.0.0: their PUTs are answered; the record's lands, but its answer is
    // a timeout.
    let answered = StoreExchange.answered(status: 204, headers: [:], body: [])
    store.loseAnswersOfNextPuts([answered, answered, .timedOut])
    let published = StoreCommandRun(["publish"], in: folder, store: store)
    #expect(published.status == 0)
    #expect(published.stderr == "")
    #expect(
      store.requests.suffix(3) == [
        "GET /production/v2.json", "PUT /production/labels-publication.json",
        "GET /production/labels-publication.json",
      ])
    #expect(StoreCommandRun(["status"], in: folder, store: store).status == 0)
  }

  @Test func aWriteThatDidNotLandIsSentAgainAfterTheReadBack() throws {
    let folder = try StoreCommandRun.folder()
    let store = FakeStore()
    // Answered 503 before the store applied it: the read-back finds the line as it was.
    store.script(Self.emptyReads + [.answered(status: 503, headers: [:], body: [])])
    let published = StoreCommandRun(["publish"], in: folder, store: store)
    #expect(published.status == 0)
    #expect(
      Array(store.requests.dropFirst(5).prefix(3)) == [
        "PUT /production/v1.json", "GET /production/v1.json", "PUT /production/v1.json",
      ])
  }

  @Test func aLostAnswerOverAnotherWriteIsAConflictNamingIt() throws {
    let folder = try StoreCommandRun.folder()
    let store = FakeStore()
    // The PUT is lost before the store applies it, and someone writes the line before the read-back.
    store.script(Self.emptyReads + [.answered(status: 503, headers: [:], body: [])])
    store.afterNextPut { $0.put(.string("Hi"), at: "production/v1/en/labels/login/welcome") }
    let raced = StoreCommandRun(["publish"], in: folder, store: store)
    #expect(raced.status == 1)
    #expect(
      raced.stderr.hasPrefix(
        "error: /production/v1 was changed in the store while publishing; it was not written"))
    #expect(store.value(at: "production/v1/en/labels/login/welcome") == .string("Hi"))
    #expect(store.value(at: "production/labels-publication") == nil)
  }
}
