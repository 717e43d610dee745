import Foundation
import LabelsKit

/// The command line as a library: parse the arguments into an ``Invocation``, run it on a project, and
/// map every outcome to an exit code in one place.
package enum LabelsCommandLine {
  /// Runs the arguments after the program name on `project`, printing to `console`.
  /// - Returns: the process's exit code (sysexits).
  package static func run(_ arguments: [String], project: LabelsProject, console: Console) -> Int32 {
    let code = runCommand(arguments, project: project, console: console)
    guard let failure = console.outputError else { return code }
    // A reader that went away (`| head -1`) needs no message, as with `cat`; a full disk does.
    if failure != EPIPE {
      console.diagnostic(
        Diagnostic(.error, "cannot write to standard output: \(String(cString: strerror(failure)))"))
    }
    return ExitCode.ioError.rawValue
  }

  private static func runCommand(_ arguments: [String], project: LabelsProject, console: Console) -> Int32 {
    do {
      let invocation = try Invocation.parse(arguments)
      return try invocation.run(project: project, console: console).rawValue
    } catch let error as UsageError {
      console.diagnostic(Diagnostic(.error, error.message))
      console.error(error.usage)
      return ExitCode.usage.rawValue
    } catch let failure as CommandFailure {
      for diagnostic in failure.diagnostics { console.diagnostic(diagnostic) }
      if let usage = failure.usage { console.error(usage) }
      return failure.code.rawValue
    } catch {
      console.diagnostic(Diagnostic(.error, "\(error)"))
      return ExitCode.software.rawValue
    }
  }
}
