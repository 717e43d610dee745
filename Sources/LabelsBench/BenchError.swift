/// Why a benchmark could not run.
enum BenchError: Error, CustomStringConvertible {
  /// The arguments are wrong; the message says how.
  case usage(String)
  /// A program could not be started.
  case cannotRun(String, String)
  /// A program ran but failed.
  case failed(String, status: Int32, output: String)
  /// A file could not be read or written.
  case io(String, String)
  /// A measuring child printed something that is not its result.
  case badResult(String)

  var description: String {
    switch self {
    case .usage(let message): message
    case .cannotRun(let program, let reason): "cannot run '\(program)': \(reason)"
    case .failed(let command, let status, let output):
      "'\(command)' exited with status \(status)" + (output.isEmpty ? "" : ":\n\(output)")
    case .io(let path, let reason): "cannot access '\(path)': \(reason)"
    case .badResult(let text): "a measuring child printed an unexpected result: \(text)"
    }
  }

  /// The sysexits code: 64 for usage errors, 74 for I/O, 70 otherwise.
  var exitCode: Int32 {
    switch self {
    case .usage: 64
    case .io: 74
    case .cannotRun, .failed, .badResult: 70
    }
  }
}
