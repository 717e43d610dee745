import LabelsKit

/// Lints one `lint` input from disk, a locale file or a version folder, and locates each finding in
/// its file; on the line of the value when the file is in canonical form, as exports are.
enum LintInput {
  /// The findings of one input.
  /// - Throws: ``CommandFailure``: 66 when it does not exist, 74 when unreadable, 65 when malformed.
  static func findings(in path: String, allowlist: UntranslatedAllowlist) throws(CommandFailure)
    -> [LocatedFinding]
  {
    let documents: LocalizedDocuments
    let fileOfLocale: (LocaleIdentifier) -> String
    switch FileSystem.entry(at: path) {
    case .missing:
      throw CommandFailure(.noInput, file: path, "no such file or folder")
    case .directory:
      documents = try DocumentLoader.readVersionFolder(path).documents
      fileOfLocale = { FileSystem.join(path, "\($0.rawValue).json") }
    case .file:
      let file = try DocumentLoader.readLocaleFile(path)
      documents = LocalizedDocuments(baseLocale: nil, documents: [file.locale: file.document])
      fileOfLocale = { _ in path }
    }
    var lineIndexes: [LocaleIdentifier: CanonicalLineIndex] = [:]
    for (locale, document) in documents.documents {
      let bytes = try DocumentLoader.readBytes(fileOfLocale(locale))
      if bytes == CanonicalJSONWriter.bytes(document) { lineIndexes[locale] = CanonicalLineIndex(document) }
    }
    return Linter.lint(documents, allowlist: allowlist).map { finding in
      let locale = finding.locale
      let file = locale.map(fileOfLocale) ?? path
      let line = locale.flatMap { lineIndexes[$0] }?.line(of: finding.path)
      return LocatedFinding(finding, at: AnnotationLocation(file: file, line: line))
    }
  }
}
