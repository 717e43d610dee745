import Foundation
import LabelsCommands

/// Runs the command line in process on a project, as `LabelsParser` would, and captures what it printed.
struct CommandRun: Equatable {
  /// What the command printed on stdout.
  var stdout: String
  /// What the command printed on stderr.
  var stderr: String
  /// The exit code.
  var status: Int32

  /// An expected run.
  init(stdout: String, stderr: String, status: Int32) {
    self.stdout = stdout
    self.stderr = stderr
    self.status = status
  }

  /// Runs `arguments` on `project`, with the project's root replaced by `<root>` in the output;
  /// `outputError` stands for a stdout that failed with that `errno`.
  init(_ arguments: [String], project: LabelsProject, outputError: @escaping @Sendable () -> Int32? = { nil })
  {
    self.init(arguments, project: project, outputError: outputError, rootShownAs: "<root>")
  }

  /// Runs `arguments` on the fixture app's first release rooted at `folder`, and shows what it printed as
  /// `LabelsParser` run in `folder` would print it: the paths below `folder` relative to it.
  init(_ arguments: [String], in folder: URL) {
    self.init(arguments, project: ShopLabels.v1(root: folder.path), rootShownAs: nil)
  }

  /// Runs `arguments` on `project`, showing its root as `rootShownAs`, or the paths below it relative to
  /// it when `nil`.
  init(
    _ arguments: [String], project: LabelsProject, outputError: @escaping @Sendable () -> Int32? = { nil },
    rootShownAs shown: String?
  ) {
    let output = Capture()
    let errors = Capture()
    let console = Console(
      output: { output.append($0) }, error: { errors.append($0) }, outputError: outputError)
    status = LabelsCommandLine.run(arguments, project: project, console: console)
    let root = project.root
    func masked(_ text: String) -> String {
      guard !root.isEmpty else { return text }
      guard let shown else { return text.replacingOccurrences(of: root + "/", with: "") }
      return text.replacingOccurrences(of: root, with: shown)
    }
    stdout = masked(output.text)
    stderr = masked(errors.text)
  }

  /// Bytes written by several threads, kept in order.
  private final class Capture: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes: [UInt8] = []

    func append(_ chunk: [UInt8]) {
      lock.lock()
      bytes += chunk
      lock.unlock()
    }

    var text: String {
      lock.lock()
      defer { lock.unlock() }
      return String(decoding: bytes, as: UTF8.self)
    }
  }
}
