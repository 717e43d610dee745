import LabelsCore
import LabelsKit

/// `LabelsParser bundle`: lays out every published major line for Firebase Realtime Database, checks it
/// as `check` does and against the store's limits, and writes it where the Firebase CLI can import it.
struct BundleCommand: RunnableCommand, Equatable {
  static let name = "bundle"
  static let summary = "prepare the upload of every major line to Firebase Realtime Database"
  static let exitCodes: [ExitCode] = [
    .ok, .checkFailed, .usage, .dataError, .noInput, .cannotCreate, .ioError,
  ]
  static let help = """
    usage: LabelsParser bundle --environment NAME [--exports DIR] [--output DIR]

    Lays out every published version as installed apps read it from Firebase Realtime
    Database: an app of version X.Y.Z reads /<environment>/vX/<locale>/labels. The newest
    major's line holds the newest published documents; each older major's line holds the
    newest texts projected onto the last version published in that major (a label keeps its
    last text where it was removed or its type or placeholders changed); see
    docs/publication.md. Writes DIR/<environment>.json, holding { "v1": { "<locale>":
    { "labels": ... } }, ... }, as canonical JSON, staged beside its target and renamed into
    place, then prints each line, the file's size and the Firebase CLI command.

    Before writing, the upload is checked, and when anything is an error nothing is written:
    every version folder as 'check' audits it (see 'LabelsParser check --help'), the lint rules
    on the newest published documents (see 'LabelsParser lint --help'), and these rules
    (docs/rules.md explains each and its fix):
    \(HelpText.ruleTable(rules))

    Options:
      --environment NAME   the environment, such as production, staging or development
      --exports DIR        the export root (default: Exports)
      --output DIR         the upload folder (default: upload)
      --help               show this help

    Exit codes: 0 written, 1 a check failed (nothing written), 64 usage error, 65 bad data,
    66 nothing published, 73 cannot create output, 74 I/O error.
    """

  /// The rules bundle reports besides those of check's audit and of lint.
  static let rules: [any Rule] = [AuditRule.lineUndecodable] + RuleFamily.preflight.rules

  /// The export root, or `nil` for the project's `Exports`.
  let exports: String?
  /// The environment uploaded to.
  let environment: UploadEnvironment
  /// The upload folder, or `nil` for the project's `upload`.
  let output: String?

  init(arguments: [String]) throws(UsageError) {
    let scanned = try ArgumentScanner(
      arguments, command: Self.self, options: ["--environment", "--exports", "--output"], flags: [])
    if let extra = scanned.positionals.first {
      throw UsageError(
        "unexpected argument '\(extra)'; bundle uploads every published version of --exports DIR at once",
        command: Self.self)
    }
    guard let name = scanned.values["--environment"], !name.isEmpty else {
      throw UsageError("missing --environment, such as --environment production", command: Self.self)
    }
    do {
      environment = try UploadEnvironment(name)
    } catch {
      throw UsageError("\(error)", command: Self.self)
    }
    output = scanned.values["--output"]
    guard output?.isEmpty != true else { throw UsageError("--output needs a folder", command: Self.self) }
    if let exports = scanned.values["--exports"], exports.isEmpty {
      throw UsageError("--exports needs a folder", command: Self.self)
    }
    exports = scanned.values["--exports"]
  }

  /// The export root named by `--exports`, else the project's, shared: the command only reads it.
  func exportRootAccess(project: LabelsProject) -> (root: String, exclusive: Bool) {
    (exports.map(project.paths.resolve) ?? project.paths.exports, false)
  }

  func run(project: LabelsProject, console: Console) throws(CommandFailure) -> ExitCode {
    let root = exportRootAccess(project: project).root
    let uploadFolder = ExportFolder(root: output.map(project.paths.resolve) ?? project.paths.path("upload"))
    let target = uploadFolder.path("\(environment).json")
    guard
      let bundle = try Self.checkedUpload(
        environment, root: root, target: target, project: project, console: console)
    else { return .checkFailed }
    do throws(FileSystemError) {
      let file = ExportFile(path: bundle.filePath, contents: bundle.contents)
      try uploadFolder.apply([file], differences: [.outOfDate(target)])
    } catch {
      throw CommandFailure(writing: error)
    }
    for line in bundle.summary(target: target) { console.reportLine(line) }
    return .ok
  }

  /// The upload of every published version of `root` to `environment`, after everything `bundle`
  /// checks; `nil`, with every problem printed, when any is an error. `target` is where findings of no
  /// other file are placed. Without `listingWarnings` (the store's commands, which follow `bundle`), the
  /// warnings are counted in one line instead of listed.
  /// - Throws: ``CommandFailure`` when the export root cannot be read or laid out.
  static func checkedUpload(
    _ environment: UploadEnvironment, root: String, target: String, project: LabelsProject, console: Console,
    listingWarnings: Bool = true
  ) throws(CommandFailure) -> UploadBundle? {
    let published = try PublishedLines.read(root)
    // The newest version's files, where lint's and the pre-flight's findings are placed, from the bytes
    // the audit read.
    let newestFiles = published.audit.versions.last.map { newest in
      LocaleFiles(
        newest.documents, folder: FileSystem.join(root, newest.version.description),
        files: published.folder(of: newest.version)?.files ?? [:])
    }
    let upload = try published.upload(
      PublishedLines.publication(of: published, root: root), to: environment,
      allowlist: { () throws(CommandFailure) in try project.allowlist() })
    for problem in upload.problems { console.diagnostic(problem.diagnostic(root: root)) }
    var unlistedWarnings = 0
    let placed =
      upload.findings.map { ($0, root) } + upload.bundle.findings.map { ($0, target) }
    for (finding, fallback) in placed {
      guard listingWarnings || finding.severity != .warning else {
        unlistedWarnings += 1
        continue
      }
      let location = newestFiles?.location(of: finding, fallback: fallback) ?? FileLocation(file: fallback)
      console.diagnostic(LocatedFinding(finding, at: location).diagnostic)
    }
    if unlistedWarnings > 0 {
      console.error(
        "\(unlistedWarnings) \(unlistedWarnings == 1 ? "warning" : "warnings") in what is uploaded, "
          + "none stopping it; 'LabelsParser bundle --environment \(environment)' lists them")
    }
    if let refusal = upload.refusal {
      console.diagnostic(refusal)
      return nil
    }
    return upload.bundle
  }
}
