import Foundation
import LabelsServer
import Testing

/// Firebase's conditional requests: `X-Firebase-ETag: true` asks for the tag, `if-match` makes a PUT
/// or DELETE conditional, and a mismatch answers `412` with the current tag and value.
@Suite struct StoreConditionalTests {
  private typealias Answer = StoreFixture.Answer

  @Test func aLocationWithoutDataIsTaggedNullEtag() throws {
    let store = try StoreFixture()
    #expect(
      try store.send("GET", "/a.json", fields: ["X-Firebase-ETag: true"])
        == .json(200, "null\n", ["ETag": "null_etag"]))
    let put = try store.send("PUT", "/a.json", body: "1", fields: ["if-match: null_etag"])
    #expect(put == .json(200, "1\n", ["ETag": Self.tag("1\n")]))
  }

  @Test func theTagIsTheValuesAndChangesWithIt() throws {
    let store = try StoreFixture()
    _ = try store.send("PUT", "/a.json", body: #"{"b": 1}"#)
    let read = try store.send("GET", "/a.json", fields: ["X-Firebase-ETag: true"])
    #expect(read == .json(200, "{\n  \"b\": 1\n}\n", ["ETag": Self.tag("{\n  \"b\": 1\n}\n")]))
    // Without the header, no tag.
    #expect(try store.send("GET", "/a.json") == .json(200, "{\n  \"b\": 1\n}\n"))
    _ = try store.send("PUT", "/a/b.json", body: "2")
    #expect(
      try store.send("GET", "/a.json", fields: ["X-Firebase-ETag: true"]).fields["ETag"]
        == Self.tag("{\n  \"b\": 2\n}\n"))
  }

  @Test func aPutWithTheCurrentTagWritesAndAStaleOneAnswers412WithTheCurrentValue() throws {
    let store = try StoreFixture()
    _ = try store.send("PUT", "/a.json", body: "\"first\"")
    let tag = Self.tag("\"first\"\n")
    #expect(
      try store.send("PUT", "/a.json", body: "\"second\"", fields: ["if-match: \(tag)"])
        == .json(200, "\"second\"\n", ["ETag": Self.tag("\"second\"\n")]))
    #expect(
      try store.send("PUT", "/a.json", body: "\"third\"", fields: ["if-match: \(tag)"])
        == .json(412, "\"second\"\n", ["ETag": Self.tag("\"second\"\n")]))
    #expect(
      try store.send("PUT", "/a.json", body: "\"third\"", fields: ["if-match: null_etag"])
        == .json(412, "\"second\"\n", ["ETag": Self.tag("\"second\"\n")]))
    #expect(try store.send("GET", "/a.json") == .json(200, "\"second\"\n"))
  }

  @Test func aConditionalDeleteAnswers412OnAMismatch() throws {
    let store = try StoreFixture()
    _ = try store.send("PUT", "/a.json", body: "[1, 2]")
    #expect(
      try store.send("DELETE", "/a.json", fields: ["if-match: null_etag"])
        == .json(412, "[\n  1,\n  2\n]\n", ["ETag": Self.tag("[\n  1,\n  2\n]\n")]))
    #expect(
      try store.send("DELETE", "/a.json", fields: ["if-match: \(Self.tag("[\n  1,\n  2\n]\n"))"])
        == .json(200, "null\n", ["ETag": "null_etag"]))
  }

  @Test func ifMatchOnAPatchIsRefused() throws {
    let store = try StoreFixture()
    #expect(
      try store.send("PATCH", "/.json", body: #"{"a": 1}"#, fields: ["if-match: null_etag"])
        == .error(400, "if-match is not supported on PATCH; make the write conditional with a PUT"))
    #expect(try store.send("GET", "/.json") == .json(200, "null\n"))
  }

  @Test func ifNoneMatchWithTheCurrentTagAnswers304() throws {
    let store = try StoreFixture()
    _ = try store.send("PUT", "/a.json", body: "1")
    #expect(
      try store.send("GET", "/a.json", fields: ["if-none-match: \(Self.tag("1\n"))"])
        == Answer(status: 304, fields: ["ETag": Self.tag("1\n")], body: ""))
    // The 200 carries the tag to send next time, as firebase-admin's get_if_changed reads it.
    #expect(
      try store.send("GET", "/a.json", fields: ["if-none-match: null_etag"])
        == .json(200, "1\n", ["ETag": Self.tag("1\n")]))
  }

  @Test func twoConditionalPutsWithTheSameTagMakeOneWriteAndOne412() async throws {
    let store = try StoreFixture()
    _ = try store.send("PUT", "/counter.json", body: "10")
    let tag = Self.tag("10\n")
    for _ in 0..<5 {
      _ = try store.send("PUT", "/counter.json", body: "10")
      async let first = store.send("PUT", "/counter.json", body: "11", fields: ["if-match: \(tag)"])
      async let second = store.send("PUT", "/counter.json", body: "12", fields: ["if-match: \(tag)"])
      let answers = try await [first, second]
      #expect(answers.map(\.status).sorted() == [200, 412])
      let written = try #require(answers.first { $0.status == 200 })
      let refused = try #require(answers.first { $0.status == 412 })
      #expect(refused == .json(412, written.body, ["ETag": Self.tag(written.body)]))
      #expect(try store.send("GET", "/counter.json") == .json(200, written.body))
    }
  }

  /// The tag of a value whose canonical text is `text`.
  private static func tag(_ text: String) -> String {
    EntityTag.opaque(Array(text.utf8))
  }
}
