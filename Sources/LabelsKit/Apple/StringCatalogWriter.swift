import LabelsCore

/// Prints a String Catalog (`.xcstrings`): every key with a translated `stringUnit` per locale that has
/// it, `extractionState` `manual`, `sourceLanguage` the base locale and `version` `1.0`.
///
/// The JSON is in the canonical form of the export (keys sorted by Unicode scalar value), so the same
/// labels always give the same bytes; Xcode reads it as it is and rewrites it in its own layout on save.
public enum StringCatalogWriter {
  /// The bytes of the catalog of `labels`, each locale's labels under their dotted keys.
  public static func bytes(labels: [LocaleIdentifier: [DottedLabel]], sourceLanguage: LocaleIdentifier)
    -> [UInt8]
  {
    var strings: [String: [String: JSONValue]] = [:]
    for (locale, localeLabels) in labels {
      for label in localeLabels {
        strings[label.key, default: [:]][locale.rawValue] = .object([
          "stringUnit": .object(["state": .string("translated"), "value": .string(label.value)])
        ])
      }
    }
    let catalog = JSONValue.object([
      "sourceLanguage": .string(sourceLanguage.rawValue),
      "strings": .object(
        strings.mapValues { .object(["extractionState": .string("manual"), "localizations": .object($0)]) }),
      "version": .string("1.0"),
    ])
    return CanonicalJSONWriter.bytes(catalog)
  }
}
