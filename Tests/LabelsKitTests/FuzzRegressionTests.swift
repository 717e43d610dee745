import Foundation
import Testing

@testable import LabelsKit

/// Every input the fuzzer found a problem with, and the seeds, kept in `Fixtures/fuzz/`, must pass the
/// properties the fuzz target (`Tests/Fuzz/FuzzTarget.swift`) checks.
@Suite struct FuzzRegressionTests {
  static let inputs: [String] = {
    let folder = Fixtures.directory.appendingPathComponent("fuzz")
    return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
  }()

  @Test func thereAreInputsToReplay() {
    #expect(Self.inputs.contains("seed-document.json"))
    #expect(Self.inputs.contains("seed-diff.bin"))
  }

  @Test(arguments: inputs)
  func replay(name: String) throws {
    let bytes = try Fixtures.bytes("fuzz/" + name)
    if let separator = bytes.firstIndex(of: 0) {
      try checkDiff(old: Array(bytes[..<separator]), new: Array(bytes[(separator + 1)...]))
    } else {
      try checkRoundTrip(bytes)
    }
  }

  private func checkRoundTrip(_ bytes: [UInt8]) throws {
    guard let value = try? StrictJSONReader.read(bytes) else { return }
    let canonical = CanonicalJSONWriter.bytes(value)
    let reread = try StrictJSONReader.read(canonical)
    #expect(reread == value)
    #expect(CanonicalJSONWriter.bytes(reread) == canonical)
  }

  private func checkDiff(old oldBytes: [UInt8], new newBytes: [UInt8]) throws {
    guard let old = try? StrictJSONReader.read(oldBytes), let new = try? StrictJSONReader.read(newBytes)
    else {
      return
    }
    #expect(SchemaDiff.compare(old: old, new: old).verdict == .identical)
    let report = SchemaDiff.compare(old: old, new: new)
    for change in report.changes {
      // Inside an element matched by id, the element is addressed by its index in NEW, so a removal
      // there resolves up to its parent in NEW.
      let document = change.rule.addressesNewDocument ? new : old
      let resolves =
        change.path.value(in: document) != nil
        || (change.id != nil && change.path.parent.flatMap { $0.value(in: new) } != nil)
      #expect(resolves, "\(change.path) does not resolve")
    }
    for format in ReportFormat.allCases {
      #expect(!report.rendered(as: format).isEmpty)
    }
  }
}
