import LabelsCore
import LabelsKit

/// What `import` and `init` import: the inputs of one format, read and planned in memory. The one way
/// both commands read `.strings`, `.stringsdict` and String Catalog files and refuse what a label
/// cannot carry.
struct ImportSource: Equatable {
  /// The format of the inputs.
  let format: ImportInputs.Format
  /// The files to read, as named on the command line.
  let paths: [String]
  /// The base locale; `nil` when the catalogs name it.
  let baseLocale: LocaleIdentifier?
  /// Import the rest when some catalog entries or `.stringsdict` keys cannot be carried, listing them in
  /// the report.
  let skipUnsupported: Bool
  /// Import a base table that is near empty (``ImportInputs/isSparse(labels:keysWithoutBase:)``).
  let acceptSparseBase: Bool
  /// The command's option that names the base locale (`--base` for `import`, `--base-locale` for
  /// `init`), which a refusal's hint names.
  let baseOption: String

  /// Reads every input and plans the generated sources (``ImportInputs``). A malformed input is named
  /// with the first problem of every other malformed one, so that one run shows them all.
  /// - Parameters:
  ///   - projectPaths: where relative paths are read from.
  ///   - locales: the locales to keep, `nil` for every locale of the inputs.
  /// - Throws: ``CommandFailure``: 64 for a refusal about the base or kept locales; 65 for malformed
  ///   input, an entry a label cannot carry (without `skipUnsupported`) or a near-empty base table
  ///   (without `acceptSparseBase`); 66 when an input is missing;
  ///   74 when unreadable.
  func plan(paths projectPaths: ProjectPaths, locales: [LocaleIdentifier]? = nil) throws(CommandFailure)
    -> ImportPlan.Result
  {
    let refused = { (refusal: ImportRefusal) in
      CommandFailure(
        refusal.isUsage ? .usage : .dataError,
        refusal.diagnostics(resolve: projectPaths.resolve, baseOption: baseOption))
    }
    var inputs = ImportInputs(format: format)
    // Every file is read before any is refused, so one run names the problems of each.
    var malformed: [Diagnostic] = []
    var malformedFiles = 0
    for path in paths {
      // Named as given, relative to the project's root, so the report reads the same on every machine.
      let bytes = try DocumentLoader.readBytes(projectPaths.resolve(path))
      do {
        try inputs.add(bytes, file: path)
      } catch {
        malformedFiles += 1
        malformed += ImportRefusal.invalid(error).diagnostics(
          resolve: projectPaths.resolve, baseOption: baseOption)
      }
    }
    if malformedFiles == 1 {
      throw CommandFailure(.dataError, malformed)
    } else if malformedFiles > 1 {
      throw CommandFailure(
        .dataError,
        malformed + [Diagnostic(.error, "\(malformedFiles) files are malformed; nothing was written")])
    }
    do {
      return try inputs.plan(
        baseLocale: baseLocale, locales: locales, skipUnsupported: skipUnsupported,
        acceptSparseBase: acceptSparseBase)
    } catch {
      throw refused(error)
    }
  }
}
