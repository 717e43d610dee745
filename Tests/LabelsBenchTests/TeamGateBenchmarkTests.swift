import Foundation
import Testing

@testable import LabelsBench

@Suite struct TeamGateBenchmarkTests {
  /// `init` runs inside the clone, so a scratch folder given relative to the run (`make bench-smoke`'s
  /// `.bench/smoke`) is made absolute first.
  @Test func aRelativeScratchFolderIsTakenFromTheWorkingDirectory() {
    let benchmark = TeamGateBenchmark(
      folder: ".bench/smoke/team-gate", keys: 20, locales: 3, parser: "LabelsParser", repository: ".",
      judged: false)
    #expect(benchmark.folder == FileManager.default.currentDirectoryPath + "/.bench/smoke/team-gate")
  }
}
