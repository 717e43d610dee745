import Foundation
import LabelsCore
import LabelsKit

/// Part two of `make bench`: how long a package with large defaults takes to build, clean and incremental.
struct CompileTimeBenchmark {
  /// Where the scratch package is written.
  var folder: String
  /// Labels in the schema.
  let labels: Int
  /// Number of locales.
  let locales: Int
  /// The layout under test.
  let layout: DefaultsLayout
  /// Also time a clean release build.
  let release: Bool
  /// Every n-th label of a group is a plural label (10: 10 %); `nil` for none.
  var pluralEvery: Int? = nil

  /// One timed build.
  struct Row {
    /// What was built: `clean debug`, `rebuild, one label edited`, `clean release`, and with plural labels
    /// `clean debug, 10 % plurals`.
    let stage: String
    /// The layout's name.
    let layout: String
    /// Labels × locales, as printed.
    let size: String
    /// What the build cost: with several runs, the median run's wall and CPU time and the highest peak.
    let usage: ChildProcess.Usage
    /// The wall time of every run of a build timed several times, in the order they ran.
    var runSeconds: [Double] = []
    /// The slowest build that meets the target, in seconds, if there is one.
    let maximumSeconds: Double?
    /// The most memory a build may take: 1.5 GB unless the benchmark says otherwise.
    var maximumPeakBytes = 1_610_612_736

    var met: Bool? {
      guard let maximumSeconds else { return nil }
      return usage.seconds <= maximumSeconds && usage.peakBytes <= maximumPeakBytes
    }

    var cells: [String] {
      [
        stage, layout, size,
        BenchRow.format(usage.seconds, digits: 1) + " s",
        BenchRow.format(usage.cpuSeconds, digits: 1) + " s",
        BenchRow.megabytes(usage.peakBytes) + " MB",
        maximumSeconds.map {
          "≤ \(BenchRow.format($0, digits: 1)) s, ≤ \(BenchRow.megabytes(maximumPeakBytes)) MB"
        } ?? "-",
        met.map { $0 ? "yes" : "NO" } ?? "-",
      ]
    }

    var json: JSONValue {
      var members: [String: JSONValue] = [
        "stage": .string(stage),
        "layout": .string(layout),
        "size": .string(size),
        "seconds": .number(BenchRow.format(usage.seconds, digits: 1)),
        "cpuSeconds": .number(BenchRow.format(usage.cpuSeconds, digits: 1)),
        "peakMegabytes": .number(BenchRow.megabytes(usage.peakBytes)),
      ]
      if let maximumSeconds { members["targetSeconds"] = .number(BenchRow.format(maximumSeconds, digits: 1)) }
      if runSeconds.count > 1 {
        members["runSeconds"] = .array(runSeconds.map { .number(BenchRow.format($0, digits: 1)) })
      }
      if let met { members["met"] = .bool(met) }
      return .object(members)
    }
  }

  /// The headers of the printed table.
  static let headers = ["build", "layout", "labels × locales", "wall", "CPU", "peak memory", "target", "met"]

  /// The snapshot of the build folder with only the toolchain's targets built, which every clean build
  /// starts from: a copy keeps the modification times the build system compares, so nothing in it is
  /// built again, and the team's targets are built from nothing.
  private var toolchainBuild: String { folder + "/.build-toolchain" }

  /// Writes the package, builds the toolchain's targets and keeps the build folder as they left it.
  /// - Returns: the row of `LabelsSchema`'s build, when the layout uses the toolchain.
  /// - Throws: ``BenchError`` when a file cannot be written or a build fails.
  func prepare(log: (String) -> Void) throws(BenchError) -> Row? {
    var package = scratchPackage
    if package.usesToolchain { package.toolchainFiles = try Self.toolchainFiles() }
    if pluralEvery != nil, layout.conformances != .labelGroup {
      throw .usage(
        "plural labels need a LabelGroup layout (label-group, recommended, ...), not \(layout.name)")
    }
    try FileAccess.remove(folder)
    log("writing the \(layout.name) layout, \(labels) labels × \(locales) locales\(plurals), to \(folder)")
    for file in package.files {
      try FileAccess.write(file.text, to: folder + "/" + file.path)
    }
    // Resolve and compile the manifest first, so the clean build times only the targets.
    _ = try build(["package", "describe"])
    // LabelsCore and LabelsSchema are the toolchain's, not the team's labels: built first, so the clean
    // build times only the targets generated from the labels. LabelsSchema's build is timed on its own
    // (the last row): until it left Sources/Labels, its files were part of the clean build. Then the
    // stand-in for the toolchain's targets on Foundation (`ScratchPackage.foundationTarget`), untimed.
    var toolchainRow: Row?
    if package.usesToolchain {
      _ = try build(["build", "--target", "LabelsCore"])
      log("LabelsSchema, built before the schema")
      toolchainRow = Row(
        stage: "LabelsSchema, built first" + plurals, layout: layout.name, size: size,
        usage: try build(["build", "--target", "LabelsSchema"]), maximumSeconds: nil)
    }
    _ = try build(["build", "--target", "Toolchain"])
    try copy(folder + "/.build", to: toolchainBuild)
    return toolchainRow
  }

  /// One clean debug build of the team's targets, from the build folder ``prepare(log:)`` kept.
  /// - Throws: ``BenchError`` when the folder cannot be restored or the build fails.
  func cleanBuild(log: (String) -> Void) throws(BenchError) -> ChildProcess.Usage {
    try copy(toolchainBuild, to: folder + "/.build")
    log("clean debug build, \(labels) labels × \(locales) locales" + plurals)
    return try build(["build"])
  }

  /// The rows timed once, after the clean builds: the rebuild after one label of one locale is edited,
  /// and with `release` the clean release build.
  /// - Throws: ``BenchError`` when a file cannot be edited or a build fails.
  func laterRows(log: (String) -> Void) throws(BenchError) -> [Row] {
    log("rebuild after editing one label of one locale" + plurals)
    let edited = folder + "/" + scratchPackage.editedFile
    let text = String(decoding: try FileAccess.read(edited), as: UTF8.self)
    guard let quote = text.firstIndex(of: "\"") else { throw .io(edited, "has no label to edit") }
    try FileAccess.write(
      String(text[...quote]) + "edited " + String(text[text.index(after: quote)...]), to: edited)
    var rows = [
      Row(
        stage: "rebuild, one label edited" + plurals, layout: layout.name, size: size,
        usage: try build(["build"]),
        maximumSeconds: atTargetSize ? 1.5 : nil)
    ]
    if release {
      log("clean release build" + plurals)
      rows.append(
        Row(
          stage: "clean release" + plurals, layout: layout.name, size: size,
          usage: try build(["build", "-c", "release"]), maximumSeconds: nil))
    }
    return rows
  }

  /// Times `plain` and, when given, the same package with plural labels: `repetitions` clean debug builds
  /// of each, taken in turn (plain, plurals, plain, ...) so that both meet the same load, then the rows
  /// timed once. Each clean build's row is its median run; with plurals, its target is within 10 % of
  /// the plain build's median, measured in the same turns.
  /// - Throws: ``BenchError`` when a file cannot be written or a build fails.
  static func measure(
    _ plain: CompileTimeBenchmark, plurals: CompileTimeBenchmark?, repetitions: Int, judged: Bool,
    log: (String) -> Void
  ) throws(BenchError) -> [Row] {
    let benchmarks = [plain] + (plurals.map { [$0] } ?? [])
    var toolchainRows: [Row] = []
    for benchmark in benchmarks {
      if let row = try benchmark.prepare(log: log) { toolchainRows.append(row) }
    }
    var runs = benchmarks.map { _ in [ChildProcess.Usage]() }
    for _ in 0..<max(1, repetitions) {
      for (index, benchmark) in benchmarks.enumerated() {
        runs[index].append(try benchmark.cleanBuild(log: log))
      }
    }
    let plainMedian = median(runs[0])
    var rows = [
      plain.cleanRow(runs[0], median: plainMedian, maximumSeconds: plain.atTargetSize ? 15 : nil)
    ]
    if let plurals {
      let target = judged ? plainMedian.seconds * 1.1 : nil
      rows.append(plurals.cleanRow(runs[1], median: median(runs[1]), maximumSeconds: target))
    }
    for benchmark in benchmarks {
      rows += try benchmark.laterRows(log: log)
    }
    return rows + toolchainRows
  }

  /// The row of the clean debug builds: the median run's times, the highest peak of all.
  private func cleanRow(_ runs: [ChildProcess.Usage], median: ChildProcess.Usage, maximumSeconds: Double?)
    -> Row
  {
    let usage = ChildProcess.Usage(
      status: median.status, seconds: median.seconds, cpuSeconds: median.cpuSeconds,
      peakBytes: runs.map(\.peakBytes).max() ?? median.peakBytes)
    let stage = "clean debug" + plurals + (runs.count > 1 ? ", median of \(runs.count)" : "")
    var row = Row(stage: stage, layout: layout.name, size: size, usage: usage, maximumSeconds: maximumSeconds)
    row.runSeconds = runs.map(\.seconds)
    return row
  }

  /// The median run by wall time; of an even count, the faster of the two in the middle.
  static func median(_ runs: [ChildProcess.Usage]) -> ChildProcess.Usage {
    runs.sorted { $0.seconds < $1.seconds }[(runs.count - 1) / 2]
  }

  /// Whether this is the size, where the targets are judged: 10,000 labels × 3 locales.
  private var atTargetSize: Bool { labels == 10_000 && locales == 3 }

  /// The package under test, without the toolchain's files, which ``prepare(log:)`` reads.
  private var scratchPackage: ScratchPackage {
    var package = ScratchPackage(labelCount: labels, localeCount: locales, layout: layout)
    package.pluralEvery = pluralEvery
    return package
  }

  private var size: String { "\(labels) × \(locales)" }

  private var plurals: String { pluralEvery.map { ", \(100 / $0) % plurals" } ?? "" }

  /// Replaces `destination` with a copy of `source` that keeps its files' times.
  private func copy(_ source: String, to destination: String) throws(BenchError) {
    try FileAccess.remove(destination)
    let usage = try ChildProcess(program: "cp", arguments: ["-a", source, destination]).run()
    guard usage.status == 0 else { throw .io(destination, "cannot be copied from \(source)") }
  }

  /// This project's toolchain folders a `Labels` module builds on, by path below `Sources/`: every Swift
  /// file of `LabelsCore` (without its CLDR data), `LabelsSchema` and `LabelsModule`. Whole folders, so
  /// the benchmark builds exactly what the project ships, and nothing is chosen by file name.
  static func toolchainFiles() throws(BenchError) -> [String: String] {
    var files: [String: String] = [:]
    for folder in ["LabelsCore", "LabelsSchema", "LabelsModule"] {
      let root = sources + "/" + folder
      guard let paths = FileManager.default.subpaths(atPath: root) else { throw .io(root, "cannot list") }
      for path in paths where path.hasSuffix(".swift") && !path.hasPrefix("Plurals/CLDR/") {
        files[folder + "/" + path] = String(decoding: try FileAccess.read(root + "/" + path), as: UTF8.self)
      }
    }
    return files
  }

  /// This project's `Sources`.
  private static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

  private func build(_ arguments: [String]) throws(BenchError) -> ChildProcess.Usage {
    try Self.build(arguments, in: folder)
  }

  /// Runs `swift` with `arguments` on the package in `folder`, its output into `folder/build.log`.
  /// - Throws: ``BenchError/failed(_:status:output:)`` when the build fails.
  static func build(_ arguments: [String], in folder: String) throws(BenchError) -> ChildProcess.Usage {
    var process = ChildProcess(program: "swift", arguments: arguments + ["--package-path", folder])
    process.standardOutput = folder + "/build.log"
    let usage = try process.run()
    guard usage.status == 0 else {
      let output = (try? FileAccess.read(process.standardOutput)).map {
        String(decoding: $0.suffix(4000), as: UTF8.self)
      }
      throw .failed("swift " + arguments.joined(separator: " "), status: usage.status, output: output ?? "")
    }
    return usage
  }
}
