import Foundation
import Testing

@testable import LabelsCommands

/// The GitHub Actions workflow of `docs/`: the page shows the file a team copies, and every command it
/// runs exists.
@Suite struct CIWorkflowTests {
  private static let docs = LabelsParserRunner.packageRoot.appendingPathComponent("docs")
  private static let workflow =
    (try? String(contentsOf: docs.appendingPathComponent("labels.yml"), encoding: .utf8)) ?? ""

  /// The commands of the workflow's `run:` steps, each split at `&&`.
  private static var commands: [String] {
    workflow.split(separator: "\n").compactMap { line -> String? in
      let trimmed = line.drop { $0 == " " }
      guard trimmed.hasPrefix("run: ") else { return nil }
      return String(trimmed.dropFirst("run: ".count))
    }.flatMap { $0.components(separatedBy: " && ") }
  }

  @Test func thePageShowsTheWorkflowAsCommitted() throws {
    let page = try String(contentsOf: Self.docs.appendingPathComponent("ci.md"), encoding: .utf8)
    #expect(!Self.workflow.isEmpty)
    #expect(
      page.contains("```yaml\n" + Self.workflow + "```\n"), "docs/ci.md must show docs/labels.yml as it is")
  }

  @Test func everyMakeTargetItRunsIsInTheMakefile() throws {
    let makefile = try String(
      contentsOf: LabelsParserRunner.packageRoot.appendingPathComponent("Makefile"), encoding: .utf8)
    let targets = Set(
      makefile.split(separator: "\n").compactMap { line -> String? in
        guard let colon = line.firstIndex(of: ":"), !line.hasPrefix("\t"), !line.hasPrefix("#") else {
          return nil
        }
        return String(line[..<colon])
      })
    let used = Self.commands.filter { $0.hasPrefix("make ") }.map { $0.split(separator: " ")[1] }
    #expect(used.sorted() == ["bundle", "test"])
    for target in used { #expect(targets.contains(String(target)), "the Makefile has no target \(target)") }
  }

  @Test func everyLabelsParserCommandItRunsParses() throws {
    let prefix = "swift run --quiet LabelsParser "
    let invocations = Self.commands.filter { $0.hasPrefix(prefix) }.map { command in
      command.dropFirst(prefix.count).components(separatedBy: " >> ")[0].split(separator: " ").map(
        String.init)
    }
    #expect(invocations.map { $0.first ?? "" } == ["check", "diff"])
    for arguments in invocations {
      #expect(throws: Never.self, "LabelsParser \(arguments.joined(separator: " "))") {
        _ = try Invocation.parse(arguments)
      }
    }
  }
}
