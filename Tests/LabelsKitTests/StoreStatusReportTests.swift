import LabelsCore
import Testing

@testable import LabelsKit

/// `status`'s report of the store compared with the repository, in each format.
@Suite struct StoreStatusReportTests {
  private func report(store: String?, record: StoreNode) throws -> StoreStatusReport {
    let snapshot = try StoreFixtures.snapshot(store: store, record: record)
    return StoreStatusReport(environment: snapshot.bundle.environment, lines: snapshot.lines)
  }

  @Test func anEditedLineListsItsEditsAndWhatIsNotYetPublished() throws {
    let report = try report(store: "Hey", record: StoreFixtures.record("Hi"))
    #expect(!report.inStep)
    #expect(
      report.textLines == [
        "/production/v1: edited: 1 edit in the store since the last publication",
        "  released: 1.0.0 (commit abc)",
        #"  edit: v1 en /welcome: value changed ("Hi" → "Hey") [content, value-changed]"#,
        #"  unpublished: v1 en /welcome: value changed ("Hi" → "Hello") [content, value-changed]"#,
        "/production differs from the repository: 1 of 1 lines",
      ])
    #expect(
      report.diagnostics.map(\.githubCommand) == [
        #"::error title=store-edited::/production/v1 en /welcome: value changed ("Hi" → "Hey") [content, value-changed]"#,
        #"::notice title=store-unpublished::/production/v1 en /welcome: value changed ("Hi" → "Hello") [content, value-changed]"#,
      ])
    #expect(
      String(decoding: CanonicalJSONWriter.bytes(report.json), as: UTF8.self) == """
        {
          "environment": "production",
          "inStep": false,
          "lines": [
            {
              "edits": [
                {
                  "line": "v1",
                  "locale": "en",
                  "new": "Hey",
                  "old": "Hi",
                  "path": "/welcome",
                  "rule": "value-changed",
                  "severity": "content"
                }
              ],
              "halted": false,
              "line": "v1",
              "released": {
                "commit": "abc",
                "id": "\(LineRelease.id(of: StoreFixtures.line("Hi")))",
                "textVersion": "1.0.0",
                "version": "1.0.0"
              },
              "state": "edited",
              "unpublished": [
                {
                  "line": "v1",
                  "locale": "en",
                  "new": "Hello",
                  "old": "Hi",
                  "path": "/welcome",
                  "rule": "value-changed",
                  "severity": "content"
                }
              ]
            }
          ]
        }

        """)
  }

  @Test func aLineInStepSaysSo() throws {
    let report = try report(store: "Hello", record: StoreFixtures.record("Hello"))
    #expect(report.inStep)
    #expect(
      report.textLines == [
        "/production/v1: in step", "  released: 1.0.0 (commit abc)",
        "/production is in step with the repository",
      ])
    #expect(report.diagnostics == [])
  }

  @Test func aRecordBehindIsAWarning() throws {
    // A line written before staged releases existed that holds the upload: a publish stopped before
    // its record.
    let report = try report(store: "Hello", record: StoreFixtures.record("Hi"))
    let sentence =
      "record-behind: 'publish' wrote the line and stopped before writing the record; run it again to "
      + "complete the record"
    #expect(report.textLines.first == "/production/v1: \(sentence)")
    #expect(
      report.diagnostics
        == [Diagnostic(.warning, rule: "store-record-behind", "/production/v1: \(sentence)")])
  }

  @Test func eachStateHasItsSentence() throws {
    #expect(
      try report(store: nil, record: StoreFixtures.noRecord).textLines.first
        == "/production/v1: unpublished: never written by publish")
    #expect(
      try report(store: "Hi", record: StoreFixtures.record("Hi")).textLines.first
        == "/production/v1: behind: 1 change in the repository not yet published")
    #expect(
      try report(store: "Hey", record: StoreFixtures.noRecord).textLines.first
        == "/production/v1: foreign: holds a line this tool has no record of writing (1 difference)")
  }
}
