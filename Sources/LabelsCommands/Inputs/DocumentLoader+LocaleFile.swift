import LabelsCore
import LabelsKit

extension DocumentLoader {
  /// A locale file such as `Exports/1.0.0/ru.json`: the locale its name gives and its document.
  /// - Throws: ``CommandFailure``: 66 when missing, 74 when unreadable, 65 when the name is not
  ///   `<locale>.json`, the JSON is malformed or the top level is not an object.
  /// Read through `inputs` when the run shares its reads.
  static func readLocaleFile(_ path: String, inputs: InputFiles = InputFiles()) throws(CommandFailure) -> (
    locale: LocaleIdentifier, document: JSONValue
  ) {
    let name = String(path.split(separator: "/").last ?? Substring(path))
    guard let locale = LocaleIdentifier(fileName: name) else {
      throw CommandFailure(.dataError, file: path, LoadError.unexpectedFile(name).message)
    }
    let document = try readJSON(path, inputs: inputs)
    guard case .object = document else {
      throw CommandFailure(
        .dataError, file: path, LoadError.notALabelDocument(file: name, found: document.kind).message)
    }
    return (locale, document)
  }
}
