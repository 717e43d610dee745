import LabelsCore
import LabelsKit

/// One line of the table: our figure for one piece of work beside a baseline's, and the target.
struct BenchRow {
  /// What was measured: `export`, `format`, `diff`.
  let operation: String
  /// The size of the input, as printed.
  let size: String
  /// How ours ran: `in process` or `whole process`.
  let mode: String
  /// Our timings.
  let ours: Sample
  /// The name of the baseline.
  let baseline: String
  /// The baseline's timings, or `nil` when the baseline is not installed.
  let baselineSample: Sample?
  /// The slowest median that meets the target, in milliseconds, if the target has one.
  var maximumMilliseconds: Double?
  /// The smallest ratio (baseline over ours) that meets the target, if the target has one.
  var minimumRatio: Double?

  /// How many times faster ours is than the baseline.
  var ratio: Double? {
    baselineSample.map { $0.medianMilliseconds / max(ours.medianMilliseconds, 0.001) }
  }

  /// The target as text, such as `≤ 100 ms, ≥ 2×`.
  var target: String {
    var parts: [String] = []
    if let maximumMilliseconds { parts.append("≤ \(Self.format(maximumMilliseconds, digits: 0)) ms") }
    if let minimumRatio {
      parts.append("≥ \(Self.format(minimumRatio, digits: minimumRatio < 1 ? 2 : 0))×")
    }
    return parts.joined(separator: ", ")
  }

  /// Whether the target is met; `nil` when there is none or the baseline it needs is missing.
  var met: Bool? {
    guard maximumMilliseconds != nil || minimumRatio != nil else { return nil }
    if let maximumMilliseconds, ours.medianMilliseconds > maximumMilliseconds { return false }
    guard let minimumRatio else { return true }
    return ratio.map { $0 >= minimumRatio }
  }

  /// The row without its target, as `--smoke` prints it: small sizes say nothing of the issue's.
  var unjudged: BenchRow {
    var row = self
    row.maximumMilliseconds = nil
    row.minimumRatio = nil
    return row
  }

  /// The cells of the printed table.
  var cells: [String] {
    [
      operation, size, mode,
      Self.format(ours.medianMilliseconds, digits: 1) + " ms",
      baseline,
      baselineSample.map { Self.format($0.medianMilliseconds, digits: 1) + " ms" }
        ?? (baseline == "-" ? "-" : "not installed"),
      ratio.map { Self.format($0, digits: 1) + "×" } ?? "-",
      Self.megabytes(ours.peakBytes) + " / " + (baselineSample.map { Self.megabytes($0.peakBytes) } ?? "-"),
      target,
      met.map { $0 ? "yes" : "NO" } ?? "-",
    ]
  }

  /// The headers of the printed table.
  static let headers = [
    "operation", "size", "ours", "ours median", "baseline", "baseline median", "ratio", "peak MB ours / base",
    "target", "met",
  ]

  /// The row as a JSON object for `results.json`.
  var json: JSONValue {
    var members: [String: JSONValue] = [
      "operation": .string(operation),
      "size": .string(size),
      "mode": .string(mode),
      "oursMilliseconds": .number(Self.format(ours.medianMilliseconds, digits: 2)),
      "oursPeakMegabytes": .number(Self.megabytes(ours.peakBytes)),
      "baseline": .string(baseline),
      "target": .string(target),
    ]
    if let baselineSample {
      members["baselineMilliseconds"] = .number(Self.format(baselineSample.medianMilliseconds, digits: 2))
      members["baselinePeakMegabytes"] = .number(Self.megabytes(baselineSample.peakBytes))
    }
    if let ratio { members["ratio"] = .number(Self.format(ratio, digits: 2)) }
    if let met { members["met"] = .bool(met) }
    return .object(members)
  }

  static func megabytes(_ bytes: Int) -> String {
    String(bytes / 1_048_576)
  }

  /// A number with a fixed count of decimals, without Foundation's locale-dependent formatting.
  static func format(_ value: Double, digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = Int((value * scale).rounded())
    guard digits > 0 else { return String(scaled) }
    let whole = String(scaled / Int(scale))
    let fraction = String(abs(scaled) % Int(scale))
    return whole + "." + String(repeating: "0", count: digits - fraction.count) + fraction
  }
}
