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

  /// The release workflow shown in docs/ci.md, as committed, and the commands it runs parse: `check`,
  /// then `publish` to staging and to production, the database from a variable.
  @Test func theReleaseWorkflowIsShownAsCommittedAndItsCommandsParse() throws {
    let release = try String(
      contentsOf: Self.docs.appendingPathComponent("labels-release.yml"), encoding: .utf8)
    let page = try String(contentsOf: Self.docs.appendingPathComponent("ci.md"), encoding: .utf8)
    #expect(page.contains("```yaml\n" + release + "```\n"), "docs/ci.md must show docs/labels-release.yml")
    let prefix = "run: swift run --quiet LabelsParser "
    let invocations = release.split(separator: "\n").map { $0.drop { $0 == " " } }.filter {
      $0.hasPrefix(prefix)
    }
    .map { line in
      line.dropFirst(prefix.count).replacingOccurrences(
        of: "\"$LABELS_DATABASE\"", with: "https://x.firebaseio.com"
      )
      .split(separator: " ").map(String.init)
    }
    #expect(invocations.map { $0.first ?? "" } == ["check", "publish", "publish"])
    for arguments in invocations {
      #expect(throws: Never.self, "LabelsParser \(arguments.joined(separator: " "))") {
        _ = try Invocation.parse(arguments)
      }
    }
  }

  /// A release build with the Swift runtime linked in takes FoundationNetworking whole, which needs
  /// libcurl's development files: the workflow installs them, as the benchmark's prerequisites do.
  @Test func itInstallsWhatTheStaticLinkNeeds() throws {
    let install = Self.commands.filter { $0.hasPrefix("apt-get install") }
    #expect(install.count == 1)
    #expect(install.first?.split(separator: " ").contains("libcurl4-openssl-dev") == true)
    let prerequisites = try String(
      contentsOf: LabelsParserRunner.packageRoot.appendingPathComponent(
        "Scripts/install-bench-prerequisites.sh"),
      encoding: .utf8)
    #expect(prerequisites.contains("missing+=(libcurl4-openssl-dev)"))
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

  /// The Swift the package says it needs: `Package.swift`'s tools version, which README states.
  private static func toolsVersion() throws -> [Int] {
    let manifest = try String(
      contentsOf: LabelsParserRunner.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
    let prefix = "// swift-tools-version:"
    let line = try #require(manifest.split(separator: "\n").first { $0.hasPrefix(prefix) })
    return line.dropFirst(prefix.count).split(separator: ".").compactMap { Int($0) }
  }

  @Test func theContainerRunsASwiftThePackageAccepts() throws {
    let tools = try Self.toolsVersion()
    #expect(tools.count >= 2)
    let readme = try String(
      contentsOf: LabelsParserRunner.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let stated = tools.map(String.init).joined(separator: ".")
    #expect(
      readme.contains("\(stated) or later"), "README must say the package needs Swift \(stated) or later")
    let image = try #require(
      Self.workflow.split(separator: "\n").lazy.map { $0.drop { $0 == " " } }.first {
        $0.hasPrefix("container: swift:")
      })
    let version = image.dropFirst("container: swift:".count).split(separator: ".").compactMap { Int($0) }
    #expect(version.count >= 2, "the container is an exact Swift version: \(image)")
    #expect(version.lexicographicallyPrecedes(tools) == false, "\(image) is older than Swift \(stated)")
  }

  @Test func theIOSJobBuildsALibraryOfTheExampleForADeclaredPlatform() throws {
    let lines = Self.workflow.split(separator: "\n").map { $0.drop { $0 == " " } }
    let build = try #require(Self.commands.first { $0.hasPrefix("xcodebuild ") })
    #expect(build == "xcodebuild -scheme AppLabels -destination 'generic/platform=iOS' build")
    #expect(lines.contains("working-directory: Examples/LabelsApp"))
    #expect(lines.contains("runs-on: macos-26"), "Xcode 26 (Swift 6.2) is the macOS 26 image's")
    let example = try String(
      contentsOf: LabelsParserRunner.packageRoot.appendingPathComponent("Examples/LabelsApp/Package.swift"),
      encoding: .utf8)
    // Xcode builds an executable product for macOS only, so the scheme must be a library's.
    #expect(example.contains(".library(name: \"AppLabels\""))
    let manifest = try String(
      contentsOf: LabelsParserRunner.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
    for package in [example, manifest] { #expect(package.contains(".iOS(.v16)")) }
  }
}
