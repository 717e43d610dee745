import Foundation
import LabelsCore
import LabelsKit
import Testing

@testable import LabelsCommands

/// `status --format json` and `--format github`, a line that does not read back as written, and edits
/// `pull` only reports.
@Suite struct StatusFormatTests {
  /// The fixture published, then `login.welcome` of v1's English edited in the store.
  private static func editedStore() throws -> (TemporaryDirectory, FakeStore) {
    let folder = try StoreCommandRun.folder()
    let store = FakeStore()
    #expect(StoreCommandRun(["publish"], in: folder, store: store).status == 0)
    store.put(.string("Welcome, friend"), at: "production/v1/en/labels/login/welcome")
    return (folder, store)
  }

  /// A release of the fixture as `status --format json` names it, with texts of 2.0.0.
  private static func release(_ version: String, id: String) -> JSONValue {
    .object([
      "id": .string(id), "version": .string(version), "textVersion": .string("2.0.0"),
      "commit": .string("unknown"),
    ])
  }

  @Test func jsonIsOneDocumentWithEachLineItsStateAndEdits() throws {
    let (folder, store) = try Self.editedStore()
    let run = StoreCommandRun(["status", "--format", "json"], in: folder, store: store)
    let edit = JSONValue.object([
      "line": .string("v1"), "locale": .string("en"), "path": .string("/login/welcome"),
      "rule": .string("value-changed"), "severity": .string("content"),
      "old": .string("Welcome back"), "new": .string("Welcome, friend"),
    ])
    let expected = JSONValue.object([
      "environment": .string("production"), "inStep": .bool(false),
      "lines": .array([
        .object([
          "line": .string("v1"), "state": .string("edited"), "edits": .array([edit]),
          "unpublished": .array([]), "halted": .bool(false),
          "released": Self.release("1.1.0", id: "6b7ef8257b59bb30"),
        ]),
        .object([
          "line": .string("v2"), "state": .string("in-step"), "edits": .array([]), "unpublished": .array([]),
          "halted": .bool(false), "released": Self.release("2.0.0", id: "bfc1c00a04e2261c"),
        ]),
      ]),
    ])
    #expect(
      run == .init(stdout: CanonicalJSONWriter.string(expected), stderr: "", status: 1))
  }

  @Test func githubAnnotatesEachEdit() throws {
    let (folder, store) = try Self.editedStore()
    let run = StoreCommandRun(["status", "--format", "github"], in: folder, store: store)
    #expect(
      run
        == .init(
          stdout:
            "::error title=store-edited::/production/v1 en /login/welcome: value changed (\"Welcome back\" → "
            + "\"Welcome, friend\") [content, value-changed]\n", stderr: "", status: 1))
  }

  @Test func aLineThatDoesNotReadBackAsWrittenLeavesTheRecordUnwritten() throws {
    let folder = try StoreCommandRun.folder()
    let store = FakeStore()
    store.afterNextPut { $0.put(nil, at: "production/v1/uk") }
    let run = StoreCommandRun(["publish"], in: folder, store: store)
    #expect(run.status == 1)
    #expect(
      run.stderr.hasPrefix(
        "error: /production/v1 does not read back as written; the record was not updated; run 'LabelsParser "
          + "status' to see the difference\n  v1 uk: key removed"))
    #expect(store.value(at: "production/labels-publication") == nil)
  }

  @Test func anEditOfAnOlderLineOnlyIsReportedAndNotTaken() throws {
    let (folder, store) = try Self.editedStore()
    let run = StoreCommandRun(["pull"], in: folder, store: store)
    #expect(
      run
        == .init(
          stdout: "took 0 edits of /production/v2\n",
          stderr:
            "warning: v1 en /login/welcome: value changed (\"Welcome back\" → \"Welcome, friend\") [content, "
            + "value-changed]: made in an older line only; not taken; make the edit in the defaults if it belongs "
            + "in the newest version too\n", status: 0))
  }
}
