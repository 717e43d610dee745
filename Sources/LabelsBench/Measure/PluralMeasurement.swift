import Foundation
import LabelsCore
import LabelsSchema

/// A plural label shown a million times, as a screen of counts shows it: the form CLDR's Russian rules
/// select for each count, formatted with it (`Plural.callAsFunction(_:rules:)`), beside Foundation's
/// `String(format:)` of one fixed form, which selects nothing and checks nothing.
///
/// Runs in a child process of its own (`LabelsBench measure-plural`), with `--baseline` for Foundation.
struct PluralMeasurement {
  /// Counts shown per repetition.
  static let counts = 1_000_000
  /// Timed repetitions after one warm-up.
  let repetitions: Int
  /// Whether to time Foundation's `String(format:)` instead of `Plural`.
  let baseline: Bool

  /// Times `counts` formattings per repetition.
  func run() -> Sample {
    let plural = Plural.ru(
      one: "%lld расход", few: "%lld расхода", many: "%lld расходов", other: "%lld расхода",
      exact: [0: "Нет расходов"])
    let rules = PluralRules.forLocale("ru")
    let clock = ContinuousClock()
    var seconds: [Double] = []
    var characters = 0
    for repetition in 0...repetitions {
      let start = clock.now
      for count in 0..<Self.counts {
        let text = baseline ? String(format: "%lld расходов", Int64(count)) : plural(count, rules: rules)
        characters &+= text.utf8.count
      }
      let elapsed = clock.now - start
      if repetition > 0 {
        seconds.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
      }
    }
    // Printed to stderr so the optimiser cannot drop the loop.
    FileHandle.standardError.write(Data("\(characters) bytes formatted\n".utf8))
    return Sample(seconds: seconds, peakBytes: ChildProcess.ownPeakBytes)
  }
}
