import LabelsCore
import LabelsKit

/// The locale files a set of documents was read from, to place findings in them: on the line of the
/// value where ``CanonicalLineIndex/init(file:holding:)`` gives lines, else on the file alone.
struct LocaleFiles {
  /// The file of each locale.
  private let paths: [LocaleIdentifier: String]
  /// The line index of each file in canonical form.
  private let lineIndexes: [LocaleIdentifier: CanonicalLineIndex]

  /// Indexes each locale's file, as the documents were read from it through `inputs`, to learn whether
  /// it is in canonical form.
  /// - Throws: ``CommandFailure`` (74) when a file cannot be read.
  init(_ documents: LocalizedDocuments, inputs: InputFiles, path: (LocaleIdentifier) -> String)
    throws(CommandFailure)
  {
    var paths: [LocaleIdentifier: String] = [:]
    var lineIndexes: [LocaleIdentifier: CanonicalLineIndex] = [:]
    for (locale, document) in documents.documents {
      paths[locale] = path(locale)
      lineIndexes[locale] = try CanonicalLineIndex(file: path(locale), holding: document, inputs: inputs)
    }
    self.paths = paths
    self.lineIndexes = lineIndexes
  }

  /// The files of a version folder already read (`files`, by name), so no file is read again.
  init(_ documents: LocalizedDocuments, folder: String, files: [String: [UInt8]]) {
    var paths: [LocaleIdentifier: String] = [:]
    var lineIndexes: [LocaleIdentifier: CanonicalLineIndex] = [:]
    for (locale, document) in documents.documents {
      paths[locale] = FileSystem.join(folder, locale.fileName)
      lineIndexes[locale] = files[locale.fileName].flatMap {
        CanonicalLineIndex(bytes: $0, holding: document)
      }
    }
    self.paths = paths
    self.lineIndexes = lineIndexes
  }

  /// Where a finding is: its locale's file and the line of its value; for a finding about a value every
  /// locale has (a path too long for the store), the first file, in locale order, that gives its line;
  /// else `fallback`.
  func location(of finding: Finding, fallback: String) -> FileLocation {
    if let locale = finding.locale, let path = paths[locale] {
      return FileLocation(file: path, line: lineIndexes[locale]?.line(of: finding.path))
    }
    if finding.locale == nil, !finding.path.isRoot {
      for locale in paths.keys.sorted() {
        if let path = paths[locale], let line = lineIndexes[locale]?.line(of: finding.path) {
          return FileLocation(file: path, line: line)
        }
      }
    }
    return FileLocation(file: fallback)
  }
}
