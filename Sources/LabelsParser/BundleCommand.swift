import LabelsKit

/// `LabelsParser bundle`: lays out one published version for Firebase Realtime Database, checks it
/// against the store's limits and writes it where the Firebase CLI can import it.
struct BundleCommand: RunnableCommand, Equatable {
  static let name = "bundle"
  static let summary = "prepare the upload of one version to Firebase Realtime Database"
  static let help = """
    usage: LabelsParser bundle [VERSION-FOLDER] --environment NAME [--output DIR]

    Lays out one published version as the app reads it from Firebase Realtime Database,
    /<environment>/<version-key>/<locale>/labels/... with version key 1-0-0 for 1.0.0, and
    writes DIR/<environment>/<version-key>.json, holding { "<locale>": { "labels": ... } },
    as canonical JSON, staged beside its target and renamed into place. VERSION-FOLDER is a
    folder of <locale>.json files named after its version, such as Exports/1.0.0 (its
    manifest.json, when present, must match the files); by default the newest version in
    Exports. Then prints the path to import at, the file's size and the Firebase CLI command.

    Before writing, the upload is checked against the store's limits; each problem is reported
    with its locale file, JSON Pointer and rule, and when any is an error nothing is written:
      firebase-key           keys non-empty, without . $ # [ ] / or control characters,
                             and not .value, .priority or .sv
      firebase-path-length   full paths at most 768 bytes, /<environment>/.../labels included
      firebase-depth         full paths at most 32 keys deep
      firebase-empty         no empty object or array: the store keeps no empty node
      firebase-null          no null: it deletes the node
      firebase-integer-keys  no object whose keys are all integers: it may come back as an array
      firebase-string-size   strings at most 10 MB
      firebase-write-size    the upload over 16 MB is a warning (too big for one SDK write),
                             over 256 MB an error

    Options:
      --environment NAME   the environment, such as production, staging or development
      --output DIR         the upload folder (default: upload)
      --help               show this help

    Exit codes: 0 written, 1 a pre-flight error (nothing written), 64 usage error, 65 bad data,
    66 input not found, 73 cannot create output, 74 I/O error.
    """

  /// The version folder, or `nil` for the newest version in `Exports`.
  let folder: String?
  /// The environment uploaded to.
  let environment: UploadEnvironment
  /// The upload folder.
  let output: String

  init(arguments: [String]) throws(UsageError) {
    let scanned = try ArgumentScanner(
      arguments, command: Self.self, options: ["--environment", "--output"], flags: [])
    if let extra = scanned.positionals.dropFirst().first {
      throw UsageError("unexpected argument '\(extra)'", command: Self.self)
    }
    guard let name = scanned.values["--environment"], !name.isEmpty else {
      throw UsageError("missing --environment, such as --environment production", command: Self.self)
    }
    do {
      environment = try UploadEnvironment(name)
    } catch {
      throw UsageError("\(error)", command: Self.self)
    }
    output = scanned.values["--output"] ?? "upload"
    guard !output.isEmpty else { throw UsageError("--output needs a folder", command: Self.self) }
    folder = scanned.positionals.first
  }

  func run(console: Console) throws(CommandFailure) -> ExitCode {
    let folder: String
    if let named = self.folder { folder = named } else { folder = try Self.newestExport() }
    let published = try DocumentLoader.readVersionFolder(folder)
    guard let version = published.version else {
      throw CommandFailure(
        .dataError, file: folder,
        "is not named after a version; name the folder MAJOR.MINOR.PATCH, such as Exports/1.0.0")
    }
    let bundle = UploadBundle(documents: published.documents, version: version, environment: environment)
    let uploadFolder = ExportFolder(root: output)
    let target = uploadFolder.path(bundle.filePath)
    let files = try LocaleFiles(published.documents) { FileSystem.join(folder, "\($0.rawValue).json") }
    for finding in bundle.findings {
      console.error(LocatedFinding(finding, at: files.location(of: finding, fallback: target)).diagnostic)
    }
    guard bundle.isUploadable else {
      let errors = bundle.findings.filter { $0.severity == .error }.count
      console.error(
        "error: the upload breaks \(errors) limit\(errors == 1 ? "" : "s") of Firebase Realtime Database; "
          + "nothing was written")
      return .checkFailed
    }
    do throws(FileSystemError) {
      let file = ExportFile(path: bundle.filePath, contents: bundle.contents)
      try uploadFolder.apply([file], differences: [.outOfDate(target)])
    } catch {
      throw CommandFailure(
        .cannotCreate, file: error.path, "cannot write: \(error.reason); nothing was changed")
    }
    console.output(
      "wrote \(target): \(published.documents.locales.count) locales, \(bundle.contents.count) bytes")
    console.output("import at: \(bundle.remotePath)")
    console.output("command:   firebase database:set \(bundle.remotePath) \(ShellWord.quoted(target))")
    return .ok
  }

  /// The newest version folder in `Exports`.
  private static func newestExport() throws(CommandFailure) -> String {
    guard let newest = try DocumentLoader.newestVersionFolder(in: "Exports") else {
      throw CommandFailure(
        .noInput, file: "Exports", "holds no version folder; run 'make export' or name a version folder")
    }
    return newest.folder
  }
}
