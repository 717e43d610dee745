import LabelsCore

/// A String Catalog (`.xcstrings`) read strictly: its source language and the plain-text labels of each
/// locale.
///
/// A key without a localization in the source language has the key itself as its source text, as in
/// Xcode. Localizations with plural or device `variations` or with `substitutions` hold more than one
/// text, which a label cannot; they are left out and listed in ``skipped``.
public struct StringCatalog: Equatable, Sendable {
  /// A localization that was left out, and why.
  public struct Skipped: Equatable, Sendable {
    /// The key.
    public let key: String
    /// The locale.
    public let locale: LocaleIdentifier
    /// Why, such as `has variations (plural or device)`.
    public let reason: String
  }

  /// The locale the keys are written in: the base locale.
  public let sourceLanguage: LocaleIdentifier
  /// Each locale's labels, sorted by key.
  public let labels: [LocaleIdentifier: [DottedLabel]]
  /// The localizations left out, sorted by key and locale.
  public let skipped: [Skipped]

  /// Reads a catalog through the strict JSON reader.
  /// - Throws: ``StringCatalogError`` for malformed JSON (with its line and column), a missing or
  ///   mistyped member (with its JSON Pointer) or an invalid locale.
  public init(bytes: [UInt8]) throws(StringCatalogError) {
    let root: JSONValue
    do {
      root = try StrictJSONReader.read(bytes)
    } catch {
      throw .malformedJSON(error)
    }
    let members = try Self.object(root, at: "")
    guard case .string(let source) = members["sourceLanguage"] else {
      throw .notACatalog(pointer: "/sourceLanguage", expected: "a string naming the base locale")
    }
    sourceLanguage = try Self.locale(source, at: "/sourceLanguage")
    guard let stringsValue = members["strings"] else {
      throw .notACatalog(pointer: "/strings", expected: "an object of keys")
    }
    var labels: [LocaleIdentifier: [DottedLabel]] = [sourceLanguage: []]
    var skipped: [Skipped] = []
    let strings = try Self.object(stringsValue, at: "/strings")
    for (key, entry) in strings.sorted(by: { CanonicalJSONWriter.keyPrecedes($0.key, $1.key) }) {
      let entryPointer = "/strings/" + JSONPointer.escape(key)
      let entryMembers = try Self.object(entry, at: entryPointer)
      let localizations = try entryMembers["localizations"].map { value throws(StringCatalogError) in
        try Self.object(value, at: entryPointer + "/localizations")
      }
      var sourceSeen = false
      for (name, localization) in (localizations ?? [:]).sorted(by: {
        CanonicalJSONWriter.keyPrecedes($0.key, $1.key)
      }) {
        let pointer = entryPointer + "/localizations/" + JSONPointer.escape(name)
        let locale = try Self.locale(name, at: pointer)
        sourceSeen = sourceSeen || locale == sourceLanguage
        let unit = try Self.object(localization, at: pointer)
        // A unit with substitutions also has a stringUnit, whose value is only the template
        // (`%#@followers@`): it is not the text, so substitutions are judged first.
        if unit["substitutions"] != nil {
          skipped.append(
            Skipped(key: key, locale: locale, reason: "has substitutions (several counts in one text)"))
        } else if let stringUnit = unit["stringUnit"] {
          guard case .string(let value) = try Self.object(stringUnit, at: pointer + "/stringUnit")["value"]
          else {
            throw .notACatalog(pointer: pointer + "/stringUnit/value", expected: "a string")
          }
          labels[locale, default: []].append(DottedLabel(key: key, value: value))
        } else if unit["variations"] != nil {
          skipped.append(Skipped(key: key, locale: locale, reason: "has variations (plural or device)"))
        } else {
          throw .notACatalog(pointer: pointer, expected: "an object with a \"stringUnit\"")
        }
      }
      if !sourceSeen { labels[sourceLanguage, default: []].append(DottedLabel(key: key, value: key)) }
    }
    self.labels = labels
    self.skipped = skipped
  }

  private static func object(_ value: JSONValue, at pointer: String) throws(StringCatalogError)
    -> [String: JSONValue]
  {
    guard case .object(let members) = value else {
      throw .notACatalog(pointer: pointer, expected: "an object")
    }
    return members
  }

  private static func locale(_ name: String, at pointer: String) throws(StringCatalogError)
    -> LocaleIdentifier
  {
    do {
      return try LocaleIdentifier(name)
    } catch {
      throw .invalidLocale(pointer: pointer, error)
    }
  }
}
