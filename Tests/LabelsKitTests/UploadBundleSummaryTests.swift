import LabelsCore
import Testing

@testable import LabelsKit

@Suite struct UploadBundleSummaryTests {
  @Test func eachLineSaysWhatItsAppsReadAndTheCommandIsQuotedForTheShell() throws {
    let bundle = UploadBundle(
      lines: try MajorLinePublication(versions: PublicationFixtures.releases(through: "2.0.0")),
      environment: try UploadEnvironment("my env"))
    #expect(
      bundle.summary(target: "upload/my env.json") == [
        "wrote upload/my env.json: 2 lines, 856 bytes",
        "  /my env/v1: apps 1.x read 1.1.0 with the texts of 2.0.0 (1 label updated, 0 unchanged, 5 kept their last text)",
        "  /my env/v2: apps 2.x read 2.0.0 as published",
        "import at: /my env",
        "command:   firebase database:update '/my env' 'upload/my env.json'",
      ])
  }

  @Test func aWordTheShellTakesLiterallyStaysBareAndAQuoteIsEscaped() {
    #expect(ShellWord.quoted("/production") == "/production")
    #expect(ShellWord.quoted("upload/a-b_c.json") == "upload/a-b_c.json")
    #expect(ShellWord.quoted("") == "''")
    #expect(ShellWord.quoted("it's; rm") == #"'it'\''s; rm'"#)
  }

  @Test func linesAreGivenOnlyForCanonicalBytesOrAFileNotYetWritten() throws {
    let document = JSONValue.object(["a": .object(["b": .string("c")])])
    let canonical = CanonicalJSONWriter.bytes(document)
    let pointer = JSONPointer(["a", "b"])
    #expect(CanonicalLineIndex(bytes: canonical, holding: document)?.line(of: pointer) == 3)
    #expect(CanonicalLineIndex(bytes: nil, holding: document, for: [pointer])?.line(of: pointer) == 3)
    #expect(CanonicalLineIndex(bytes: Array(#"{"a":{"b":"c"}}"#.utf8), holding: document) == nil)
  }
}
