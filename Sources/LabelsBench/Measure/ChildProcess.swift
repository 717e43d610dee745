import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a program to the end and measures it: wall time, CPU time and peak resident memory.
///
/// `wait4` gives each child's own time, which `Process` does not expose. Its peak memory is not the
/// child's own on Linux: a child spawned from a large parent starts out sharing the parent's pages, and
/// the kernel keeps that high-water mark across `exec`. So where `/usr/bin/time` exists the child runs
/// under it (a small process), and its `%M` is the peak.
struct ChildProcess {
  /// The program, found through `PATH` when it has no slash.
  let program: String
  /// The arguments after the program name.
  let arguments: [String]
  /// Where standard output goes; `/dev/null` unless captured.
  var standardOutput = "/dev/null"
  /// Where standard error goes; the terminal unless quietened.
  var standardError: String?

  /// What one run cost.
  struct Usage {
    /// The exit status, or 128 plus the signal that ended the child.
    let status: Int32
    /// Wall-clock seconds.
    let seconds: Double
    /// User plus system CPU seconds.
    let cpuSeconds: Double
    /// Peak resident memory in bytes.
    let peakBytes: Int
  }

  /// Runs the program and waits for it.
  /// - Throws: ``BenchError/cannotRun(_:_:)`` when the program cannot be started.
  func run() throws(BenchError) -> Usage {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, standardOutput, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    if let standardError {
      posix_spawn_file_actions_addopen(&actions, 2, standardError, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    }
    let timeReport = Self.timeProgram.map { _ in
      standardOutput == "/dev/null" ? Self.scratchReport : standardOutput + ".time"
    }
    let command = Self.timeProgram.map { [$0, "-f", "%M", "-o", timeReport ?? ""] } ?? []
    let argv = (command + [program] + arguments).map { strdup($0) }
    defer { for argument in argv { free(argument) } }
    var pid: pid_t = 0
    let clock = ContinuousClock()
    let start = clock.now
    let spawned = posix_spawnp(&pid, Self.timeProgram ?? program, &actions, nil, argv + [nil], environ)
    guard spawned == 0 else { throw .cannotRun(program, String(cString: strerror(spawned))) }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) == -1, errno == EINTR {}
    let elapsed = clock.now - start
    let signal = status & 0x7F
    return Usage(
      status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal,
      seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
      cpuSeconds: Self.seconds(usage.ru_utime) + Self.seconds(usage.ru_stime),
      peakBytes: timeReport.flatMap(Self.reportedPeakBytes) ?? Self.peakBytes(usage)
    )
  }

  /// Whether a program runs and exits with 0, its output discarded: a probe for a command or module.
  static func succeeds(_ program: String, _ arguments: [String]) -> Bool {
    var process = ChildProcess(program: program, arguments: arguments)
    process.standardError = "/dev/null"
    return (try? process.run().status) == 0
  }

  private static let timeProgram: String? =
    FileManager.default.isExecutableFile(atPath: "/usr/bin/time") ? "/usr/bin/time" : nil

  private static let scratchReport = NSTemporaryDirectory() + "/labels-bench-\(getpid()).time"

  /// The last line of `/usr/bin/time -f %M -o FILE`: kilobytes (earlier lines may say how the child exited).
  private static func reportedPeakBytes(_ path: String) -> Int? {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
    defer { try? FileManager.default.removeItem(atPath: path) }
    return text.split(separator: "\n").last.flatMap { Int($0) }.map { $0 * 1024 }
  }

  /// The peak resident memory `getrusage` reports: kilobytes on Linux, bytes on Darwin.
  static func peakBytes(_ usage: rusage) -> Int {
    #if canImport(Darwin)
      Int(usage.ru_maxrss)
    #else
      Int(usage.ru_maxrss) * 1024
    #endif
  }

  /// The peak resident memory of this process so far: what a measuring child reports of itself.
  static var ownPeakBytes: Int {
    var usage = rusage()
    #if canImport(Glibc)
      getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    #else
      getrusage(RUSAGE_SELF, &usage)
    #endif
    return peakBytes(usage)
  }

  private static func seconds(_ time: timeval) -> Double {
    Double(time.tv_sec) + Double(time.tv_usec) / 1e6
  }
}
