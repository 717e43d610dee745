import Foundation
import LabelsCore

/// `LabelsBench team-gate`: what a team's pull request waits for in its project, started with `init`
/// from a large app's String Catalog (``TeamCatalog``: 600 keys × 30 locales, one key in ten a plural).
///
/// This repository is cloned at HEAD into the scratch folder and `init` (the `LabelsParser` beside this
/// binary) imports the catalog there. Then, timed as a team's CI runs them:
/// - **cold**, from no build folder: `make export` (the first version, committed), then the gate,
///   `make test BASE=HEAD` and `make check`. Every toolchain test target left out of that build is
///   checked (none but `DefaultsTests` and `TeamTests` is compiled), so the cold gate cannot grow with
///   the toolchain's tests;
/// - **warm**, the build folder as the pull request's base left it: one base text edited and exported
///   (a pull request's change), the build folder put back as it was before, then `make test BASE=HEAD~1`
///   and `make check`.
struct TeamGateBenchmark {
  /// The scratch folder, absolute (`init` runs inside the clone): the clone, the catalog and each
  /// command's log.
  let folder: String
  /// Keys in the catalog.
  let keys: Int
  /// Locales of the catalog.
  let locales: Int
  /// The `LabelsParser` that runs `init` in the clone.
  let parser: String
  /// This repository, cloned at HEAD.
  let repository: String
  /// Whether the warm figure is judged against its target.
  let judged: Bool

  /// The benchmark of a team's gate in `folder` (relative to the working directory, or absolute).
  init(folder: String, keys: Int, locales: Int, parser: String, repository: String, judged: Bool) {
    self.folder = URL(fileURLWithPath: folder).standardizedFileURL.path
    self.keys = keys
    self.locales = locales
    self.parser = parser
    self.repository = repository
    self.judged = judged
  }

  /// The warm gate's target (issue 43), in seconds.
  private static let warmTarget = 90.0
  /// The suites the team's gate compiles; any other test target built is a defect.
  private static let teamSuites: Set = ["DefaultsTests", "TeamTests"]

  /// Clones, imports, and times the cold and the warm gate.
  /// - Throws: ``BenchError`` when a step fails, or the cold gate compiled a toolchain test target.
  func run(log: (String) -> Void) throws(BenchError) -> [CompileTimeBenchmark.Row] {
    let project = folder + "/project"
    let catalog = folder + "/App.xcstrings"
    try FileAccess.remove(folder)
    try FileAccess.createFolder(folder)
    log("team gate: cloning \(repository) at HEAD into \(project)")
    try run("clone", "git", ["clone", "-q", repository, project])
    try git(project, ["config", "user.name", "Team gate"])
    try git(project, ["config", "user.email", "team-gate@example.com"])
    try FileAccess.write(try TeamCatalog(keyCount: keys, localeCount: locales).bytes(), to: catalog)
    log("team gate: init from \(keys) keys × \(locales) locales")
    try run(
      "init", "/bin/sh",
      ["-c", "cd \"$1\" && exec \"$2\" init xcstrings \"$3\"", "sh", project, parser, catalog])
    try git(project, ["add", "-A"])
    try git(project, ["commit", "-qm", "Start our labels"])

    log("team gate: cold (no build folder): make export, make test, make check")
    let export = try run("cold-export", "make", ["-C", project, "export"])
    try git(project, ["add", "-A"])
    try git(project, ["commit", "-qm", "Publish 1.0.0"])
    let cold = [
      export, try run("cold-test", "make", ["-C", project, "test", "BASE=HEAD"]),
      try run("cold-check", "make", ["-C", project, "check"]),
    ]
    let built = try builtTestTargets(project)
    guard built.isSubset(of: Self.teamSuites) else {
      throw .badResult(
        "the team's gate compiled the toolchain's tests: \(built.subtracting(Self.teamSuites).sorted())")
    }

    log("team gate: warm (the base's build kept): one text edited and exported, then make test, make check")
    let base = folder + "/build-base"
    try run("keep-build", "cp", ["-a", project + "/.build", base])
    try editOneText(in: project)
    try run("edit-export", "make", ["-C", project, "export"])
    try git(project, ["commit", "-qam", "Fix a text"])
    try FileAccess.remove(project + "/.build")
    try run("restore-build", "mv", [base, project + "/.build"])
    let warm = [
      try run("warm-test", "make", ["-C", project, "test", "BASE=HEAD~1"]),
      try run("warm-check", "make", ["-C", project, "check"]),
    ]
    let size = "\(BenchSizes.grouped(keys)) × \(locales)"
    return [
      CompileTimeBenchmark.Row(
        stage: "team gate, cold: export, test, check", layout: "init", size: size, usage: Self.sum(cold),
        maximumSeconds: nil),
      CompileTimeBenchmark.Row(
        stage: "team gate, warm: test, check", layout: "init", size: size, usage: Self.sum(warm),
        maximumSeconds: judged ? Self.warmTarget : nil),
    ]
  }

  /// Runs a program to the end, its output in `folder/<name>.log`.
  /// - Throws: ``BenchError/failed(_:status:output:)`` when it fails, with the end of its output.
  @discardableResult
  private func run(_ name: String, _ program: String, _ arguments: [String]) throws(BenchError)
    -> ChildProcess.Usage
  {
    var process = ChildProcess(program: program, arguments: arguments)
    process.standardOutput = "\(folder)/\(name).log"
    process.standardError = "\(folder)/\(name).err"
    let usage = try process.run()
    guard usage.status == 0 else {
      let output = [process.standardOutput, process.standardError ?? ""].compactMap { path in
        (try? FileAccess.read(path)).map { String(decoding: $0.suffix(3000), as: UTF8.self) }
      }.joined(separator: "\n")
      throw .failed(([program] + arguments).joined(separator: " "), status: usage.status, output: output)
    }
    return usage
  }

  private func git(_ project: String, _ arguments: [String]) throws(BenchError) {
    try run("git", "git", ["-C", project] + arguments)
  }

  /// Appends ` (edited)` to the first plain text of the base locale's defaults: a content change.
  private func editOneText(in project: String) throws(BenchError) {
    let defaults = project + "/Defaults/English"
    for name in try FileAccess.names(in: defaults).sorted() where name.hasSuffix(".swift") {
      let path = defaults + "/" + name
      var lines = String(decoding: try FileAccess.read(path), as: UTF8.self).components(separatedBy: "\n")
      guard
        let index = lines.firstIndex(where: { line in
          line.hasSuffix("\",") && line.contains(": \"")
            && !line.split(separator: ":", maxSplits: 1).last!.contains(where: { "%{\\".contains($0) })
        })
      else { continue }
      lines[index] = String(lines[index].dropLast(2)) + " (edited)\","
      try FileAccess.write(lines.joined(separator: "\n"), to: path)
      return
    }
    throw .badResult("no plain text to edit in \(defaults)")
  }

  /// The test targets compiled in the project's build folder: each has its module there (SwiftPM
  /// makes a folder for every target it plans, compiled or not). The test runner's own modules
  /// (`<package>PackageTests`, `<package>PackageDiscoveredTests`) are not targets.
  private func builtTestTargets(_ project: String) throws(BenchError) -> Set<String> {
    let modules = URL(fileURLWithPath: project + "/.build/debug/Modules").resolvingSymlinksInPath().path
    return Set(
      try FileAccess.names(in: modules).filter { $0.hasSuffix("Tests.swiftmodule") }.map {
        String($0.dropLast(".swiftmodule".count))
      }.filter { !$0.hasSuffix("PackageTests") && !$0.hasSuffix("PackageDiscoveredTests") })
  }

  /// Runs one after another as one: the wall and CPU times summed, the highest peak.
  private static func sum(_ runs: [ChildProcess.Usage]) -> ChildProcess.Usage {
    ChildProcess.Usage(
      status: 0, seconds: runs.reduce(0) { $0 + $1.seconds },
      cpuSeconds: runs.reduce(0) { $0 + $1.cpuSeconds },
      peakBytes: runs.map(\.peakBytes).max() ?? 0)
  }
}
