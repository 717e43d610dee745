import LabelsCore
import LabelsKit

/// One line of the memory table: a command's peak resident memory on one large input, as a multiple of
/// the input's size, beside the target.
struct MemoryRow {
  /// What ran, such as `format --check`.
  let operation: String
  /// The shape of the input, as printed.
  let input: String
  /// The size of the input file in bytes.
  let inputBytes: Int
  /// The peak resident memory of the whole process in bytes.
  let peakBytes: Int
  /// The largest peak, as a multiple of the input, that meets the target; `nil` when not judged.
  let maximumRatio: Double?

  /// The peak as a multiple of the input.
  var ratio: Double {
    Double(peakBytes) / Double(max(inputBytes, 1))
  }

  /// Whether the target is met; `nil` when not judged.
  var met: Bool? {
    maximumRatio.map { ratio <= $0 }
  }

  /// The target as text, such as `≤ 4×`; empty when not judged.
  var target: String {
    maximumRatio.map { "≤ " + BenchRow.format($0, digits: 0) + "×" } ?? ""
  }

  /// The cells of the printed table.
  var cells: [String] {
    [
      operation, input, BenchRow.megabytes(inputBytes) + " MB", BenchRow.megabytes(peakBytes) + " MB",
      BenchRow.format(ratio, digits: 1) + "×", target, met.map { $0 ? "yes" : "NO" } ?? "-",
    ]
  }

  /// The headers of the printed table.
  static let headers = ["operation", "input", "input size", "peak RSS", "peak / input", "target", "met"]

  /// The row as a JSON object for `memory.json`.
  var json: JSONValue {
    var members: [String: JSONValue] = [
      "operation": .string(operation),
      "input": .string(input),
      "inputBytes": .number(String(inputBytes)),
      "peakBytes": .number(String(peakBytes)),
      "ratio": .number(BenchRow.format(ratio, digits: 2)),
      "target": .string(target),
    ]
    if let met { members["met"] = .bool(met) }
    return .object(members)
  }
}
