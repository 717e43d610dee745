import Testing

@testable import LabelsBench

@Suite struct BenchOptionsTests {
  @Test func readsBothSpellingsOfAnOption() throws {
    let options = try BenchOptions(
      ["--labels", "2000", "--locales=5", "--release"], options: ["--labels", "--locales"],
      flags: ["--release"])
    #expect(try options.count("--labels", default: 1) == 2000)
    #expect(try options.count("--locales", default: 1) == 5)
    #expect(try options.count("--repetitions", default: 7) == 7)
    #expect(options.has("--release"))
  }

  @Test(arguments: [["--nope"], ["--labels"], ["extra"], ["--release=yes"]])
  func refusesWhatItDoesNotTake(arguments: [String]) {
    #expect(throws: BenchError.self) {
      try BenchOptions(arguments, options: ["--labels"], flags: ["--release"])
    }
  }

  @Test func countsMustBePositiveWholeNumbers() throws {
    let options = try BenchOptions(["--labels", "0"], options: ["--labels"])
    #expect(throws: BenchError.self) { try options.count("--labels", default: 1) }
  }

  @Test func mediansOfOddAndEvenSamples() {
    #expect(Sample(seconds: [0.3, 0.1, 0.2], peakBytes: 0).medianMilliseconds == 200)
    #expect(Sample(seconds: [0.4, 0.1, 0.2, 0.3], peakBytes: 0).medianMilliseconds == 250)
    #expect(BenchRow.format(1234.5678, digits: 2) == "1234.57")
    #expect(BenchRow.format(0.05, digits: 1) == "0.1")
  }
}
