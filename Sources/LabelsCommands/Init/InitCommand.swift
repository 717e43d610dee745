import LabelsCore
import LabelsKit

/// `LabelsParser init`: turns the template into a team's own labels project, in place.
///
/// It replaces the team's folders (``TeamFolders``) whole: the sample app's schema, defaults, review
/// state and published versions go; an empty starter or the team's imported catalog comes in, with
/// `Defaults/LabelsHistory.json` naming the commit init ran on, after which the team's publication
/// history begins (``HistoryStartFile``).
struct InitCommand: RunnableCommand, Equatable {
  static let name = "init"
  static let summary =
    "start your team's labels project: replace the sample app with an empty starter or your catalog"
  static let exitCodes: [ExitCode] = [
    .ok, .checkFailed, .usage, .dataError, .noInput, .unavailable, .cannotCreate, .ioError,
  ]
  static let help = """
    usage: LabelsParser init [strings|xcstrings PATH...] [--base-locale LOCALE] [--locales LIST] [--force] [--skip-unsupported] [--accept-sparse-base]

    Turns this template into your team's labels project, in place, in a git work tree without
    uncommitted changes. It removes the sample app: its schema (Sources/Labels), its defaults and
    review state (Defaults/) and its published versions (Exports/). Then it writes:
      with no PATH        an empty starter: a Labels schema without labels, the defaults of every locale
                          of --locales, the catalog
      strings PATH...     the schema and defaults imported from .strings and .stringsdict files inside
                          <locale>.lproj folders, as 'LabelsParser import' reads them, and the import
                          report in ImportReport.md at the root (its summary printed; keep it in git
                          as the import's record, or delete it)
      xcstrings PATH...   the same from String Catalogs
    and Defaults/LabelsHistory.json, naming the commit init ran on: 'check' reads the history of
    Exports/ from the commits after it, so the sample's published versions are not yours. Everything is
    staged first and moved into place together; a refusal changes nothing. Then run 'make export'
    (version 1.0.0), 'make test' and 'make check', and commit.
    A translation lint would refuse is imported as a gap (the base text, or the plural forms its
    language selects), its original and the reason kept in Defaults/LabelsReview.json. Lint errors in
    the base locale that would stop the first export are listed, and init exits 1: fix them in the
    input and run init again, pass --skip-unsupported to leave those labels out, or fix them in the
    generated sources. A near-empty base table is refused: when more keys have translations but no
    base text than have one, and at least ten do (an app whose base texts live in its code), as import
    refuses it.

    Options:
      --base-locale LOCALE  the locale the others are translated from (default: the first of
                            --locales, else en; for a String Catalog, its source language)
      --locales LIST        the locales, comma-separated, base locale included (default: the base locale
                            alone for the starter, every locale of the input for an import)
      --force               replace versions your team has published since its init
      --skip-unsupported    import the rest when some entries cannot be carried, as import does
      --accept-sparse-base  import a near-empty base table as it is, the other keys left out
      --help                show this help

    Exit codes: 0 written, 1 written but lint errors stop the first export, 64 usage error or a locale
    the input lacks, 65 malformed input, an entry a label cannot carry or a near-empty base table, 66 PATH not found, 69 not in a
    git work tree, 73 uncommitted changes, published versions (without --force) or the files cannot be
    written, 74 I/O error.
    """

  /// The catalog to import, or `nil` for the empty starter.
  let source: ImportSource?
  /// The locales to keep (`--locales`), base first when given.
  let locales: [LocaleIdentifier]?
  /// The base locale of the starter.
  let baseLocale: LocaleIdentifier
  /// Replace versions the team published.
  let force: Bool

  init(arguments: [String]) throws(UsageError) {
    let scanned = try ArgumentScanner(
      arguments, command: Self.self, options: ["--base-locale", "--locales"],
      flags: ["--force", "--skip-unsupported", "--accept-sparse-base"])
    let base = try scanned.values["--base-locale"].map { tag throws(UsageError) in
      try Self.locale(tag, option: "--base-locale")
    }
    var locales: [LocaleIdentifier]?
    if let list = scanned.values["--locales"] {
      var parsed: [LocaleIdentifier] = []
      for tag in list.split(separator: ",", omittingEmptySubsequences: false) {
        let locale = try Self.locale(String(tag), option: "--locales")
        guard !parsed.contains(locale) else {
          throw UsageError("--locales names \(locale) twice", command: Self.self)
        }
        parsed.append(locale)
      }
      locales = parsed
    }
    if let formatName = scanned.positionals.first {
      guard let format = ImportInputs.Format(rawValue: formatName) else {
        throw UsageError(
          "unknown format '\(formatName)'; expected strings or xcstrings, or nothing for an empty starter",
          command: Self.self)
      }
      let paths = Array(scanned.positionals.dropFirst())
      guard !paths.isEmpty else {
        throw UsageError("name the \(format.rawValue) files to import", command: Self.self)
      }
      let english = try Self.locale("en", option: "--base-locale")
      source = ImportSource(
        format: format, paths: paths, baseLocale: base ?? (format == .strings ? english : nil),
        skipUnsupported: scanned.flags.contains("--skip-unsupported"),
        acceptSparseBase: scanned.flags.contains("--accept-sparse-base"), baseOption: "--base-locale")
    } else {
      for flag in ["--skip-unsupported", "--accept-sparse-base"] where scanned.flags.contains(flag) {
        throw UsageError("\(flag) applies to an import only; name its files", command: Self.self)
      }
      source = nil
    }
    if let chosen = base ?? locales?.first {
      baseLocale = chosen
    } else {
      baseLocale = try Self.locale("en", option: "--base-locale")
    }
    if let locales, !locales.contains(baseLocale), base != nil || source == nil {
      throw UsageError(
        "--locales lacks the base locale \(baseLocale); list it first: --locales \(([baseLocale] + locales).map(\.rawValue).joined(separator: ","))",
        command: Self.self)
    }
    self.locales = locales
    force = scanned.flags.contains("--force")
  }

  /// A locale of an option: a BCP 47 tag whose language CLDR has plural rules for.
  private static func locale(_ tag: String, option: String) throws(UsageError) -> LocaleIdentifier {
    guard let locale = try? LocaleIdentifier(tag) else {
      throw UsageError(
        "\(option) names '\(LogText.escaped(tag))', which is not a BCP 47 locale tag; write it as en, pt-BR or zh-Hans",
        command: Self.self)
    }
    guard PluralRules.forLocale(tag).locale != "root" else {
      throw UsageError(
        "\(option) names '\(tag)', a language CLDR has no plural rules for; check the tag (en, ru, pt-BR)",
        command: Self.self)
    }
    return locale
  }

  /// Replaces the whole export root; it holds no lock inside it, since the folder itself is moved.
  var locksExportRootForRun: Bool { false }

  func run(project: LabelsProject, console: Console) throws(CommandFailure) -> ExitCode {
    let paths = project.paths
    let workTree = try WorkTree(paths: paths)
    if let refusal = ProjectStart.uncommittedRefusal(try workTree.changes()) {
      throw CommandFailure(.cannotCreate, [refusal])
    }
    let folders = TeamFolders(paths: paths)
    let versions = try folders.publishedVersions()
    if let refusal = try ProjectStart.publishedRefusal(
      versions, exports: paths.exports, force: force,
      historyStarted: { () throws(CommandFailure) in try HistoryStartFile(paths: paths).read() != nil })
    {
      throw CommandFailure(.cannotCreate, [refusal])
    }
    let start: ProjectStart
    if let source {
      start = ProjectStart(imported: try source.plan(paths: paths, locales: locales))
    } else {
      do {
        start = try ProjectStart.starter(baseLocale: baseLocale, locales: locales)
      } catch {
        throw CommandFailure(.software, "the empty starter could not be planned: \(error.message)")
      }
    }
    let history =
      workTree.head.map(HistoryStartFile.contents(startingAfter:)) ?? CanonicalJSONWriter.bytes(.object([:]))
    let replaced: TeamFolders.Replaced
    do {
      replaced = try folders.replace(with: start.files(history: history))
    } catch {
      throw CommandFailure(writing: error)
    }
    for line in start.summary(
      fileCounts: replaced.fileCounts, versions: replaced.versions, head: workTree.head)
    {
      console.output(line)
    }
    if start.imported {
      let reportPath = paths.path(ImportPlan.reportFileName)
      do {
        try FileSystem.replaceFile(reportPath, with: Array(start.plan.report.text.utf8))
      } catch {
        throw CommandFailure(writing: error)
      }
      console.output("")
      console.write(Array(start.plan.report.summary(reportPath: ImportPlan.reportFileName).utf8))
    }
    if BuildRecord.write(root: paths.root) == false {
      console.output("the build folder is not recorded: make's first build compiles everything anew")
    }
    let blockers = start.blockers
    for blocker in blockers { console.diagnostic(blocker) }
    return blockers.isEmpty ? .ok : .checkFailed
  }
}
