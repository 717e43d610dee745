import LabelsCore

/// Why a published version folder cannot be read.
package enum LoadError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A file is not valid JSON.
  case malformedJSON(file: String, JSONReadError)
  /// A file's name is neither `manifest.json` nor `<locale>.json` with a valid locale.
  case unexpectedFile(String)
  /// A locale file's top level is not an object.
  case notALabelDocument(file: String, found: JSONKind)
  /// The folder holds no locale file.
  case noLocales
  /// `manifest.json` cannot be read.
  case invalidManifest(ManifestError)
  /// `schema.json` is not a labels schema.
  case invalidSchema(SchemaError)
  /// `manifest.json` disagrees with the files.
  case manifestMismatch(String)

  /// The file the error is about, within the folder, when there is one.
  package var file: String? {
    switch self {
    case .malformedJSON(let file, _), .notALabelDocument(let file, _): file
    case .unexpectedFile(let file): file
    case .invalidManifest, .manifestMismatch: ExportPlan.manifestFileName
    case .invalidSchema: ExportPlan.schemaFileName
    case .noLocales: nil
    }
  }

  /// Where the error is in `path`, the path of ``file`` (or of the folder, when there is none): the
  /// line and column too, for malformed JSON.
  package func location(in path: String) -> FileLocation {
    guard case .malformedJSON(_, let error) = self else { return FileLocation(file: path) }
    return FileLocation(file: path, line: error.line, column: error.column)
  }

  /// What is wrong, without the location.
  package var message: String {
    switch self {
    case .malformedJSON(_, let error): error.message
    case .unexpectedFile:
      "is not a locale file; name locale files <locale>.json with a BCP 47 tag such as en.json or pt-BR.json"
    case .notALabelDocument(_, let found): "is not a label document: the top level is \(found), not an object"
    case .noLocales: "holds no <locale>.json file"
    case .invalidManifest(let error): "\(error)"
    case .invalidSchema(let error): "is not a labels schema: \(error)"
    case .manifestMismatch(let detail): "does not match the locale files: \(detail)"
    }
  }

  package var description: String { message }
}
