import LabelsCore
import LabelsKit

/// What `import` and `init` import: the inputs of one format, read and planned in memory. The one way
/// both commands read `.strings`, `.stringsdict` and String Catalog files and refuse what a label
/// cannot carry.
struct ImportSource: Equatable {
  /// The formats import reads.
  enum Format: String, Equatable {
    case strings, xcstrings
  }

  /// The format of the inputs.
  let format: Format
  /// The files to read, as named on the command line.
  let paths: [String]
  /// The base locale; `nil` when the catalogs name it.
  let baseLocale: LocaleIdentifier?
  /// Import the rest when some catalog entries or `.stringsdict` keys cannot be carried, listing them in
  /// the report.
  let skipUnsupported: Bool

  /// Reads every input and plans the generated sources.
  /// - Parameters:
  ///   - projectPaths: where relative paths are read from.
  ///   - locales: the locales to keep, `nil` for every locale of the inputs.
  /// - Throws: ``CommandFailure``: 64 without input in the base locale, for catalogs that disagree on
  ///   their source language or a kept locale the inputs lack; 65 for malformed input or an entry a
  ///   label cannot carry (without `skipUnsupported`); 66 when an input is missing; 74 when unreadable.
  func plan(paths projectPaths: ProjectPaths, locales: [LocaleIdentifier]? = nil) throws(CommandFailure)
    -> ImportPlan.Result
  {
    let inputs = try readInputs(paths: projectPaths)
    if !skipUnsupported, !inputs.skipped.isEmpty {
      throw CommandFailure(
        .dataError,
        inputs.skipped.map { skipped in
          Diagnostic(
            .error, at: FileLocation(file: projectPaths.resolve(skipped.file)),
            "key \"\(skipped.entry.key)\" (\(skipped.entry.locale)) \(skipped.entry.reason): a label cannot carry it",
            fix: "pass --skip-unsupported to import the rest and list it in ImportReport.md")
        } + [Diagnostic(.error, "nothing was written")])
    }
    let base = try base(sourceLanguages: inputs.sourceLanguages)
    var tables = inputs.tables
    if let locales {
      let available = Set(tables.map(\.locale))
      if let missing = locales.first(where: { !available.contains($0) }) {
        let names = available.sorted().map(\.rawValue).joined(separator: ", ")
        throw CommandFailure(
          .usage, "--locales names \(missing), which the input does not have; it has \(names)")
      }
      tables = tables.filter { locales.contains($0.locale) }
    }
    do {
      return try ImportPlan.generate(
        tables, baseLocale: base, skipped: inputs.skipped.map(\.entry), skippingRefusedBase: skipUnsupported)
    } catch {
      throw Self.failure(error, paths: projectPaths)
    }
  }

  /// Every input read into tables, with the catalogs' source languages and skipped localizations. The
  /// tables name each input as given, relative to the project's root, so that the report reads the same
  /// on every machine.
  private func readInputs(paths projectPaths: ProjectPaths) throws(CommandFailure) -> (
    tables: [TranslationTable], sourceLanguages: Set<LocaleIdentifier>,
    skipped: [(file: String, entry: StringCatalog.Skipped)]
  ) {
    var tables: [TranslationTable] = []
    var sourceLanguages: Set<LocaleIdentifier> = []
    var skipped: [(file: String, entry: StringCatalog.Skipped)] = []
    for path in paths {
      let bytes = try DocumentLoader.readBytes(projectPaths.resolve(path))
      do {
        switch format {
        case .strings where path.hasSuffix(".stringsdict"):
          let read = try TranslationTable.stringsDict(file: path, bytes: bytes)
          tables.append(read.table)
          skipped += read.skipped.map { (path, $0) }
        case .strings:
          tables.append(try TranslationTable(stringsFile: path, bytes: bytes))
        case .xcstrings:
          let catalog = try TranslationTable.tables(catalogFile: path, bytes: bytes)
          tables += catalog.tables
          sourceLanguages.insert(catalog.sourceLanguage)
          skipped += catalog.skipped.map { (path, $0) }
        }
      } catch {
        throw Self.failure(error, paths: projectPaths)
      }
    }
    return (tables, sourceLanguages, skipped)
  }

  /// The base locale given (or `en` for `.strings` files), else the source language every catalog names.
  private func base(sourceLanguages: Set<LocaleIdentifier>) throws(CommandFailure) -> LocaleIdentifier {
    if let baseLocale { return baseLocale }
    guard sourceLanguages.count == 1, let only = sourceLanguages.first else {
      let names = sourceLanguages.sorted().map(\.rawValue).joined(separator: ", ")
      throw CommandFailure(.usage, "the catalogs name different source languages (\(names)); pass --base")
    }
    return only
  }

  /// The failure of an import, naming the input as every other diagnostic names a path.
  private static func failure(_ error: ImportError, paths: ProjectPaths) -> CommandFailure {
    if case .missingBaseLocale = error { return CommandFailure(.usage, error.message) }
    let location = error.location.map { location in
      FileLocation(file: paths.resolve(location.file), line: location.line, column: location.column)
    }
    return CommandFailure(.dataError, [Diagnostic(.error, at: location, error.message)])
  }
}
