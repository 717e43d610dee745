import LabelsCore
import LabelsKit

/// One side of `diff` read from disk.
extension ComparisonSide {
  /// Loads a side named on the command line, a file or a version folder, read through `inputs`.
  /// - Throws: ``CommandFailure``: 66 when the path does not exist, 65 or 74 when it cannot be read.
  static func load(_ path: String, inputs: InputFiles) throws(CommandFailure) -> ComparisonSide {
    switch FileSystem.entry(at: path) {
    case .missing: throw CommandFailure(.noInput, file: path, "no such file or folder")
    case .file: return .document(path: path, value: try DocumentLoader.readJSON(path, inputs: inputs))
    case .directory:
      let published = try DocumentLoader.readVersionFolder(path, inputs: inputs)
      return .version(folder: path, documents: published.documents, schema: published.schema)
    case let kind: throw CommandFailure(reading: FileSystem.refusal(path, kind))
    }
  }

  /// The current defaults, addressed as the files export writes under `Exports/<version>/`.
  /// - Throws: ``CommandFailure`` (65) when the catalog is invalid.
  static func currentDefaults(of project: LabelsProject) throws(CommandFailure) -> ComparisonSide {
    let defaults = try project.encoded()
    return .version(
      folder: FileSystem.join(project.paths.exports, defaults.version.description),
      documents: defaults.documents,
      schema: defaults.schema)
  }

  /// The file a change on this side is in.
  func file(for locale: LocaleIdentifier?) -> String {
    switch self {
    case .document(let path, _): path
    case .version(let folder, _, _): locale.map { FileSystem.join(folder, $0.fileName) } ?? folder
    }
  }
}
