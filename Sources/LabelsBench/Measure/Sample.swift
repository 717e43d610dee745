import LabelsCore
import LabelsKit

/// The timings of several repetitions of one piece of work, and the peak memory of the process doing it.
struct Sample {
  /// Seconds per repetition, in the order they ran.
  let seconds: [Double]
  /// Peak resident memory in bytes.
  let peakBytes: Int

  /// The median repetition, in milliseconds.
  var medianMilliseconds: Double {
    let sorted = seconds.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    let median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    return median * 1000
  }

  /// The sample as the JSON a measuring child prints: `{"peakBytes": N, "seconds": [...]}`.
  var json: JSONValue {
    .object([
      "peakBytes": .number(String(peakBytes)),
      "seconds": .array(seconds.map { .number(String($0)) }),
    ])
  }

  /// Reads what a measuring child printed.
  /// - Throws: ``BenchError/badResult(_:)`` when the text is not a sample.
  init(json bytes: [UInt8]) throws(BenchError) {
    let text = String(decoding: bytes, as: UTF8.self)
    guard case .object(let members)? = try? StrictJSONReader.read(bytes),
      case .number(let peak)? = members["peakBytes"], let peakBytes = Int(peak),
      case .array(let values)? = members["seconds"]
    else { throw .badResult(text) }
    let seconds = values.compactMap { value -> Double? in
      if case .number(let number) = value { Double(number) } else { nil }
    }
    guard seconds.count == values.count, !seconds.isEmpty else { throw .badResult(text) }
    self.init(seconds: seconds, peakBytes: peakBytes)
  }

  init(seconds: [Double], peakBytes: Int) {
    self.seconds = seconds
    self.peakBytes = peakBytes
  }

  /// Runs a program several times after one warm-up run, keeping every run's wall time and the
  /// highest peak memory.
  /// - Throws: ``BenchError`` when the program cannot start or exits with a status not in `accepted`.
  static func measure(_ process: ChildProcess, repetitions: Int, accepted: Set<Int32> = [0])
    throws(BenchError) -> Sample
  {
    var seconds: [Double] = []
    var peak = 0
    for repetition in 0...repetitions {
      let usage = try process.run()
      guard accepted.contains(usage.status) else {
        throw .failed(
          ([process.program] + process.arguments).joined(separator: " "), status: usage.status, output: "")
      }
      if repetition > 0 { seconds.append(usage.seconds) }
      peak = max(peak, usage.peakBytes)
    }
    return Sample(seconds: seconds, peakBytes: peak)
  }

  /// Runs two programs in turn, one warm-up run of each, then `ours`, `baseline`, `ours`, `baseline`,
  /// ...: a ratio of their medians then compares runs made under the same load, which on a shared
  /// machine moves more between minutes than between the two programs.
  /// - Throws: ``BenchError`` when a program cannot start or exits with a status not in `accepted`.
  static func measureAlternately(
    _ ours: ChildProcess, accepted: Set<Int32> = [0], beside baseline: ChildProcess, repetitions: Int
  ) throws(BenchError) -> (ours: Sample, baseline: Sample) {
    var seconds: ([Double], [Double]) = ([], [])
    var peaks = (0, 0)
    for repetition in 0...repetitions {
      for (side, process) in [ours, baseline].enumerated() {
        let usage = try process.run()
        guard (side == 0 ? accepted : [0]).contains(usage.status) else {
          throw .failed(
            ([process.program] + process.arguments).joined(separator: " "), status: usage.status, output: "")
        }
        if side == 0 {
          if repetition > 0 { seconds.0.append(usage.seconds) }
          peaks.0 = max(peaks.0, usage.peakBytes)
        } else {
          if repetition > 0 { seconds.1.append(usage.seconds) }
          peaks.1 = max(peaks.1, usage.peakBytes)
        }
      }
    }
    return (Sample(seconds: seconds.0, peakBytes: peaks.0), Sample(seconds: seconds.1, peakBytes: peaks.1))
  }
}
