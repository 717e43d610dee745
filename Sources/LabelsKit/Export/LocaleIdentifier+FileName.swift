import LabelsCore

extension LocaleIdentifier {
  /// The locale a file in a version folder holds, named `<locale>.json` with a valid tag, such as
  /// `pt-BR.json`; `nil` for any other name (`en_US.json`, `manifest.json`, `notes.txt`).
  package init?(fileName: String) {
    guard fileName.hasSuffix(".json"),
      let locale = try? LocaleIdentifier(String(fileName.dropLast(".json".count)))
    else { return nil }
    self = locale
  }

  /// The name of the locale's file in a version folder: `<locale>.json`, as export writes it.
  package var fileName: String {
    rawValue + ".json"
  }
}
