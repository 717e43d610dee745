import LabelsCore
import LabelsKit

/// `LabelsParser diff`: compares two exports and classifies every change as breaking, additive or content.
struct DiffCommand: RunnableCommand, Equatable {
  static let name = "diff"
  static let summary = "classify the changes between two exports as breaking, additive or content"
  static let exitCodes: [ExitCode] = [.ok, .checkFailed, .usage, .dataError, .noInput, .ioError]
  static let help = """
    usage: LabelsParser diff [OLD] [NEW] [--format text|json|github|markdown] [--fail-on LEVEL]

    Compares OLD (what apps in users' hands were built against) with NEW and reports every
    change with its rule, severity, locale and JSON Pointer. OLD and NEW are each a locale file
    (Exports/1.0.0/en.json) or a version folder (Exports/1.0.0). Two files compare as one
    document; two folders compare locale by locale and also report locale-added,
    locale-removed and translation-stale.

    NEW defaults to the current defaults (in memory, not the files on disk); OLD defaults to the
    newest version in Exports/ (semantic-version order).

    Rules (docs/rules.md explains each):
    \(HelpText.ruleTable(RuleFamily.compatibility.rules))

    Options:
      --format FORMAT   text (default), json, github (workflow annotations) or markdown
      --fail-on LEVEL   exit 1 when a change at or above LEVEL exists: breaking (default),
                        additive, content or none
      --help            show this help

    Exit codes: 0 no change at or above --fail-on, 1 such a change exists, 64 usage error,
    65 malformed input, 66 input not found, 74 I/O error. An input that cannot be loaded
    prints no verdict.
    """

  /// OLD: a file or folder, or `nil` for the newest published version.
  let old: String?
  /// NEW: a file or folder, or `nil` for the current defaults.
  let new: String?
  /// How to print the report.
  let format: ReportFormat
  /// The lowest severity that fails the run; `nil` never fails.
  let failOn: Severity?

  init(old: String?, new: String?, format: ReportFormat, failOn: Severity?) {
    self.old = old
    self.new = new
    self.format = format
    self.failOn = failOn
  }

  init(arguments: [String]) throws(UsageError) {
    let scanned = try ArgumentScanner(
      arguments, command: Self.self, options: ["--format", "--fail-on"], flags: [])
    guard scanned.positionals.count <= 2 else {
      throw UsageError("unexpected argument '\(scanned.positionals[2])'", command: Self.self)
    }
    let formatText = scanned.values["--format"] ?? ReportFormat.text.rawValue
    guard let format = ReportFormat(rawValue: formatText) else {
      throw UsageError(
        "unknown format '\(formatText)'; use text, json, github or markdown", command: Self.self)
    }
    let failOnText = scanned.values["--fail-on"] ?? Severity.breaking.rawValue
    guard failOnText == "none" || Severity(rawValue: failOnText) != nil else {
      throw UsageError(
        "unknown level '\(failOnText)'; use breaking, additive, content or none", command: Self.self)
    }
    self.init(
      old: scanned.positionals.first,
      new: scanned.positionals.dropFirst().first,
      format: format,
      failOn: Severity(rawValue: failOnText)
    )
  }

  func run(project: LabelsProject, console: Console) throws(CommandFailure) -> ExitCode {
    if let old, let new,
      let files = Self.readTapes(
        project.paths.resolve(old), project.paths.resolve(new), withLines: format == .github)
    {
      let report = TapeComparison.compare(old: files.old.tape, new: files.new.tape)
      let locate = { (change: Change) -> FileLocation? in
        let side = change.rule.addressesNewDocument ? files.new : files.old
        return FileLocation(file: side.path, line: side.lines?(change.path))
      }
      console.write(report.rendered(as: format, colour: console.colourEnabled, locate: locate))
      ProcessLifetime.keep((files, report))
      return report.fails(on: failOn) ? .checkFailed : .ok
    }
    // OLD and NEW are read and parsed on both cores: parsing is a third of a large diff. Annotations
    // place each change at its line from the files as read here.
    let inputs = InputFiles()
    let loaded = ParallelWork.map(count: 2) { side in
      Result { () throws(CommandFailure) in
        side == 0 ? try loadOld(project, inputs: inputs) : try loadNew(project, inputs: inputs)
      }
    }
    let oldSide = try loaded[0].get()
    let newSide = try loaded[1].get()
    guard let report = ComparisonSide.compare(old: oldSide, new: newSide) else {
      throw CommandFailure(
        .usage, [Diagnostic(.error, "OLD and NEW must both be locale files or both be version folders")],
        usage: Self.usage)
    }
    let locations =
      format == .github
      ? try AnnotationLocator(old: oldSide, new: newSide, changes: report.changes, inputs: inputs) : nil
    console.write(
      report.rendered(as: format, colour: console.colourEnabled, locate: { locations?.locate($0) }))
    ProcessLifetime.keep((oldSide, newSide, report, locations))
    return report.fails(on: failOn) ? .checkFailed : .ok
  }

  /// Two files mapped and read as tapes (``JSONTape``), on both cores, when both are files that a tape reads (an
  /// export, or any document whose keys have no escape, in whatever order); else `nil`, and the
  /// documents are read whole, which reports what is wrong with them precisely. `withLines` also finds,
  /// on the same core, the line of each value when the file is canonical (only annotations have lines,
  /// and finding them needs each file checked canonical).
  private static func readTapes(_ old: String, _ new: String, withLines: Bool)
    -> (old: TapeFile, new: TapeFile)?
  {
    guard case .file = FileSystem.entry(at: old), case .file = FileSystem.entry(at: new) else { return nil }
    let tapes = ParallelWork.map(count: 2) { side -> TapeFile? in
      let path = side == 0 ? old : new
      let mapped: DocumentBytes
      do {
        mapped = try FileSystem.mapFile(path)
      } catch {
        // Read whole instead, which reports the error with its path.
        return nil
      }
      guard let tape = JSONTape(mapped, findingLines: withLines) else { return nil }
      return (path, tape, withLines ? tape.canonicalLines() : nil)
    }
    guard let oldTape = tapes[0], let newTape = tapes[1] else { return nil }
    return (oldTape, newTape)
  }

  /// A file read as a tape, with the line of each value when it was asked for and the file is canonical.
  private typealias TapeFile = (path: String, tape: JSONTape, lines: (@Sendable (JSONPointer) -> Int)?)

  private func loadOld(_ project: LabelsProject, inputs: InputFiles) throws(CommandFailure) -> ComparisonSide
  {
    if let old { return try ComparisonSide.load(project.paths.resolve(old), inputs: inputs) }
    let root = project.paths.exports
    guard let newest = try DocumentLoader.publishedVersions(in: root).newest else {
      throw CommandFailure(
        .noInput,
        file: root,
        "no published version to compare with; run 'make export' first, or name OLD"
      )
    }
    return try ComparisonSide.load(FileSystem.join(root, newest.description), inputs: inputs)
  }

  private func loadNew(_ project: LabelsProject, inputs: InputFiles) throws(CommandFailure) -> ComparisonSide
  {
    if let new { return try ComparisonSide.load(project.paths.resolve(new), inputs: inputs) }
    return try ComparisonSide.currentDefaults(of: project)
  }
}
