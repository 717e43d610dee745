import Foundation
import Testing

/// The store's reads and writes over real HTTP, as Firebase documents them: `null` deletes, empty
/// containers are never kept, arrays are kept as integer-keyed objects and read back by the array
/// heuristic, PATCH writes several paths in one step.
@Suite struct StoreDataTests {
  private typealias Answer = StoreFixture.Answer

  @Test func anEmptyStoreAnswersNullEverywhere() throws {
    let store = try StoreFixture()
    #expect(try store.send("GET", "/.json") == .json(200, "null\n"))
    #expect(try store.send("GET", "/production/v1/en/labels.json") == .json(200, "null\n"))
  }

  @Test func aPutIsReadBackAtEveryLevelAndEchoed() throws {
    let store = try StoreFixture()
    let put = try store.send(
      "PUT", "/production/v1.json", body: #"{"en": {"labels": {"title": "Cart", "count": 3}}}"#)
    let document =
      "{\n  \"en\": {\n    \"labels\": {\n      \"count\": 3,\n      \"title\": \"Cart\"\n    }\n  }\n}\n"
    #expect(put == .json(200, document))
    #expect(try store.send("GET", "/production/v1.json") == .json(200, document))
    #expect(try store.send("GET", "/production/v1/en/labels/title.json") == .json(200, "\"Cart\"\n"))
    #expect(try store.send("GET", "/.json").body.contains("\"production\": {\n    \"v1\""))
    #expect(
      try store.dataFile()
        == """
        {
          "production": {
            "v1": {
              "en": {
                "labels": {
                  "count": 3,
                  "title": "Cart"
                }
              }
            }
          }
        }

        """)
  }

  @Test func nullDeletesAndParentsLeftEmptyDisappear() throws {
    let store = try StoreFixture()
    _ = try store.send("PUT", "/a.json", body: #"{"b": {"c": 1}, "d": 2}"#)
    #expect(try store.send("PUT", "/a/d.json", body: "null") == .json(200, "null\n"))
    #expect(
      try store.send("GET", "/.json")
        == .json(200, "{\n  \"a\": {\n    \"b\": {\n      \"c\": 1\n    }\n  }\n}\n"))
    #expect(try store.send("DELETE", "/a/b/c.json") == .json(200, "null\n"))
    #expect(try store.send("GET", "/.json") == .json(200, "null\n"))
    #expect(try store.dataFile() == "null\n")
    // Deleting what is not there is no error.
    #expect(try store.send("DELETE", "/x/y.json") == .json(200, "null\n"))
  }

  @Test func emptyContainersAndNullMembersAreNeverKept() throws {
    let store = try StoreFixture()
    let put = try store.send(
      "PUT", "/a.json", body: #"{"empty": {}, "list": [], "nested": {"e": {}, "n": null}, "x": 1}"#)
    #expect(put == .json(200, "{\n  \"x\": 1\n}\n"))
    #expect(try store.send("GET", "/a/empty.json") == .json(200, "null\n"))
    #expect(try store.send("PUT", "/b.json", body: "{}") == .json(200, "null\n"))
    #expect(try store.send("GET", "/.json") == .json(200, "{\n  \"a\": {\n    \"x\": 1\n  }\n}\n"))
  }

  @Test func aScalarOnTheWayBecomesAnObject() throws {
    let store = try StoreFixture()
    _ = try store.send("PUT", "/a.json", body: "\"text\"")
    _ = try store.send("PUT", "/a/b.json", body: "true")
    #expect(try store.send("GET", "/a.json") == .json(200, "{\n  \"b\": true\n}\n"))
  }

  @Test func arraysAreKeptAsIntegerKeyedObjectsAndReadBackAsArrays() throws {
    let store = try StoreFixture()
    #expect(
      try store.send("PUT", "/list.json", body: #"["a", null, "c"]"#)
        == .json(200, "[\n  \"a\",\n  null,\n  \"c\"\n]\n"))
    #expect(try store.dataFile() == "{\n  \"list\": {\n    \"0\": \"a\",\n    \"2\": \"c\"\n  }\n}\n")
    #expect(try store.send("GET", "/list/2.json") == .json(200, "\"c\"\n"))
  }

  @Test(arguments: [
    // More than half of 0...largest present (largest < 2 × count): an array, with null in the holes.
    (#"{"0": "a", "2": "c"}"#, "[\n  \"a\",\n  null,\n  \"c\"\n]\n"),
    (#"{"1": "b"}"#, "[\n  null,\n  \"b\"\n]\n"),
    // Not so: an object.
    (#"{"2": "c"}"#, "{\n  \"2\": \"c\"\n}\n"),
    (#"{"0": "a", "4": "e"}"#, "{\n  \"0\": \"a\",\n  \"4\": \"e\"\n}\n"),
    // A key that is no index (a leading zero, a sign) makes an object.
    (#"{"0": "a", "01": "b"}"#, "{\n  \"0\": \"a\",\n  \"01\": \"b\"\n}\n"),
    (#"{"0": "a", "-1": "b"}"#, "{\n  \"-1\": \"b\",\n  \"0\": \"a\"\n}\n"),
    // At every level.
    (#"{"x": {"0": {"0": 1}}}"#, "{\n  \"x\": [\n    [\n      1\n    ]\n  ]\n}\n"),
  ])
  func integerKeyedObjectsAreReadByTheArrayHeuristic(body: String, read: String) throws {
    let store = try StoreFixture()
    _ = try store.send("PUT", "/a.json", body: body)
    #expect(try store.send("GET", "/a.json") == .json(200, read))
  }

  @Test func anArrayThinnedByDeletesBecomesAnObject() throws {
    let store = try StoreFixture()
    _ = try store.send("PUT", "/a.json", body: #"["a", "b", "c", "d", "e"]"#)
    for index in 0..<3 { _ = try store.send("DELETE", "/a/\(index).json") }
    #expect(try store.send("GET", "/a.json") == .json(200, "{\n  \"3\": \"d\",\n  \"4\": \"e\"\n}\n"))
  }

  @Test func aPatchWritesEveryRelativePathInOneStepAndNullDeletes() throws {
    let store = try StoreFixture()
    _ = try store.send("PUT", "/env.json", body: #"{"v1": {"en": "old", "ru": "старый"}, "v2": {"en": "x"}}"#)
    let patch = #"{"v1/en": "new", "v2": null, "/v3//de/": ["a"]}"#
    #expect(
      try store.send("PATCH", "/env.json", body: patch)
        == .json(200, "{\n  \"/v3//de/\": [\n    \"a\"\n  ],\n  \"v1/en\": \"new\",\n  \"v2\": null\n}\n"))
    #expect(
      try store.send("GET", "/env.json")
        == .json(
          200,
          "{\n  \"v1\": {\n    \"en\": \"new\",\n    \"ru\": \"старый\"\n  },\n  \"v3\": {\n    \"de\": [\n      \"a\"\n    ]\n  }\n}\n"
        ))
  }

  @Test func aPatchWithOneRefusedKeyChangesNothing() throws {
    let store = try StoreFixture()
    _ = try store.send("PUT", "/env.json", body: #"{"v1": "kept"}"#)
    let before = try store.dataFile()
    let answer = try store.send("PATCH", "/env.json", body: #"{"v1": "changed", "v2": {"a.b": 1}}"#)
    #expect(
      answer
        == .error(
          400, #"Invalid data; key \"a.b\" contains '.'; Firebase keys cannot contain . $ # [ ] /"#))
    #expect(try store.dataFile() == before)
    #expect(try store.send("GET", "/env/v1.json") == .json(200, "\"kept\"\n"))
  }

  @Test(arguments: [
    ("[1]", "Invalid data; a PATCH body must be an object of relative paths and values"),
    (#"{"/": 1}"#, #"Invalid data; the update path \"/\" names no key"#),
    (#"{"a/b#": 1}"#, #"Invalid data; key \"b#\" contains '#'; Firebase keys cannot contain . $ # [ ] /"#),
    (
      #"{"a": 1, "a/b": 2}"#,
      #"Invalid data; the update path \"a\" is an ancestor of \"a/b\"; write each node once"#
    ),
  ])
  func aPatchThatCannotBeAppliedIsRefused(body: String, message: String) throws {
    let store = try StoreFixture()
    #expect(try store.send("PATCH", "/env.json", body: body) == .error(400, message))
    #expect(try store.send("GET", "/.json") == .json(200, "null\n"))
  }

  @Test func printSilentAnswers204WithoutABody() throws {
    let store = try StoreFixture()
    #expect(try store.send("PUT", "/a.json?print=silent", body: "1") == Answer(status: 204, body: ""))
    #expect(
      try store.send("PATCH", "/.json?print=silent", body: #"{"b": 2}"#) == Answer(status: 204, body: ""))
    #expect(try store.send("GET", "/a.json?print=silent") == Answer(status: 204, body: ""))
    #expect(try store.send("DELETE", "/b.json?print=silent") == Answer(status: 204, body: ""))
    #expect(try store.send("GET", "/.json?print=pretty") == .json(200, "{\n  \"a\": 1\n}\n"))
  }

  @Test func aShallowReadAnswersEachMemberAsTrue() throws {
    let store = try StoreFixture()
    _ = try store.send("PUT", "/.json", body: #"{"a": {"deep": 1}, "b": "text"}"#)
    #expect(
      try store.send("GET", "/.json?shallow=true") == .json(200, "{\n  \"a\": true,\n  \"b\": true\n}\n"))
    #expect(try store.send("GET", "/b.json?shallow=true") == .json(200, "\"text\"\n"))
    #expect(try store.send("GET", "/c.json?shallow=true") == .json(200, "null\n"))
    #expect(
      try store.send("GET", "/.json?shallow=true&print=pretty")
        == .error(400, "shallow cannot be mixed with any other query parameters"))
  }

  @Test func headIsAGetWithoutItsBody() throws {
    let store = try StoreFixture()
    _ = try store.send("PUT", "/a.json", body: "1")
    #expect(try store.send("HEAD", "/a.json") == .json(200, ""))
  }
}
