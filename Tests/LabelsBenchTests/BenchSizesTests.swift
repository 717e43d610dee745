import Testing

@testable import LabelsBench

@Suite struct BenchSizesTests {
  @Test func smokeIsAFlagThatPicksTheSmallSizes() throws {
    let smoke = try BenchOptions(["--smoke", "--scratch", "x"], options: ["--scratch"], flags: ["--smoke"])
    #expect(BenchSizes.of(smoke) == .smoke)
    let full = try BenchOptions(["--scratch=x"], options: ["--scratch"], flags: ["--smoke"])
    #expect(BenchSizes.of(full) == .full)
  }

  @Test func anOptionIsGivenOnlyWithAValue() throws {
    let options = try BenchOptions(
      ["--labels=5", "--smoke"], options: ["--labels", "--locales"], flags: ["--smoke"])
    #expect(options.isGiven("--labels") && !options.isGiven("--locales") && !options.isGiven("--smoke"))
  }

  @Test(arguments: [["--smoke=yes"], ["--smoke", "1"]])
  func smokeTakesNoValue(arguments: [String]) {
    #expect(throws: BenchError.self) {
      try BenchOptions(arguments, options: ["--scratch"], flags: ["--smoke"])
    }
  }

  @Test func smokeRunsEveryRowOnceAndJudgesNone() {
    let smoke = BenchSizes.smoke
    let full = BenchSizes.full
    #expect(!smoke.judged && full.judged)
    #expect(smoke.repetitions == 1)
    #expect(smoke.largeLabels < full.largeLabels && smoke.memoryLabels < full.memoryLabels)
    #expect(smoke.memoryNumbers < full.memoryNumbers && smoke.lintLabels < full.lintLabels)
    #expect(smoke.compileLabels < full.compileLabels && smoke.importKeys < full.importKeys)
    // The targets are judged only at these sizes.
    #expect(full.compileLabels == 10_000 && full.compileLocales == 3)
    // The plurals' cost is judged at 5,000 × 20 too; the smoke run writes every locale's initialiser.
    #expect(full.pluralLabels == 5_000 && full.pluralLocales == 20)
    #expect(
      smoke.pluralLabels < full.pluralLabels && smoke.pluralLocales == SyntheticCatalog.localeTags.count)
    #expect(full.importKeys == 1_000 && full.importLocales == 40)
    // A large app's catalog for the team's gate (issue 43).
    #expect(full.teamKeys == 600 && full.teamLocales == 30 && smoke.teamKeys < full.teamKeys)
  }

  @Test func unjudgedRowsHaveNoTargetAndNoVerdict() {
    let sample = Sample(seconds: [0.5], peakBytes: 0)
    let row = BenchRow(
      operation: "diff", size: "2,000 labels", mode: "whole process", ours: sample, baseline: "Python",
      baselineSample: sample, maximumMilliseconds: 1, minimumRatio: 20)
    #expect(row.met == false)
    #expect(row.unjudged.target.isEmpty && row.unjudged.met == nil)
    let memory = MemoryRow(
      operation: "format --check", input: "x", inputBytes: 1, peakBytes: 9, maximumRatio: nil)
    #expect(memory.met == nil && memory.target.isEmpty)
  }

  @Test(arguments: [
    (0, "0"), (999, "999"), (1_000, "1,000"), (100_000, "100,000"), (30_000_000, "30,000,000"),
  ])
  func countsAreGroupedByThousands(count: Int, text: String) {
    #expect(BenchSizes.grouped(count) == text)
  }
}
