import LabelsCore
import LabelsKit

/// A String Catalog the size of a large app's, written for `init` to start a team's project from: the
/// keys and texts of a ``FlatCatalog``, every tenth key a plural with the forms its locale's CLDR rules
/// select (`%lld` and a few words), as Xcode writes them under `variations.plural`.
struct TeamCatalog {
  /// Keys in the base locale.
  let keyCount: Int
  /// Locales, the base (`en`) first.
  let localeCount: Int

  /// The catalog's bytes.
  /// - Throws: ``BenchError/usage(_:)`` when a locale tag is invalid, which would be a bug here.
  func bytes() throws(BenchError) -> [UInt8] {
    let tables = try FlatCatalog(keyCount: keyCount, localeCount: localeCount).tables()
    guard let base = tables.first else { return [] }
    let plurals = Set(base.entries.enumerated().filter { $0.offset % 10 == 9 }.map(\.element.key))
    var strings: [String: JSONValue] = [:]
    for table in tables {
      let tag = table.locale.rawValue
      let categories = PluralRules.forLocale(tag).categories
      for entry in table.entries {
        let localization: JSONValue
        if plurals.contains(entry.key) {
          let words = entry.value.split(separator: " ").filter { word in
            !word.contains(where: { "%{}\"\n".contains($0) })
          }.prefix(3).joined(separator: " ")
          localization = .object([
            "variations": .object([
              "plural": .object(
                Dictionary(
                  uniqueKeysWithValues: categories.map { category in
                    (category.rawValue, Self.unit("%lld \(words)"))
                  }))
            ])
          ])
        } else {
          localization = Self.unit(entry.value)
        }
        var string = strings[entry.key] ?? .object(["localizations": .object([:])])
        guard case .object(var members) = string, case .object(var localizations)? = members["localizations"]
        else { continue }
        localizations[tag] = localization
        members["localizations"] = .object(localizations)
        if let comment = entry.comment { members["comment"] = .string(comment) }
        string = .object(members)
        strings[entry.key] = string
      }
    }
    return CanonicalJSONWriter.bytes(
      .object([
        "sourceLanguage": .string(base.locale.rawValue), "strings": .object(strings),
        "version": .string("1.0"),
      ]))
  }

  /// A translated string unit.
  private static func unit(_ value: String) -> JSONValue {
    .object(["stringUnit": .object(["state": .string("translated"), "value": .string(value)])])
  }
}
