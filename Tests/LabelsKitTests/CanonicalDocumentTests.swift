import LabelsCore
import Testing

@testable import LabelsKit

@Suite struct CanonicalDocumentTests {
  private func printed(_ document: CanonicalDocument) -> String {
    var bytes: [UInt8] = []
    document.write { bytes += $0 }
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test func aPlainDocumentIsPrintedFromItsBytesAndAnEscapedKeyFromItsValue() throws {
    let plain = Array(#"{"b": 1, "a": [true]}"#.utf8)
    let document = try CanonicalDocument(DocumentBytes(copying: plain))
    guard case .bytes = document else {
      Issue.record("not read as bytes: \(document)")
      return
    }
    #expect(printed(document) == "{\n  \"a\": [\n    true\n  ],\n  \"b\": 1\n}\n")
    #expect(!document.isCanonical(DocumentBytes(copying: plain)))
    let canonical = Array(printed(document).utf8)
    #expect(
      try CanonicalDocument(DocumentBytes(copying: canonical)).isCanonical(DocumentBytes(copying: canonical)))

    let escaped = Array(#"{"\u0062": "x"}"#.utf8)
    let value = try CanonicalDocument(DocumentBytes(copying: escaped))
    guard case .value = value else {
      Issue.record("not read as a value: \(value)")
      return
    }
    #expect(printed(value) == "{\n  \"b\": \"x\"\n}\n")
    #expect(!value.isCanonical(DocumentBytes(copying: escaped)))
    #expect(value.isCanonical(DocumentBytes(copying: Array("{\n  \"b\": \"x\"\n}\n".utf8))))
  }

  @Test func malformedJSONIsTheReadersErrorWithItsPosition() throws {
    let error = try #require(
      #expect(throws: JSONReadError.self) {
        try CanonicalDocument(DocumentBytes(copying: Array("{\n  \"a\": }".utf8)))
      })
    let diagnostic = Diagnostic(reading: error, in: "in.json")
    #expect(diagnostic.location == FileLocation(file: "in.json", line: error.line, column: error.column))
    #expect(error.line == 2)
    #expect(diagnostic.message == error.message)
  }

  @Test func aFileNotInCanonicalFormIsNamedWithTheCommandThatPrintsIt() {
    #expect(
      CanonicalDocument.notCanonical("a b.json")
        == Diagnostic(
          .error, at: FileLocation(file: "a b.json"), "is not in the canonical form",
          fix: "print it with 'LabelsParser format a b.json'"))
  }
}
