import LabelsKit

/// The locale files a set of documents was read from, to place findings in them: on the line of the
/// value when a file is in canonical form, as exports are, else on the file alone.
struct LocaleFiles {
  /// The file of each locale.
  private let paths: [LocaleIdentifier: String]
  /// The line index of each file in canonical form.
  private let lineIndexes: [LocaleIdentifier: CanonicalLineIndex]

  /// Reads each locale's file again to learn whether it is in canonical form.
  /// - Throws: ``CommandFailure``: 66 when a file vanished, 74 when unreadable.
  init(_ documents: LocalizedDocuments, path: (LocaleIdentifier) -> String) throws(CommandFailure) {
    var paths: [LocaleIdentifier: String] = [:]
    var lineIndexes: [LocaleIdentifier: CanonicalLineIndex] = [:]
    for (locale, document) in documents.documents {
      paths[locale] = path(locale)
      if try DocumentLoader.readBytes(path(locale)) == CanonicalJSONWriter.bytes(document) {
        lineIndexes[locale] = CanonicalLineIndex(document)
      }
    }
    self.paths = paths
    self.lineIndexes = lineIndexes
  }

  /// Where a finding is: its locale's file and the line of its value, or `fallback` for a finding about
  /// no locale.
  func location(of finding: Finding, fallback: String) -> FileLocation {
    guard let locale = finding.locale, let path = paths[locale] else {
      return FileLocation(file: fallback)
    }
    return FileLocation(file: path, line: lineIndexes[locale]?.line(of: finding.path))
  }
}
