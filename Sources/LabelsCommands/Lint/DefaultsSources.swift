import LabelsKit

/// The Swift sources of the current defaults (`Defaults/*.swift` and `Defaults/*/*.swift`, one folder
/// per locale), read to point lint's findings at the file and line that hold the text.
struct DefaultsSources {
  /// Where the project's files are.
  let paths: ProjectPaths

  /// A locator over the sources in the defaults folder and its subfolders; over none when there is no
  /// defaults folder, so that every finding falls back to the catalog file.
  /// - Throws: ``CommandFailure`` (65 for a link or a folder where a source belongs, 74 for an I/O error,
  ///   66 for a file gone while read) when a folder or source that is
  ///   there cannot be read: a finding is never placed from a partial reading.
  func locator() throws(CommandFailure) -> SwiftLiteralLocator {
    let folder = paths.defaults
    var files: [String: String] = [:]
    do throws(FileSystemError) {
      let names: [String]
      do {
        names = try FileSystem.contents(ofDirectory: folder)
      } catch .notFound {
        names = []
      }
      for name in names {
        let path = FileSystem.join(folder, name)
        let isFolder = !name.hasSuffix(".swift") && FileSystem.entry(at: path) == .directory
        let inside = isFolder ? try FileSystem.contents(ofDirectory: path) : []
        let paths = name.hasSuffix(".swift") ? [path] : inside.map { FileSystem.join(path, $0) }
        for path in paths where path.hasSuffix(".swift") {
          files[path] = String(decoding: try FileSystem.readFile(path), as: UTF8.self)
        }
      }
    } catch {
      throw CommandFailure(reading: error)
    }
    return SwiftLiteralLocator(files: files)
  }

  /// Where a finding about the defaults is: for a string, the line of its own literal in its locale's
  /// files; else that file; else the catalog.
  func location(of finding: Finding, locator: SwiftFindingLocator) -> FileLocation {
    locator.location(of: finding) ?? FileLocation(file: paths.catalogFile)
  }
}
