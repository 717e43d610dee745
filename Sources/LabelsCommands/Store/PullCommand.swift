import LabelsCore
import LabelsKit

/// `LabelsParser pull`: writes the text edits made in the store's newest major line back into the
/// defaults' Swift literals, as `xliff import` writes translations.
struct PullCommand: RunnableCommand, Equatable {
  static let name = "pull"
  static let summary = "write text edits made in the store back into the defaults"
  static let exitCodes: [ExitCode] = [
    .ok, .checkFailed, .usage, .dataError, .noInput, .unavailable, .cannotCreate, .ioError, .protocolError,
    .noPermission,
  ]
  static let help = """
    usage: LabelsParser pull --environment NAME --database URL

    Reads the store as 'publish' does and takes the edits made since the last publication in
    the newest major line (the line of the newest published version) into the defaults: each
    changed text is rewritten in place in its Swift literal under Defaults/, and the review
    state (Defaults/LabelsReview.json) is brought up to date as for an edited base text: the
    other locales' translations of a changed base text need review.

    Refused, naming each, with nothing written: an edit that breaks installed apps (a key
    deleted, a type or placeholders changed), a label added in the store (the schema has no
    place for it), any other edit than a changed text, and a text the defaults changed too
    since it was published. Edits made only in an older line are listed and never taken.
    Every file is staged and renamed into place together, or none is.

    Then run 'make export' to re-export the texts, and 'LabelsParser publish' finds the
    repository and the store in step. Credentials as for publish: LABELS_DATABASE_TOKEN or
    LABELS_DATABASE_SECRET, from the environment.

    Options:
      --environment NAME   the environment, such as staging or production
      --database URL       the database, https://<name>.firebaseio.com (http only on
                           127.0.0.1, ::1 or localhost)
      --help               show this help

    Exit codes: 0 taken (or nothing to take), 1 an edit is refused (nothing written), 64 usage
    error, 65 bad data or an unreadable record of the last publication in the store, 66
    nothing published, 69 the store cannot be reached or keeps failing, 73 cannot write the
    defaults, 74 I/O error, 76 the store's answer is not JSON, has no ETag, is a redirect
    (never followed) or is too large, 77 the store refused the credentials.
    """

  /// The store.
  let target: StoreTarget

  init(arguments: [String]) throws(UsageError) {
    let scanned = try ArgumentScanner(arguments, command: Self.self, options: StoreTarget.options, flags: [])
    target = try StoreTarget(scanned, command: Self.self)
  }

  func run(project: LabelsProject, console: Console) throws(CommandFailure) -> ExitCode {
    try run(project: project, console: console, client: target.client())
  }

  /// Runs the command against the store `client` reaches.
  func run(project: LabelsProject, console: Console, client: StoreClient) throws(CommandFailure) -> ExitCode {
    guard let snapshot = try target.snapshot(project: project, console: console, client: client) else {
      return .checkFailed
    }
    if let foreign = snapshot.foreign { console.diagnostic(foreign.pullWarning) }
    let lines = snapshot.lines
    guard let newest = lines.last else { return .ok }
    let defaults = try project.encoded()
    let plan = StorePullPlan(lines: lines, defaults: defaults.documents)
    for warning in plan.warnings { console.diagnostic(warning) }
    guard plan.refusals.isEmpty else { throw CommandFailure(.checkFailed, plan.refusalDiagnostics) }
    let summary = plan.summary(of: "/\(target.environment)/\(newest.key)")
    guard !plan.edits.isEmpty else {
      console.reportLine(summary)
      return .ok
    }
    try InterruptedWrite.recover(in: project.paths, console: console)
    let write = try Self.write(
      plan, defaults: defaults.documents, version: defaults.version,
      locator: DefaultsSources(paths: project.paths).locator(), project: project)
    do {
      try write.commit()
    } catch {
      throw CommandFailure(writing: error)
    }
    for file in write.files { console.reportLine("wrote \(file.path)") }
    console.reportLine(summary)
    return .ok
  }

  /// What taking `plan` writes, staged to be written together: the Swift files of the defaults with the
  /// plan's edits (read from `locator`'s sources), and the review state brought up to date with them as
  /// for an edited base text. `studio` takes one edit of the store with it.
  /// - Parameters:
  ///   - defaults: the defaults as the sources write them, which the plan was made on.
  ///   - version: the version they are published at.
  /// - Throws: ``CommandFailure``: 65 when a text cannot be found or told apart in the sources, or the
  ///   review state or the published baseline cannot be read.
  static func write(
    _ plan: StorePullPlan, defaults: LocalizedDocuments, version: SemanticVersion,
    locator: SwiftLiteralLocator,
    project: LabelsProject
  ) throws(CommandFailure) -> StagedWrite {
    var write = StagedWrite(journal: project.paths.writeJournal)
    for file in try rewrittenSources(plan, defaults: defaults, locator: locator, project: project) {
      write.add(file.path, file.contents)
    }
    let reviewFile = ReviewStateFile(paths: project.paths)
    let review = try reviewFile.current(for: plan.documents, at: version, exportRoot: project.paths.exports)
    try reviewFile.stage(review, into: &write)
    return write
  }

  /// The Swift sources of the defaults with the plan's edits, as files below `Defaults/`.
  /// - Throws: ``CommandFailure`` (65) when a text cannot be found in its locale's sources, or the schema
  ///   cannot be described.
  private static func rewrittenSources(
    _ plan: StorePullPlan, defaults: LocalizedDocuments, locator: SwiftLiteralLocator, project: LabelsProject
  ) throws(CommandFailure) -> [ExportFile] {
    var sources: [LocaleIdentifier: [String: String]] = [:]
    for locale in plan.edits.keys {
      for file in locator.files(of: locale) { sources[locale, default: [:]][file] = locator.sources[file] }
    }
    let paths = try project.propertyPaths()
    let changed: [String: String]
    do throws(StorePullPlan.Unlocated) {
      changed = try plan.rewritten(
        sources, defaults: defaults, catalogFile: project.paths.catalogFile, paths: paths)
    } catch {
      throw CommandFailure(.dataError, error.diagnostics + [Diagnostic(.error, "nothing was written")])
    }
    return changed.sorted { $0.key < $1.key }.map { path, text in
      ExportFile(path: path, contents: Array(text.utf8))
    }
  }
}
