import Foundation
import LabelsCore
import LabelsKit

/// `make bench`: measures the tool against Python and the build time of large defaults.
@main
enum LabelsBenchCommand {
  static let help = """
    usage: LabelsBench [all|tool|studio|memory|compile-time|import-build|team-gate] [options]

    Benchmarks, not tests: numbers depend on the machine and its load. Build in release first
    (`swift build -c release --static-swift-stdlib`, or `make bench`). Everything generated goes to
    the scratch folder. Targets are judged only at the issue's sizes (compile-time: 10,000 × 3, and
    the plurals' cost also at 5,000 × 20).

      all            tool, memory, compile-time, import-build, then team-gate (the default)
      tool           export 10,000 labels × 20 locales in process; format a 10,000- and a
                     100,000-label document; diff two 100,000-label documents with 1 % of labels
                     removed, added and changed; format and diff also a pair shaped like a real
                     release (mixed scripts as \\uXXXX escapes, keys in no order, 11 MB). Each
                     beside Python 3 (json, a recursive diff), orjson and DeepDiff when
                     installed, as medians with peak memory; lint of 2,500
                     labels × 20 locales left untranslated (47,500 findings), each finding located
                     at its line in the locale's Swift source, beside lint alone; a Russian
                     plural label selected by CLDR's rules and formatted for 1,000,000 counts,
                     beside String(format:) of one fixed form; check of a generated git history
                     of 30 versions × 20 locales × 2,000 labels and 100 commits touching
                     Exports/ (target 2 s), beside check of this project; and the studio's
                     rows (below)
      studio         the studio's page over 10,000 labels × 20 locales in headless Chromium
                     (Tests/Browser/studio_bench.py; Scripts/install-browser.sh): from navigation to
                     the first labels shown (target 1 s) and from a keystroke in search to its
                     results shown (target 100 ms), each run a fresh load
      memory         the peak memory of the release LabelsParser's format --check on a flat
                     object of 2,000,000 labels, 2,000,000 labels in groups and a minified array
                     of 30,000,000 numbers (about 100 MB each), as a multiple of the input's size
      compile-time   write a scratch package with generated Labels and Defaults targets and time
                     its clean debug build (the median of 5, the toolchain's targets built first)
                     and its rebuild after one label of one locale changes; with a LabelGroup
                     layout, also the same package with every tenth label a plural label, built in
                     turn with the first, whose clean debug build must stay within 10 % of it; at
                     10,000 labels × 3 locales, then at 5,000 × 20 (plural labels of up to six forms)
      import-build   import a catalog of flat hyphenated keys (some whole sentences) with
                     LabelsParser's import plan and time the clean debug and release builds of
                     the generated package (targets at 1,000 keys × 40 locales: 20 s, 45 s, 1 GB)
      team-gate      clone this repository at HEAD, start a team's project there with init from a
                     String Catalog of 600 keys × 30 locales (one key in ten a plural), and time a
                     team's gate: cold, from no build folder (make export, make test BASE=HEAD,
                     make check; failing if a toolchain test target was compiled), and warm, the
                     base's build kept, after one text is edited and exported (make test
                     BASE=HEAD~1, make check; target 90 s)

    Options:
      --scratch DIR       scratch folder (default .bench)
      --repetitions N     timed repetitions per measurement, after one warm-up (default 5);
                          compile-time: clean debug builds of each package (default 5)
      --labels N          compile-time: labels in the schema (default 10000, then 5000);
                          with --labels or --locales, only that one size
      --locales N         compile-time: locales, at most 20 (default 3, then 20)
      --layout NAME       compile-time: \(DefaultsLayout.names.joined(separator: ", ")) (default recommended)
      --release           compile-time: also time a clean release build
      --keys N            import-build: keys in the catalog (default 1000); team-gate: (default 600)
      --locales N         import-build: locales, at most 40 (default 40); team-gate: (default 30)
      --smoke             every row end to end at small sizes, once each, judging no figure (CI's
                          check that the benchmark runs; a few minutes): export 10,000 labels × 2
                          locales, format and diff 2,000 labels, memory on about 1 MB, lint 100 labels
                          × 2 locales, check of 3 versions × 2 locales × 50 labels in 6 commits,
                          compile-time 200 labels × 2 locales and 100 × 20,
                          import-build 50 keys × 3 locales, team-gate 20 keys × 3 locales;
                          options given still apply
      --help              show this help

    Writes the table to stdout and as JSON to SCRATCH/results.json (tool), SCRATCH/studio.json
    (studio alone), SCRATCH/memory.json (memory), SCRATCH/compile-time.json (compile-time),
    SCRATCH/import-build.json (import-build) and SCRATCH/team-gate.json (team-gate).
    """

  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments.contains("--help") || arguments.contains("-h") {
      print(help)
      exit(0)
    }
    do {
      try run(arguments)
      exit(0)
    } catch {
      FileHandle.standardError.write(Data("error: \(error)\n".utf8))
      if case .usage = error {
        FileHandle.standardError.write(Data("run 'LabelsBench --help' for usage\n".utf8))
      }
      exit(error.exitCode)
    }
  }

  private static func run(_ arguments: [String]) throws(BenchError) {
    let command = arguments.first.flatMap { $0.hasPrefix("-") ? nil : $0 } ?? "all"
    let rest = arguments.first == command ? Array(arguments.dropFirst()) : arguments
    switch command {
    case "all":
      let options = try BenchOptions(
        rest, options: toolOptions.union(compileOptions), flags: ["--release", "--smoke"])
      try runTool(options)
      try runMemory(options)
      try runCompileTime(options)
      let scratchOnly = try BenchOptions(
        ["--scratch", options.string("--scratch", default: ".bench")]
          + (options.has("--smoke") ? ["--smoke"] : []),
        options: ["--scratch"], flags: ["--smoke"])
      try runImportBuild(scratchOnly)
      try runTeamGate(scratchOnly)
    case "tool":
      try runTool(BenchOptions(rest, options: toolOptions, flags: ["--smoke"]))
    case "studio":
      try runStudio(BenchOptions(rest, options: ["--scratch", "--repetitions"], flags: ["--smoke"]))
    case "memory":
      try runMemory(BenchOptions(rest, options: ["--scratch"], flags: ["--smoke"]))
    case "compile-time":
      try runCompileTime(BenchOptions(rest, options: compileOptions, flags: ["--release", "--smoke"]))
    case "import-build":
      try runImportBuild(
        BenchOptions(rest, options: ["--scratch", "--keys", "--locales"], flags: ["--smoke"]))
    case "team-gate":
      try runTeamGate(
        BenchOptions(rest, options: ["--scratch", "--keys", "--locales"], flags: ["--smoke"]))
    case "measure-export":
      let options = try BenchOptions(rest, options: ["--locales", "--repetitions"])
      let measurement = ExportMeasurement(
        locales: min(try options.count("--locales", default: 20), SyntheticCatalog.localeTags.count),
        repetitions: try options.count("--repetitions", default: 5))
      print(CanonicalJSONWriter.string(try measurement.run().json), terminator: "")
    case "measure-plural":
      let options = try BenchOptions(rest, options: ["--repetitions"], flags: ["--baseline"])
      let measurement = PluralMeasurement(
        repetitions: try options.count("--repetitions", default: 5), baseline: options.has("--baseline"))
      print(CanonicalJSONWriter.string(measurement.run().json), terminator: "")
    case "measure-launch":
      let options = try BenchOptions(
        rest, options: ["--repetitions"], flags: ["--baseline", "--recheck", "--rollout"])
      var measurement = LaunchMeasurement(
        repetitions: try options.count("--repetitions", default: 5), baseline: options.has("--baseline"))
      measurement.recheck = options.has("--recheck")
      measurement.rollout = options.has("--rollout")
      print(CanonicalJSONWriter.string(try measurement.run().json), terminator: "")
    case "measure-lint":
      let options = try BenchOptions(
        rest, options: ["--labels", "--locales", "--repetitions"], flags: ["--locate"])
      let measurement = LintMeasurement(
        labels: try options.count("--labels", default: 2_500),
        locales: min(try options.count("--locales", default: 20), SyntheticCatalog.localeTags.count),
        locate: options.has("--locate"), repetitions: try options.count("--repetitions", default: 5))
      print(CanonicalJSONWriter.string(try measurement.run().json), terminator: "")
    default:
      throw .usage("unknown command '\(command)'")
    }
  }

  private static let toolOptions: Set<String> = ["--scratch", "--repetitions"]
  private static let compileOptions: Set<String> = [
    "--scratch", "--labels", "--locales", "--layout", "--repetitions",
  ]

  private static func runTool(_ options: BenchOptions) throws(BenchError) {
    let scratch = options.string("--scratch", default: ".bench")
    let sizes = BenchSizes.of(options)
    let benchmark = ToolBenchmark(
      scratch: scratch,
      repetitions: try options.count("--repetitions", default: sizes.repetitions),
      parser: binary("LabelsParser"),
      bench: binary("LabelsBench"),
      scripts: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Python")
        .path,
      browserScript: browserScript,
      sizes: sizes)
    let rows = try benchmark.run { log($0) }
    try report(
      TextTable(headers: BenchRow.headers, rows: rows.map(\.cells)), rows.map(\.json),
      to: scratch + "/results.json")
  }

  private static func runStudio(_ options: BenchOptions) throws(BenchError) {
    let scratch = options.string("--scratch", default: ".bench")
    let sizes = BenchSizes.of(options)
    let rows = try StudioMeasurement(
      scratch: scratch, labels: sizes.studioLabels, locales: sizes.studioLocales,
      repetitions: try options.count("--repetitions", default: sizes.repetitions), script: browserScript
    ).rows()
    let judged = sizes.judged ? rows : rows.map(\.unjudged)
    try report(
      TextTable(headers: BenchRow.headers, rows: judged.map(\.cells)), judged.map(\.json),
      to: scratch + "/studio.json")
  }

  /// The studio's benchmark in a browser, `Tests/Browser/studio_bench.py`.
  private static let browserScript = repositoryRoot + "/Tests/Browser/studio_bench.py"

  private static func runMemory(_ options: BenchOptions) throws(BenchError) {
    let scratch = options.string("--scratch", default: ".bench")
    let benchmark = MemoryBenchmark(
      scratch: scratch, parser: binary("LabelsParser"), sizes: BenchSizes.of(options))
    let rows = try benchmark.run { log($0) }
    try report(
      TextTable(headers: MemoryRow.headers, rows: rows.map(\.cells)), rows.map(\.json),
      to: scratch + "/memory.json")
  }

  private static func runCompileTime(_ options: BenchOptions) throws(BenchError) {
    let scratch = options.string("--scratch", default: ".bench")
    let sizes = BenchSizes.of(options)
    let layoutName = options.string("--layout", default: "recommended")
    guard let layout = DefaultsLayout.named(layoutName) else {
      throw .usage(
        "unknown layout '\(layoutName)'; use one of \(DefaultsLayout.names.joined(separator: ", "))")
    }
    // The issue's sizes: 10,000 × 3, then 5,000 × 20, where plural labels take up to six forms. Either
    // option given measures that one size.
    let given = options.isGiven("--labels") || options.isGiven("--locales")
    let packageSizes =
      given
      ? [
        (
          try options.count("--labels", default: sizes.compileLabels),
          try options.count("--locales", default: sizes.compileLocales)
        )
      ]
      : [(sizes.compileLabels, sizes.compileLocales), (sizes.pluralLabels, sizes.pluralLocales)]
    var rows: [CompileTimeBenchmark.Row] = []
    for (labels, locales) in packageSizes {
      let plain = CompileTimeBenchmark(
        folder: scratch + "/compile-time", labels: labels,
        locales: min(locales, SyntheticCatalog.localeTags.count), layout: layout,
        release: options.has("--release"))
      // The same package with every tenth label a plural, timed in turn with the plain one, its target
      // within 10 % of it (not judged in --smoke).
      var plurals: CompileTimeBenchmark?
      if layout.conformances == .labelGroup {
        plurals = plain
        plurals?.folder = scratch + "/compile-time-plurals"
        plurals?.pluralEvery = 10
      }
      rows += try CompileTimeBenchmark.measure(
        plain, plurals: plurals,
        repetitions: try options.count("--repetitions", default: sizes.compileRepetitions),
        judged: sizes.judged
      ) { log($0) }
    }
    try report(
      TextTable(headers: CompileTimeBenchmark.headers, rows: rows.map(\.cells)), rows.map(\.json),
      to: scratch + "/compile-time.json")
  }

  private static func runImportBuild(_ options: BenchOptions) throws(BenchError) {
    let scratch = options.string("--scratch", default: ".bench")
    let sizes = BenchSizes.of(options)
    let benchmark = ImportBuildBenchmark(
      folder: scratch + "/import-build", keys: try options.count("--keys", default: sizes.importKeys),
      locales: min(try options.count("--locales", default: sizes.importLocales), FlatCatalog.localeTags.count)
    )
    let rows = try benchmark.run { log($0) }
    try report(
      TextTable(headers: CompileTimeBenchmark.headers, rows: rows.map(\.cells)), rows.map(\.json),
      to: scratch + "/import-build.json")
  }

  private static func runTeamGate(_ options: BenchOptions) throws(BenchError) {
    let scratch = options.string("--scratch", default: ".bench")
    let sizes = BenchSizes.of(options)
    let benchmark = TeamGateBenchmark(
      folder: scratch + "/team-gate", keys: try options.count("--keys", default: sizes.teamKeys),
      locales: min(try options.count("--locales", default: sizes.teamLocales), FlatCatalog.localeTags.count),
      parser: binary("LabelsParser"), repository: repositoryRoot, judged: sizes.judged)
    let rows = try benchmark.run { log($0) }
    try report(
      TextTable(headers: CompileTimeBenchmark.headers, rows: rows.map(\.cells)), rows.map(\.json),
      to: scratch + "/team-gate.json")
  }

  /// This repository's root, which `team-gate` clones.
  private static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

  /// The path of a product built beside this binary.
  private static func binary(_ name: String) -> String {
    URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
      .appendingPathComponent(name).path
  }

  /// Prints the table and writes it, with the machine's load, as canonical JSON. The table is written
  /// unbuffered, as the progress lines on stderr are, so that a log of both keeps their order.
  private static func report(_ table: TextTable, _ rows: [JSONValue], to path: String) throws(BenchError) {
    FileHandle.standardOutput.write(Data((table.text + "\n").utf8))
    let report = JSONValue.object(["machine": MachineLoad.current().json, "rows": .array(rows)])
    try FileAccess.write(CanonicalJSONWriter.bytes(report), to: path)
    log("wrote \(path)")
  }

  private static func log(_ line: String) {
    FileHandle.standardError.write(Data("LabelsBench: \(line)\n".utf8))
  }
}
