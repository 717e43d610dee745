import LabelsCore
import LabelsKit

/// Reads label documents from disk: a locale file, a version folder, or the newest version of an
/// export root. Every error becomes a ``CommandFailure`` with the exit code of design section 6.
enum DocumentLoader {
  /// A JSON file read strictly.
  /// - Throws: ``CommandFailure``: 66 when missing, 74 when unreadable, 65 when malformed.
  /// Read through `inputs` when the run shares its reads.
  static func readJSON(_ path: String, inputs: InputFiles = InputFiles()) throws(CommandFailure) -> JSONValue
  {
    let bytes = try readBytes(path, inputs: inputs)
    do {
      return try StrictJSONReader.read(bytes)
    } catch {
      throw CommandFailure(.dataError, [Diagnostic(reading: error, in: path)])
    }
  }

  /// The bytes of a file, read through `inputs` when the run shares its reads.
  /// - Throws: ``CommandFailure``: 66 when missing, 74 when unreadable.
  static func readBytes(_ path: String, inputs: InputFiles = InputFiles()) throws(CommandFailure) -> [UInt8] {
    try failingAsCommands { () throws(FileSystemError) in try inputs.bytes(path) }
  }

  /// The bytes of a file mapped into memory (``FileSystem/mapFile(_:limit:)``), for a command that only
  /// looks at them and finishes.
  /// - Throws: ``CommandFailure``: 66 when missing, 74 when unreadable.
  static func mapBytes(_ path: String) throws(CommandFailure) -> DocumentBytes {
    try failingAsCommands { () throws(FileSystemError) in try FileSystem.mapFile(path) }
  }

  /// What `read` gives, its error made the command's: 66 for a missing file, else as
  /// ``CommandFailure/init(reading:)`` says.
  private static func failingAsCommands<Bytes>(_ read: () throws(FileSystemError) -> Bytes)
    throws(CommandFailure) -> Bytes
  {
    do {
      return try read()
    } catch .notFound(let missing) {
      throw CommandFailure(.noInput, file: missing, "no such file")
    } catch {
      throw CommandFailure(reading: error)
    }
  }

  /// A version folder such as `Exports/1.0.0`: its locale files, manifest and schema. With
  /// `listedOnly`, only the locale files its manifest lists are read, so that a stray file does not
  /// stop export from removing it. Files are read through `inputs` when the run shares its reads.
  /// - Throws: ``CommandFailure``: 66 when missing, 74 when unreadable, 65 when a file is malformed.
  static func readVersionFolder(
    _ folder: String, listedOnly: Bool = false, inputs: InputFiles = InputFiles()
  ) throws(CommandFailure) -> PublishedVersion {
    let names: [String]
    do {
      names = try FileSystem.contents(ofDirectory: folder).filter {
        $0.hasSuffix(".json") && !$0.hasPrefix(".")
      }
    } catch .notFound(let missing) {
      throw CommandFailure(.noInput, file: missing, "no such folder")
    } catch {
      throw CommandFailure(reading: error)
    }
    var files: [String: [UInt8]] = [:]
    for name in names { files[name] = try readBytes(FileSystem.join(folder, name), inputs: inputs) }
    return try versionFolder(folder, files: files, listedOnly: listedOnly)
  }

  /// A version folder such as `Exports/1.0.0` from the bytes of its files, already read: its `.json`
  /// files but hidden ones, as ``readVersionFolder(_:listedOnly:)`` reads them.
  /// - Throws: ``CommandFailure``: 65 when a file is malformed.
  static func versionFolder(_ folder: String, files: [String: [UInt8]], listedOnly: Bool)
    throws(CommandFailure)
    -> PublishedVersion
  {
    var files = files.filter { $0.key.hasSuffix(".json") && !$0.key.hasPrefix(".") }
    if listedOnly, let manifestBytes = files[ExportPlan.manifestFileName],
      let manifest = try? Manifest(json: StrictJSONReader.read(manifestBytes))
    {
      let listed = Set(manifest.labelCounts.keys.map(\.fileName))
      files = files.filter {
        listed.contains($0.key) || $0.key == ExportPlan.manifestFileName
          || $0.key == ExportPlan.schemaFileName
      }
    }
    let folderName = String(folder.split(separator: "/").last ?? Substring(folder))
    do {
      return try PublishedVersion(folderName: folderName, files: files)
    } catch {
      let file = error.file.map { FileSystem.join(folder, $0) } ?? folder
      throw CommandFailure(.dataError, [Diagnostic(.error, at: error.location(in: file), error.message)])
    }
  }

  /// The versions published under an export root: its folders named after a version (`Exports/1.0.0`,
  /// ...); none when it does not exist.
  /// - Throws: ``CommandFailure``: 74 when the root exists but cannot be listed, 65 when a link or a
  ///   device is where a version folder belongs.
  static func publishedVersions(in root: String) throws(CommandFailure) -> PublishedVersions {
    var versions: [SemanticVersion] = []
    for name in try entries(of: root) {
      guard let version = try? SemanticVersion(name) else { continue }
      let folder = FileSystem.join(root, name)
      switch FileSystem.entry(at: folder) {
      case .directory: versions.append(version)
      case .missing, .file: continue
      case let kind: throw CommandFailure(reading: FileSystem.refusal(folder, kind, expecting: "folder"))
      }
    }
    return PublishedVersions(versions)
  }

  /// The names in an export root; none when it does not exist.
  /// - Throws: ``CommandFailure``: 74 when the root exists but cannot be listed.
  static func entries(of root: String) throws(CommandFailure) -> [String] {
    do {
      try FileSystem.requireDirectory(root)
      return try FileSystem.contents(ofDirectory: root)
    } catch .notFound {
      return []
    } catch {
      throw CommandFailure(reading: error)
    }
  }
}
