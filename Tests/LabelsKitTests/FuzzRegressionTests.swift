import Foundation
import Testing

@testable import LabelsKit

/// Every input the fuzzer ever found a problem with (kept in `Fixtures/fuzz/`) must now pass the
/// properties the fuzz target checks.
@Suite struct FuzzRegressionTests {
  static let inputs: [String] = {
    let folder = Fixtures.directory.appendingPathComponent("fuzz")
    return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
  }()

  @Test func thereAreInputsToReplay() {
    #expect(!Self.inputs.isEmpty)
  }

  @Test(arguments: inputs)
  func acceptedDocumentsSurviveTheCanonicalRoundTrip(name: String) throws {
    let bytes = try Fixtures.bytes("fuzz/" + name)
    guard let value = try? StrictJSONReader.read(bytes) else { return }
    let canonical = CanonicalJSONWriter.bytes(value)
    let reread = try StrictJSONReader.read(canonical)
    #expect(reread == value)
    #expect(CanonicalJSONWriter.bytes(reread) == canonical)
  }
}
