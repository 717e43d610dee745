import LabelsCore

/// Prints a String Catalog (`.xcstrings`) byte for byte as Xcode writes it, so opening it in Xcode
/// changes nothing: every key with `extractionState` `manual` and its `comment` when it has one, and per
/// locale that has it a `stringUnit` for a text label, `variations.plural` with a `stringUnit` per
/// category form for a plural label, and for a label of several counts a `stringUnit` holding its
/// format beside its `substitutions`; `sourceLanguage` the base locale, `version` `1.0`.
///
/// Each `stringUnit` has the localization's state; the source language's is always `translated`. A
/// localization without a state (not translated yet) is left out, so Xcode shows it as missing and never
/// ships the text of another locale as a translation. The layout and key order are Xcode's
/// (``XcodeJSONWriter``).
package enum StringCatalogWriter {
  /// The bytes of the catalog of `tables`, each locale's labels under their dotted keys.
  /// - Parameters:
  ///   - comments: the comment of each key, by the pattern of its path in the source language's
  ///     document (``DottedLabelPath/pattern``); a key whose pattern has none gets no `comment`.
  ///   - state: the state of the label at a JSON Pointer of a locale's document other than the source
  ///     language, or `nil` to leave that localization out.
  package static func bytes(
    tables: [LocaleIdentifier: DottedTable],
    sourceLanguage: LocaleIdentifier,
    comments: [String: String] = [:],
    state: (JSONPointer, LocaleIdentifier) -> StringCatalogState? = { _, _ in .translated }
  ) -> [UInt8] {
    var strings: [String: [String: JSONValue]] = [:]
    for (locale, table) in tables {
      func unitState(of key: String) -> StringCatalogState? {
        guard locale != sourceLanguage else { return .translated }
        guard let path = table.paths[key] else { return .translated }
        return state(path.pointer, locale)
      }
      for label in table.texts {
        guard let state = unitState(of: label.key) else { continue }
        strings[label.key, default: [:]][locale.rawValue] = .object(["stringUnit": unit(label.value, state)])
      }
      for plural in table.plurals {
        guard let state = unitState(of: plural.key) else { continue }
        let forms = Dictionary(
          uniqueKeysWithValues: plural.forms.map {
            ($0.key.rawValue, JSONValue.object(["stringUnit": unit($0.value, state)]))
          })
        strings[plural.key, default: [:]][locale.rawValue] = .object([
          "variations": .object(["plural": .object(forms)])
        ])
      }
      for label in table.pluralTexts {
        guard let state = unitState(of: label.key) else { continue }
        strings[label.key, default: [:]][locale.rawValue] = .object([
          "stringUnit": unit(label.format, state), "substitutions": substitutions(of: label, state),
        ])
      }
    }
    let sourcePaths = tables[sourceLanguage]?.paths ?? [:]
    var entries: [String: JSONValue] = [:]
    for (key, localizations) in strings {
      var entry: [String: JSONValue] = [
        "extractionState": .string("manual"), "localizations": .object(localizations),
      ]
      if let pattern = sourcePaths[key]?.pattern, let comment = comments[pattern] {
        entry["comment"] = .string(comment)
      }
      entries[key] = .object(entry)
    }
    let catalog = JSONValue.object([
      "sourceLanguage": .string(sourceLanguage.rawValue),
      "strings": .object(entries),
      "version": .string("1.0"),
    ])
    return XcodeJSONWriter.bytes(catalog)
  }

  /// The `substitutions` of a label of several counts: per variable its `argNum`, its absolute argument
  /// position (when the format takes several arguments, counts or others),
  /// its `formatSpecifier` (the count's conversion) and `variations.plural`, each form's count written
  /// as `%arg`, as Xcode writes them.
  private static func substitutions(of label: DottedPluralText, _ state: StringCatalogState) -> JSONValue {
    var substitutions: [String: JSONValue] = [:]
    let format = try? PluralTextFormat(label.format)
    for (index, variable) in label.variables.enumerated() {
      let count = "%" + variable.countConversion
      let forms = Dictionary(
        uniqueKeysWithValues: variable.forms.map {
          (
            $0.key.rawValue,
            JSONValue.object(["stringUnit": unit($0.value.replacingAll(count, with: "%arg"), state)])
          )
        })
      var members: [String: JSONValue] = [
        "formatSpecifier": .string(variable.countConversion),
        "variations": .object(["plural": .object(forms)]),
      ]
      if (format?.arguments.count ?? label.variables.count) > 1 {
        members["argNum"] = .number(String(format?.position(of: variable.key) ?? index + 1))
      }
      substitutions[variable.key] = .object(members)
    }
    return .object(substitutions)
  }

  /// A `stringUnit` holding `text` in `state`.
  private static func unit(_ text: String, _ state: StringCatalogState) -> JSONValue {
    .object(["state": .string(state.rawValue), "value": .string(text)])
  }
}
