import Testing

@testable import LabelsBench

@Suite struct CompileTimeBenchmarkTests {
  private func usage(_ seconds: Double, peak: Int = 1) -> ChildProcess.Usage {
    ChildProcess.Usage(status: 0, seconds: seconds, cpuSeconds: seconds * 2, peakBytes: peak)
  }

  @Test func theMedianRunIsTheMiddleOneByWallTime() {
    let median = CompileTimeBenchmark.median([usage(15.2), usage(13.1), usage(14.0)])
    #expect(median.seconds == 14.0)
    #expect(median.cpuSeconds == 28.0)
  }

  @Test func ofAnEvenCountTheMedianIsTheFasterOfTheMiddleTwo() {
    #expect(CompileTimeBenchmark.median([usage(16), usage(13), usage(14), usage(15)]).seconds == 14)
    #expect(CompileTimeBenchmark.median([usage(9)]).seconds == 9)
  }
}
