import LabelsCore
import Testing

@testable import LabelsKit

/// A line compared three ways: the upload, the store and the record of the last publication.
@Suite struct StoreLineTests {
  private static let v1 = try! SemanticVersion("1.0.0")

  private func line(_ welcome: String, _ title: String = "Settings") -> JSONValue {
    .object([
      "en": .object([
        "labels": .object(["welcome": .string(welcome), "title": .string(title), "empty": .object([:])])
      ])
    ])
  }

  private func entry(_ line: JSONValue) -> PublicationRecord.Entry {
    PublicationRecord.Entry(version: Self.v1, textVersion: Self.v1, commit: "abc", line: line)
  }

  @Test func aLineInTheStoreAsRecordedAndUploadedIsInStep() {
    let compared = StoreLine(key: "v1", upload: line("Hi"), store: line("Hi"), record: entry(line("Hi")))
    #expect(compared.state == .inStep)
    #expect(compared.isSettled)
    #expect(compared.plan.isEmpty && compared.edits.isEmpty && compared.unpublished.isEmpty)
  }

  @Test func aLineNeverPublishedIsUnpublishedAndAllOfItIsPlanned() {
    let compared = StoreLine(key: "v1", upload: line("Hi"), store: nil, record: nil)
    #expect(compared.state == .unpublished)
    #expect(!compared.isSettled)
    #expect(
      compared.plan.map(\.text) == [
        #"v1 en: key added ({"labels": {"title": "Settings", "welcome": "Hi"}}) [additive, key-added]"#
      ])
  }

  @Test func aRepositoryAheadOfTheStoreIsBehind() {
    let compared = StoreLine(key: "v1", upload: line("Hello"), store: line("Hi"), record: entry(line("Hi")))
    #expect(compared.state == .behind)
    #expect(
      compared.unpublished.map(\.text) == [
        #"v1 en /welcome: value changed ("Hi" → "Hello") [content, value-changed]"#
      ])
    #expect(compared.edits.isEmpty)
  }

  @Test func anEditInTheStoreIsListedFromTheRecord() {
    let compared = StoreLine(
      key: "v1", upload: line("Hello"), store: line("Hey", "Prefs"), record: entry(line("Hi")))
    #expect(compared.state == .edited)
    #expect(compared.holdsEdits)
    #expect(
      compared.edits.map(\.text) == [
        #"v1 en /title: value changed ("Settings" → "Prefs") [content, value-changed]"#,
        #"v1 en /welcome: value changed ("Hi" → "Hey") [content, value-changed]"#,
      ])
    #expect(
      compared.unpublished.map(\.text) == [
        #"v1 en /welcome: value changed ("Hi" → "Hello") [content, value-changed]"#
      ])
  }

  @Test func theUploadInTheStoreWithAnOlderRecordIsARecordBehind() {
    let compared = StoreLine(
      key: "v1", upload: line("Hello"), store: line("Hello"), record: entry(line("Hi")))
    #expect(compared.state == .recordBehind)
    #expect(!compared.isSettled && !compared.holdsEdits)
    #expect(compared.interrupted == "publish")
  }

  @Test func aLineWithoutARecordIsForeign() {
    let compared = StoreLine(key: "v1", upload: line("Hello"), store: line("Hi"), record: nil)
    #expect(compared.state == .foreign)
    #expect(
      compared.edits.map(\.text) == [
        #"v1 en /welcome: value changed ("Hello" → "Hi") [content, value-changed]"#
      ])
  }

  @Test func theRecordReadsBackWhatItWrites() throws {
    let record = PublicationRecord(lines: ["v1": entry(line("Hi"))])
    #expect(try PublicationRecord(json: record.json) == record)
    #expect(throws: StoreRecordError.missing(pointer: "/v1/commit")) {
      try PublicationRecord(
        json: .object(["v1": .object(["version": .string("1.0.0"), "textVersion": .string("1.0.0")])]))
    }
    #expect(throws: StoreRecordError.notAnObject(pointer: "/v1")) {
      try PublicationRecord(json: .object(["v1": .string("x")]))
    }
  }
}
