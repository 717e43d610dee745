/// The exit codes a CI can rely on, following sysexits.
enum ExitCode: Int32, Equatable, CaseIterable {
  /// Success.
  case ok = 0
  /// The check failed: changes at or above `--fail-on`, lint errors, a stale export.
  case checkFailed = 1
  /// The command line is wrong.
  case usage = 64
  /// An input is malformed: invalid JSON, a duplicate key, not a label document.
  case dataError = 65
  /// An input does not exist.
  case noInput = 66
  /// A service the command needs is missing: git, the history of the exports, the port `serve`
  /// listens on, or the store (unreachable, timing out, or failing after retries).
  case unavailable = 69
  /// An internal error: a bug in the tool.
  case software = 70
  /// An output cannot be created.
  case cannotCreate = 73
  /// Reading or writing failed.
  case ioError = 74
  /// The store answered outside its protocol: not JSON, or more than the tool reads.
  case protocolError = 76
  /// The store refused the credentials: none, wrong or expired.
  case noPermission = 77

  /// What the code means, in a few words: `LabelsParser --help` lists every code with it, and
  /// docs/exit-codes.md explains each.
  var summary: String {
    switch self {
    case .ok: "ok"
    case .checkFailed: "check failed"
    case .usage: "usage error"
    case .dataError: "bad data"
    case .noInput: "input not found"
    case .unavailable: "git, history, port or store unavailable"
    case .software: "internal error (a bug)"
    case .cannotCreate: "cannot create output"
    case .ioError: "I/O error"
    case .protocolError: "the store's answer is not JSON or too large"
    case .noPermission: "the store refused the credentials"
    }
  }
}
