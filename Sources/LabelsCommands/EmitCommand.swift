import LabelsKit

/// `LabelsParser emit`: writes the labels as `.strings` tables, a String Catalog or a property list.
struct EmitCommand: RunnableCommand, Equatable {
  static let name = "emit"
  static let summary = "write the labels as .strings tables, a String Catalog or a property list"
  static let exitCodes: [ExitCode] = [.ok, .usage, .dataError, .noInput, .cannotCreate, .ioError]
  static let help = """
    usage: LabelsParser emit strings|xcstrings|plist [INPUT] [--output DIR]

    Writes the labels of every locale in an Apple format, from the current defaults or from INPUT,
    a published version folder such as Exports/1.0.0:
      strings     DIR/<locale>.lproj/Labels.strings, one "key" = "value"; line per label (UTF-8),
                  and Labels.stringsdict beside it with the locale's plural labels, if any (a
                  Labels.stringsdict emit wrote before is removed when the locale has none)
      xcstrings   DIR/Labels.xcstrings, a String Catalog whose source language is the base locale,
                  byte for byte as Xcode writes it (so Xcode does not rewrite it); a plural label has
                  variations.plural, a key's comment is the label's /// doc comment in Sources/Labels,
                  and a translation's state comes from Defaults/LabelsReview.json (needs_review, new;
                  an untranslated one is left out, never shipped as a copy of the base text)
      plist       DIR/Labels.plist, an XML property list mapping each locale to its labels document
    Keys are dotted paths such as login.welcome; array items are named by their id when every item
    has a distinct one (expenses.categories.food.name), else by their index. A plural's =0 form is
    written as zero (Apple uses zero for 0 in every language); other exact forms (=1), and =0 where
    the language's rules have a zero category of their own, cannot be written. Keys are sorted by
    Unicode scalar value (in a String Catalog as Xcode sorts them), so the same labels always give
    the same bytes. Every file is staged beside its target and renamed into place only when all were
    written; unchanged files are left untouched and nothing is removed.

    Options:
      --output DIR   the output folder (default: emit)
      --help         show this help

    Exit codes: 0 written or up to date, 64 usage error, 65 invalid input or a value the format
    cannot hold, 66 INPUT not found, 73 cannot create output, 74 I/O error.
    """

  /// The format to write.
  let format: AppleFormat
  /// The version folder to read, or `nil` for the current defaults.
  let input: String?
  /// The output folder, or `nil` for the project's `emit`.
  let output: String?

  init(arguments: [String]) throws(UsageError) {
    let scanned = try ArgumentScanner(arguments, command: Self.self, options: ["--output"], flags: [])
    guard let formatName = scanned.positionals.first else {
      throw UsageError("name the format: strings, xcstrings or plist", command: Self.self)
    }
    guard let format = AppleFormat(rawValue: formatName) else {
      throw UsageError(
        "unknown format '\(formatName)'; expected strings, xcstrings or plist", command: Self.self)
    }
    if let extra = scanned.positionals.dropFirst(2).first {
      throw UsageError("unexpected argument '\(extra)'", command: Self.self)
    }
    let output = scanned.values["--output"]
    guard output?.isEmpty != true else { throw UsageError("--output needs a folder", command: Self.self) }
    self.format = format
    self.input = scanned.positionals.dropFirst().first
    self.output = output
  }

  func run(project: LabelsProject, console: Console) throws(CommandFailure) -> ExitCode {
    let input = self.input.map(project.paths.resolve)
    let documents = try loadDocuments(input, of: project)
    let files: [ExportFile]
    // The plist keeps the documents' paths; the other formats need the keys the app looks up.
    let schema = format == .plist ? nil : try SchemaSources(project: project).comments()
    let review = format == .xcstrings ? try reviewState(of: documents, input: input, of: project) : .empty
    do {
      files = try AppleEmitPlan.files(
        for: documents, format: format, sourceKeys: schema?.sourceKeys ?? [:],
        comments: format == .xcstrings ? schema?.comments ?? [:] : [:],
        state: { StringCatalogState(review.state(of: $0, in: $1)) })
    } catch {
      let file =
        input.map { folder in error.locale.map { FileSystem.join(folder, "\($0).json") } ?? folder }
        ?? project.paths.catalogFile
      let locale = input == nil ? error.locale.map { "\($0): " } ?? "" : ""
      throw CommandFailure(.dataError, file: file, locale + "\(error)")
    }
    let output = self.output.map(project.paths.resolve) ?? project.paths.path("emit")
    // A locale whose plural labels are gone must lose its `.stringsdict`, or Foundation would still read
    // the old forms beside the new `.strings`; the tool's own table names are the only files it removes.
    let stringsDict = AppleFormat.tableName + ".stringsdict"
    let folder = ExportFolder(root: output, owns: { [format] in format == .strings && $0 == stringsDict })
    try folder.write(files, differences: folder.readDifferences(from: files), label: output, console: console)
    return .ok
  }

  /// The review state of the translations in `documents`, which a String Catalog carries beside the
  /// texts: as `export` would write it for the current defaults; the marks that still hold for a
  /// version folder.
  private func reviewState(of documents: LocalizedDocuments, input: String?, of project: LabelsProject)
    throws(CommandFailure) -> ReviewState
  {
    let reviewFile = ReviewStateFile(paths: project.paths)
    guard input != nil else {
      return try reviewFile.current(
        for: documents, at: project.version(), exportRoot: project.paths.exports)
    }
    return try reviewFile.read().holding(in: documents)
  }

  private func loadDocuments(_ input: String?, of project: LabelsProject) throws(CommandFailure)
    -> LocalizedDocuments
  {
    if let input {
      guard FileSystem.entry(at: input) != .file else {
        throw CommandFailure(
          .noInput, file: input, "is a file; emit reads a version folder such as Exports/1.0.0")
      }
      return try DocumentLoader.readVersionFolder(input).documents
    }
    return try project.encoded().documents
  }
}
