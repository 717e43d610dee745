import Foundation
import FuzzChecks
import Testing

/// Every input the fuzzer found a problem with, and the seeds, kept in each target's fixture folder
/// (`Fixtures/fuzz/` for the JSON reader, `Fixtures/fuzz-<target>/` for the others), must keep the
/// properties the fuzz target (`Tests/Fuzz/Checks/FuzzTarget.swift`) checks.
@Suite struct FuzzRegressionTests {
  /// Each target and the name of each input kept for it.
  static let inputs: [(target: FuzzTarget, name: String)] = FuzzTarget.allCases.flatMap { target in
    let folder = Fixtures.directory.appendingPathComponent(target.fixtureFolder)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().map { (target, $0) }
  }

  @Test(arguments: FuzzTarget.allCases)
  func everyTargetHasASeed(target: FuzzTarget) {
    #expect(Self.inputs.contains { $0.target == target && $0.name.hasPrefix("seed-") })
  }

  @Test(arguments: inputs)
  func replay(target: FuzzTarget, name: String) throws {
    let bytes = try Fixtures.bytes(target.fixtureFolder + "/" + name)
    #expect(target.violations(bytes) == [])
  }
}
