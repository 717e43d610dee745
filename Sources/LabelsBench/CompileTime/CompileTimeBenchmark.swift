import Foundation
import LabelsCore
import LabelsKit

/// Part two of `make bench`: how long a package with large defaults takes to build, clean and incremental.
struct CompileTimeBenchmark {
  /// Where the scratch package is written.
  let folder: String
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
  /// The clean debug build of the same package without plurals, in seconds, measured in the same run:
  /// with plurals, the build's target is within 10 % of it.
  var baselineSeconds: Double? = nil

  /// One timed build.
  struct Row {
    /// What was built: `clean debug`, `rebuild, one label edited`, `clean release`, and with plural labels
    /// `clean debug, 10 % plurals`.
    let stage: String
    /// The layout's name.
    let layout: String
    /// Labels × locales, as printed.
    let size: String
    /// What the build cost.
    let usage: ChildProcess.Usage
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
      if let met { members["met"] = .bool(met) }
      return .object(members)
    }
  }

  /// The headers of the printed table.
  static let headers = ["build", "layout", "labels × locales", "wall", "CPU", "peak memory", "target", "met"]

  /// Writes the package, then times its builds.
  /// - Throws: ``BenchError`` when a file cannot be written or a build fails.
  func run(log: (String) -> Void) throws(BenchError) -> [Row] {
    var package = ScratchPackage(labelCount: labels, localeCount: locales, layout: layout)
    package.pluralEvery = pluralEvery
    if package.usesToolchain { package.toolchainFiles = try Self.toolchainFiles() }
    if pluralEvery != nil, layout.conformances != .labelGroup {
      throw .usage(
        "plural labels need a LabelGroup layout (label-group, recommended, ...), not \(layout.name)")
    }
    try FileAccess.remove(folder + "/Sources")
    try FileAccess.remove(folder + "/Defaults")
    try FileAccess.remove(folder + "/.build")
    let plurals = pluralEvery.map { ", \(100 / $0) % plurals" } ?? ""
    log("writing the \(layout.name) layout, \(labels) labels × \(locales) locales\(plurals), to \(folder)")
    for file in package.files {
      try FileAccess.write(file.text, to: folder + "/" + file.path)
    }
    // Resolve and compile the manifest first, so the clean build times only the targets.
    _ = try build(["package", "describe"])
    // LabelsCore and LabelsSchema are the toolchain's, not the team's labels: built first, so the clean
    // build times only the targets generated from the labels. LabelsSchema's build is timed on its own
    // (the last row): until it left Sources/Labels, its files were part of the clean build.
    let size = "\(labels) × \(locales)"
    var toolchainRow: Row?
    if package.usesToolchain {
      _ = try build(["build", "--target", "LabelsCore"])
      log("LabelsSchema, built before the schema")
      toolchainRow = Row(
        stage: "LabelsSchema, built first" + plurals, layout: layout.name, size: size,
        usage: try build(["build", "--target", "LabelsSchema"]), maximumSeconds: nil)
    }
    // The targets are for 10,000 labels × 3 locales; other sizes are measured without a verdict.
    let atTargetSize = labels == 10_000 && locales == 3
    log("clean debug build" + plurals)
    let cleanTarget = baselineSeconds.map { $0 * 1.1 } ?? (atTargetSize ? 15 : nil)
    var rows = [
      Row(
        stage: "clean debug" + plurals, layout: layout.name, size: size, usage: try build(["build"]),
        maximumSeconds: cleanTarget)
    ]
    log("rebuild after editing one label of one locale")
    let edited = folder + "/" + package.editedFile
    let text = String(decoding: try FileAccess.read(edited), as: UTF8.self)
    guard let quote = text.firstIndex(of: "\"") else { throw .io(edited, "has no label to edit") }
    try FileAccess.write(
      String(text[...quote]) + "edited " + String(text[text.index(after: quote)...]), to: edited)
    rows.append(
      Row(
        stage: "rebuild, one label edited" + plurals, layout: layout.name, size: size,
        usage: try build(["build"]),
        maximumSeconds: atTargetSize ? 1.5 : nil))
    if release {
      log("clean release build")
      rows.append(
        Row(
          stage: "clean release" + plurals, layout: layout.name, size: size,
          usage: try build(["build", "-c", "release"]), maximumSeconds: nil))
    }
    return rows + (toolchainRow.map { [$0] } ?? [])
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
