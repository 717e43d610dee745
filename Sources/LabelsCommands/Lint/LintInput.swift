import LabelsKit

/// Lints one `lint` input from disk, a locale file or a version folder, and places each finding in
/// its file.
enum LintInput {
  /// The findings of one input.
  /// - Throws: ``CommandFailure``: 66 when it does not exist, 74 when unreadable, 65 when malformed.
  static func findings(in path: String, allowlist: UntranslatedAllowlist) throws(CommandFailure)
    -> [LocatedFinding]
  {
    let documents: LocalizedDocuments
    let files: LocaleFiles
    // Each file read once: for its document, then for the lines of its findings.
    let inputs = InputFiles()
    switch FileSystem.entry(at: path) {
    case .missing:
      throw CommandFailure(.noInput, file: path, "no such file or folder")
    case .directory:
      documents = try DocumentLoader.readVersionFolder(path, inputs: inputs).documents
      files = try LocaleFiles(documents, inputs: inputs) { FileSystem.join(path, $0.fileName) }
    case .file:
      let file = try DocumentLoader.readLocaleFile(path, inputs: inputs)
      documents = LocalizedDocuments(baseLocale: nil, documents: [file.locale: file.document])
      files = try LocaleFiles(documents, inputs: inputs) { _ in path }
    case let kind:
      throw CommandFailure(reading: FileSystem.refusal(path, kind))
    }
    return Linter.lint(documents, allowlist: allowlist).map { finding in
      LocatedFinding(finding, at: files.location(of: finding, fallback: path))
    }
  }
}
