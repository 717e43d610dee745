import LabelsKit

/// The Swift sources of the current defaults (`Defaults/*.swift` and `Defaults/*/*.swift`, one folder
/// per locale), read to point lint's findings at the file and line that hold the text.
struct DefaultsSources {
  /// Where the project's files are.
  let paths: ProjectPaths

  /// A locator over the sources in the defaults folder and its subfolders; over none when it cannot be
  /// read, so that every finding falls back to the catalog file.
  func locator() -> SwiftLiteralLocator {
    let folder = paths.defaults
    var files: [String: String] = [:]
    for name in (try? FileSystem.contents(ofDirectory: folder)) ?? [] {
      let path = FileSystem.join(folder, name)
      let inside = name.hasSuffix(".swift") ? [] : (try? FileSystem.contents(ofDirectory: path)) ?? []
      let paths = name.hasSuffix(".swift") ? [path] : inside.map { FileSystem.join(path, $0) }
      for path in paths where path.hasSuffix(".swift") {
        if let bytes = try? FileSystem.readFile(path) { files[path] = String(decoding: bytes, as: UTF8.self) }
      }
    }
    return SwiftLiteralLocator(files: files)
  }

  /// Where a finding about the defaults is: for a string, the line of its literal in its locale's file;
  /// else that file; else the catalog.
  func location(of finding: Finding, in documents: LocalizedDocuments, locator: SwiftLiteralLocator)
    -> FileLocation
  {
    locator.location(of: finding, in: documents) ?? FileLocation(file: paths.catalogFile)
  }
}
