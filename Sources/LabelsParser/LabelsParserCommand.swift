import Foundation

/// The entry point: parse the arguments into an ``Invocation``, run it, and exit in one place.
@main
enum LabelsParserCommand {
  static func main() {
    let console = Console()
    do {
      let invocation = try Invocation.parse(Array(CommandLine.arguments.dropFirst()))
      let code = try invocation.run(console: console)
      exit(code.rawValue)
    } catch let error as UsageError {
      console.error("error: \(error.message)")
      console.error(error.usage)
      exit(ExitCode.usage.rawValue)
    } catch let failure as CommandFailure {
      for line in failure.diagnostics { console.error(line) }
      exit(failure.code.rawValue)
    } catch {
      console.error("error: \(error)")
      exit(ExitCode.software.rawValue)
    }
  }
}
