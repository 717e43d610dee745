import LabelsKit

/// Where a project's files are: the folders the team owns and the files diagnostics point at.
struct ProjectPaths: Sendable {
  /// The package folder; empty for the working directory.
  let root: String

  /// A path below the root, as the user reads it: relative when the root is the working directory.
  func path(_ relative: String) -> String {
    root.isEmpty || root == "." ? relative : FileSystem.join(root, relative)
  }

  /// A path named on the command line: an absolute path as it is, a relative one below the root, so
  /// that a command reads and writes the same files whatever the working directory of the process.
  func resolve(_ named: String) -> String {
    named.hasPrefix("/") ? named : path(named)
  }

  /// `Exports`: every published version.
  var exports: String { path("Exports") }
  /// `Defaults`: one folder of Swift files per locale.
  var defaults: String { path("Defaults") }
  /// The file that lists the locales: where a finding about the defaults goes when its own is unknown.
  var catalogFile: String { path("Defaults/LabelsCatalog.swift") }
  /// The file of the untranslated allow-list.
  var allowlistFile: String { path("Defaults/LabelsCatalog+Untranslated.swift") }
  /// The review state of the translations, beside the defaults (see ``ReviewState``).
  var reviewFile: String { path("Defaults/LabelsReview.json") }
  /// The record of a write of the defaults while its files are renamed (``InterruptedWrite``).
  var writeJournal: String { path("Defaults/\(InterruptedWrite.journalName)") }
  /// The commit after which the team's publication history begins, written by `init` (see
  /// ``HistoryStartFile``).
  var historyFile: String { path("Defaults/LabelsHistory.json") }
  /// The file that declares the schema and `Labels.schemaVersion`.
  var schemaFile: String { path("Sources/Labels/Labels.swift") }
  /// The folder of the schema's Swift files.
  var schemaFolder: String { path("Sources/Labels") }

  /// The file and line of the `schemaVersion` declaration, read through `inputs` (the schema's
  /// comments read the same file); the file alone when there is no such file (a schema compiled from
  /// elsewhere) or no such line.
  /// - Throws: ``CommandFailure`` (65 or 74, naming the file) when the file is there but cannot be read.
  func versionLocation(inputs: InputFiles) throws(CommandFailure) -> FileLocation {
    let bytes: [UInt8]
    do {
      bytes = try inputs.bytes(schemaFile, limit: SchemaSources.maximumFileSize)
    } catch .notFound {
      return FileLocation(file: schemaFile)
    } catch {
      throw CommandFailure(reading: error)
    }
    let lines = String(decoding: bytes, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    guard let index = lines.firstIndex(where: { $0.contains("static let schemaVersion") }) else {
      return FileLocation(file: schemaFile)
    }
    return FileLocation(file: schemaFile, line: index + 1)
  }
}
