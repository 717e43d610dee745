import LabelsCore
import Testing

@testable import LabelsKit

/// The store's normal form: what Firebase Realtime Database returns for a value written to it.
@Suite struct StoreNormalFormTests {
  private func read(_ text: String) throws -> JSONValue {
    try StrictJSONReader.read(Array(text.utf8))
  }

  @Test(arguments: [
    (#"{"a": null, "b": {}, "c": [], "d": {"e": {"f": null}}, "g": "x"}"#, #"{"g": "x"}"#),
    (#"[null, {}]"#, "null"),
    (#"["a", "b"]"#, #"["a", "b"]"#),
    (#"{"0": "a", "1": "b"}"#, #"["a", "b"]"#),
    (#"{"0": "a", "2": "c"}"#, #"["a", null, "c"]"#),
    (#"{"0": "a", "5": "f"}"#, #"{"0": "a", "5": "f"}"#),
    (#"{"01": "a", "1": "b"}"#, #"{"01": "a", "1": "b"}"#),
    (#"["a", null, "c"]"#, #"["a", null, "c"]"#),
    (#"[{"id": "x", "t": ""}, {"id": "y"}]"#, #"[{"id": "x", "t": ""}, {"id": "y"}]"#),
    (#"{"n": 1.0, "m": 1e3, "k": 0.5, "big": 1e300}"#, #"{"n": 1, "m": 1000, "k": 0.5, "big": 1e+300}"#),
  ])
  func normalisesAsTheStoreReturnsValues(written: String, returned: String) throws {
    let expected: JSONValue? = returned == "null" ? nil : try read(returned)
    #expect(StoreNormalForm.normalized(try read(written)) == expected)
  }

  @Test func takingTheNormalFormTwiceChangesNothing() throws {
    let value = try read(#"{"list": ["a", null, "c"], "o": {"0": "z", "3": "w"}, "x": {"y": []}}"#)
    let once = StoreNormalForm.normalized(value)
    #expect(once.flatMap(StoreNormalForm.normalized) == once)
  }
}
