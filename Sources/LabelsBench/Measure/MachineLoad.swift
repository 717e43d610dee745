import Foundation
import LabelsCore
import LabelsKit

/// The machine the figures were taken on: cores and load, since other work skews every number.
struct MachineLoad {
  /// The number of active processors.
  let cores: Int
  /// The one-minute load average when the benchmark ran, from `/proc/loadavg` where there is one.
  let loadAverage: String

  /// The machine now.
  static func current() -> MachineLoad {
    let load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))?
      .split(separator: " ").first.map(String.init)
    return MachineLoad(cores: ProcessInfo.processInfo.activeProcessorCount, loadAverage: load ?? "unknown")
  }

  /// The machine as JSON for the results file.
  var json: JSONValue {
    .object(["cores": .number(String(cores)), "loadAverage": .string(loadAverage)])
  }
}
