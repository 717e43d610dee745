import LabelsCore

/// Why existing translations cannot be imported.
package enum ImportError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A `.strings` file is not directly inside a `<locale>.lproj` folder, so its locale is unknown.
  case notInLocaleFolder(file: String)
  /// A `<locale>.lproj` folder's name is not a BCP 47 tag.
  case invalidLocale(file: String, IdentifierError)
  /// A `.strings` file is malformed.
  case malformedStrings(file: String, StringsReadError)
  /// A `.stringsdict` file is not a property list of keys; the line and column where it is not
  /// well-formed XML.
  case malformedStringsDict(file: String, reason: String, line: Int? = nil, column: Int? = nil)
  /// A String Catalog is malformed.
  case malformedCatalog(file: String, StringCatalogError)
  /// Two files of one locale define the same key.
  case duplicateKey(key: String, locale: String, first: FileLocation, second: FileLocation)
  /// No file holds the base locale.
  case missingBaseLocale(String, available: [String])

  /// Where the error is, as precisely as known.
  package var location: FileLocation? {
    switch self {
    case .notInLocaleFolder(let file), .invalidLocale(let file, _):
      FileLocation(file: file)
    case .malformedStringsDict(let file, _, let line, let column):
      FileLocation(file: file, line: line, column: column)
    case .malformedStrings(let file, let error):
      FileLocation(file: file, line: error.line, column: error.column)
    case .malformedCatalog(let file, let error):
      error.location(in: file)
    case .duplicateKey(_, _, _, let second):
      second
    case .missingBaseLocale:
      nil
    }
  }

  /// What is wrong and how to fix it, without the location.
  package var message: String {
    switch self {
    case .notInLocaleFolder:
      "is not inside a <locale>.lproj folder, so its locale is unknown; "
        + "import files such as Resources/en.lproj/Localizable.strings"
    case .invalidLocale(_, let error):
      "the folder names an \(error); rename it <locale>.lproj, such as pt-BR.lproj"
    case .malformedStrings(_, let error):
      error.message
    case .malformedStringsDict(_, let reason, _, _):
      reason
    case .malformedCatalog(_, let error):
      error.description
    case .duplicateKey(let key, let locale, let first, _):
      "duplicate key \"\(key)\" in \(locale); it is first defined at \(first); keep only one"
    case .missingBaseLocale(let base, let available):
      "no input holds the base locale \(base); pass --base with one of: \(available.joined(separator: ", "))"
    }
  }

  package var description: String { location.map { "\($0): \(message)" } ?? message }
}
