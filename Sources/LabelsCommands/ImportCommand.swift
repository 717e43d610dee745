import LabelsCore
import LabelsKit

/// `LabelsParser import`: turns existing `.strings` files or String Catalogs into the project's sources.
struct ImportCommand: RunnableCommand, Equatable {
  static let name = "import"
  static let summary = "generate the Labels schema and Defaults from .strings files or a String Catalog"
  static let exitCodes: [ExitCode] = [.ok, .usage, .dataError, .noInput, .cannotCreate, .ioError]
  static let help = """
    usage: LabelsParser import strings|xcstrings PATH... --output DIR [--base LOCALE] [--force] [--skip-unsupported] [--accept-sparse-base]

    Reads existing translations and writes a starting point for this project into DIR, in the
    project's own layout (docs/large-catalogs.md), ready to replace Sources/Labels and Defaults/:
      DIR/Sources/Labels/Labels.swift and Labels+<Type>.swift   the schema, one LabelGroup per file
      DIR/Defaults/<Language>/Labels+<Language>.swift           one Labels value per locale, and
      DIR/Defaults/<Language>/<Section>+<Language>.swift        one file per top-level section
      DIR/Defaults/LabelsCatalog.swift and                      the catalog of every locale and the
        LabelsCatalog+Untranslated.swift                        untranslated allow-list (empty)
      DIR/Defaults/LabelsReview.json                            the review state: every gap untranslated,
                                                                a catalog's new and needs_review kept
      DIR/ImportReport.md                                       the report, its summary printed
    strings: each PATH is a .strings or .stringsdict file inside a <locale>.lproj folder, which names
    its locale (.strings in UTF-8, or UTF-16 with a byte order mark); a file of Base.lproj is the base
    locale's, merged into its own table of that name (whose entries win), or left out when it holds only
    a storyboard's strings, as the report says. xcstrings: each PATH is a String
    Catalog (one that holds only a storyboard's strings is left out). Each table (a catalog, or the
    files of one name) is a group named after it (TextFind.xcstrings: TextFind), but the app's only
    table or its one Localizable table, which stays at the root: one key may mean other texts in two
    tables. Keys split on '.' into nested structs; a key that is a sentence (spaces or punctuation)
    stays one label. An object of more than 50 members is grouped by the first '-' or '_' segment its
    keys share (settings-title, settings-subtitle: settings), then sentences by their first word, then
    the rest by initial (A to Z): a group's name never depends on the other keys. Each key
    becomes a short camelCase Swift name (keywords in backticks, collisions numbered) and labelKeys keep
    the original key in the JSON. A key Firebase refuses is stored escaped (Sign in. as Sign in%2E), and
    one that would make a label's path in Firebase pass 768 bytes (64 kept for the environment, version
    and locale) as its start, %7E and a hash; sourceKeys keep the key for emit. A key's comment (/* */
    or // above it, a catalog's comment) becomes its documentation. A key another locale lacks is
    filled with the base text and marked '// missing in <locale>'; a key only other locales have is
    left out. All of these are listed in the report. A near-empty base table is refused: when more
    keys have translations but no base text than have one, and at least ten do (an app whose base
    texts live in its code), unless --accept-sparse-base is given.
    Plural labels: a catalog's plural variations, a text that is exactly one %#@name@ with one plural
    substitution, and a .stringsdict key whose format is exactly one plural variable become Plural
    (zero is the exact form =0 where the language has no zero category). A .stringsdict plural replaces
    a .strings text of the same key and locale, as on Apple platforms. A key keeps the kind it has in
    the base locale; a text of several counts, or with text around %#@name@, becomes PluralText. What
    import cannot carry (device or other variations, a string set, a count's form that carries another
    argument) stops the import, naming each, and nothing is written, unless
    --skip-unsupported is given: then the rest is imported and the report lists every entry skipped
    and why.

    Options:
      --output DIR      the folder to write into (required)
      --base LOCALE     the locale the others are translated from (default: en for strings, the
                        catalog's source language for xcstrings)
      --force           overwrite files that exist with other contents
      --skip-unsupported   import the rest when some entries cannot be carried
      --accept-sparse-base import a near-empty base table as it is, the other keys left out
      --help            show this help

    Exit codes: 0 written, 64 usage error or no input in the base locale, 65 malformed input, an
    entry import cannot carry or a near-empty base table, 66 PATH not found, 73 a file exists (without --force) or cannot be written, 74 I/O error.
    """

  /// The inputs and how to read them.
  let source: ImportSource
  /// The folder to write into.
  let output: String
  /// Overwrite files that differ.
  let force: Bool

  init(arguments: [String]) throws(UsageError) {
    let scanned = try ArgumentScanner(
      arguments, command: Self.self, options: ["--output", "--base"],
      flags: ["--force", "--skip-unsupported", "--accept-sparse-base"])
    guard let formatName = scanned.positionals.first else {
      throw UsageError("name the format: strings or xcstrings", command: Self.self)
    }
    guard let format = ImportInputs.Format(rawValue: formatName) else {
      throw UsageError("unknown format '\(formatName)'; expected strings or xcstrings", command: Self.self)
    }
    let paths = Array(scanned.positionals.dropFirst())
    guard !paths.isEmpty else { throw UsageError("name at least one file to import", command: Self.self) }
    guard let output = scanned.values["--output"], !output.isEmpty else {
      throw UsageError("--output is required: the folder to write the sources into", command: Self.self)
    }
    // `.strings` files default to `en`; catalogs name their own source language.
    var baseLocale: LocaleIdentifier?
    if let base = scanned.values["--base"] ?? (format == .strings ? "en" : nil) {
      do {
        baseLocale = try LocaleIdentifier(base)
      } catch {
        throw UsageError("--base names an \(error)", command: Self.self)
      }
    }
    source = ImportSource(
      format: format, paths: paths, baseLocale: baseLocale,
      skipUnsupported: scanned.flags.contains("--skip-unsupported"),
      acceptSparseBase: scanned.flags.contains("--accept-sparse-base"), baseOption: "--base")
    self.output = output
    self.force = scanned.flags.contains("--force")
  }

  func run(project: LabelsProject, console: Console) throws(CommandFailure) -> ExitCode {
    let result = try source.plan(paths: project.paths)
    let output = project.paths.resolve(self.output)
    let folder = ExportFolder(root: output, owns: { _ in false })
    let differences = try folder.readDifferences(from: result.files)
    if let refusal = ImportOutput.overwriteRefusal(differences, force: force) {
      throw CommandFailure(.cannotCreate, refusal)
    }
    try folder.write(result.files, differences: differences, label: output, console: console)
    var names: [String: [String]] = [:]
    for generated in ImportOutput.generatedFolders(of: result.files) {
      do {
        names[generated] = try FileSystem.contents(ofDirectory: FileSystem.join(output, generated))
      } catch {
        throw CommandFailure(reading: error)
      }
    }
    for stray in ImportOutput.strayFiles(names, besides: result.files) {
      console.diagnostic(ImportOutput.strayWarning(FileSystem.join(output, stray)))
    }
    console.output("")
    console.write(
      Array(result.report.summary(reportPath: FileSystem.join(output, ImportPlan.reportFileName)).utf8))
    return .ok
  }
}
