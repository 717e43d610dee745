import LabelsCore

/// Prints a String Catalog (`.xcstrings`): every key with `extractionState` `manual` and, per locale
/// that has it, a translated `stringUnit` for a text label or `variations.plural` with a translated
/// `stringUnit` per category form for a plural label; `sourceLanguage` the base locale, `version` `1.0`.
///
/// The JSON is in the canonical form of the export (keys sorted by Unicode scalar value), so the same
/// labels always give the same bytes; Xcode reads it as it is and rewrites it in its own layout on save.
public enum StringCatalogWriter {
  /// The bytes of the catalog of `tables`, each locale's labels under their dotted keys.
  public static func bytes(tables: [LocaleIdentifier: DottedTable], sourceLanguage: LocaleIdentifier)
    -> [UInt8]
  {
    var strings: [String: [String: JSONValue]] = [:]
    for (locale, table) in tables {
      for label in table.texts {
        strings[label.key, default: [:]][locale.rawValue] = .object(["stringUnit": unit(label.value)])
      }
      for plural in table.plurals {
        let forms = Dictionary(
          uniqueKeysWithValues: plural.forms.map {
            ($0.key.rawValue, JSONValue.object(["stringUnit": unit($0.value)]))
          })
        strings[plural.key, default: [:]][locale.rawValue] = .object([
          "variations": .object(["plural": .object(forms)])
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

  /// A translated `stringUnit` holding `text`.
  private static func unit(_ text: String) -> JSONValue {
    .object(["state": .string("translated"), "value": .string(text)])
  }
}
