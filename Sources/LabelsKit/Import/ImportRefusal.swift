import LabelsCore

/// Why ``ImportInputs/plan(baseLocale:locales:skipUnsupported:acceptSparseBase:)`` writes nothing.
package enum ImportRefusal: Error, Equatable, Sendable {
  /// Entries a label cannot carry, without `--skip-unsupported`.
  case unsupported([ImportInputs.Skipped])
  /// No base locale was given and the catalogs name these source languages (none, or several).
  case sourceLanguages([LocaleIdentifier])
  /// `--locales` names a locale the inputs do not have.
  case localeMissing(LocaleIdentifier, available: [LocaleIdentifier])
  /// The plan refused the tables.
  case invalid(ImportError)
  /// The base locale's table is near empty (``ImportInputs/isSparse(labels:keysWithoutBase:)``): more
  /// keys have translations but no base text than have one, which would be left out, without
  /// `--accept-sparse-base`.
  case sparseBase(LocaleIdentifier, labels: Int, keysWithoutBase: Int)

  /// Whether the refusal is about the command's arguments (a base or kept locale) rather than the
  /// inputs' contents.
  package var isUsage: Bool {
    switch self {
    case .sourceLanguages, .localeMissing: true
    case .invalid(.missingBaseLocale): true
    case .unsupported, .invalid, .sparseBase: false
    }
  }

  /// What to print, each input named through `resolve` (its path as the user reads it), ending in
  /// "nothing was written" where several inputs are named.
  /// - Parameter baseOption: the command's option that names the base locale, which a hint names.
  package func diagnostics(resolve: (String) -> String, baseOption: String = "--base") -> [Diagnostic] {
    switch self {
    case .unsupported(let skipped):
      skipped.map { skipped in
        Diagnostic(
          .error, at: FileLocation(file: resolve(skipped.file)),
          "key \"\(skipped.entry.key)\" (\(skipped.entry.locale)) \(skipped.entry.reason): a label cannot carry it",
          fix: "pass --skip-unsupported to import the rest and list it in ImportReport.md")
      } + [Diagnostic(.error, "nothing was written")]
    case .sourceLanguages(let languages):
      [
        Diagnostic(
          .error,
          "the catalogs name different source languages (\(languages.map(\.rawValue).joined(separator: ", "))); pass \(baseOption)"
        )
      ]
    case .localeMissing(let missing, let available):
      [
        Diagnostic(
          .error,
          "--locales names \(missing), which the input does not have; it has \(available.map(\.rawValue).joined(separator: ", "))"
        )
      ]
    case .invalid(.missingBaseLocale(let base, let available)):
      [
        Diagnostic(
          .error,
          "no input holds the base locale \(base); pass \(baseOption) with one of: \(available.joined(separator: ", "))"
        )
      ]
    case .sparseBase(let base, let labels, let keysWithoutBase):
      [
        Diagnostic(
          .error,
          "the base locale \(base) has \(labels) label\(labels == 1 ? "" : "s"), but \(keysWithoutBase) keys "
            + "have translations in other locales and no \(base) text, and would be left out",
          fix: "give the \(base) table every key (Xcode's Product > Export Localizations writes it, or "
            + "genstrings over the sources) and import again, or pass --accept-sparse-base to import the "
            + "\(labels) as they are")
      ]
    case .invalid(.malformedStrings(let file, let first)):
      ([first] + first.later).map { error in
        Diagnostic(
          .error, at: FileLocation(file: resolve(file), line: error.line, column: error.column), error.message
        )
      }
    case .invalid(let error):
      [
        Diagnostic(
          .error,
          at: error.location.map { FileLocation(file: resolve($0.file), line: $0.line, column: $0.column) },
          error.message)
      ]
    }
  }
}
