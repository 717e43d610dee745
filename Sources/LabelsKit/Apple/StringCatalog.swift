import LabelsCore

/// A String Catalog (`.xcstrings`) read strictly: its source language and the text and plural labels of
/// each locale.
///
/// A key without a localization in the source language has the key itself as its source text, as in
/// Xcode. A localization with `variations.plural`, or whose text is exactly one `%#@name@` with one
/// plural substitution, is a plural label; one with several plural substitutions, or text around one, is
/// a label of several counts (``ImportedPluralText``). Device (or any other) variations, string sets
/// (App Shortcuts phrases) and a substitution whose forms carry another argument hold more than a label
/// can; they are left out and listed in ``skipped``.
package struct StringCatalog: Equatable, Sendable {
  /// A localization that was left out, and why.
  package struct Skipped: Equatable, Sendable {
    /// The key.
    package let key: String
    /// The locale.
    package let locale: LocaleIdentifier
    /// Why, such as `has device variations (a text per device)`.
    package let reason: String
  }

  /// The locale the keys are written in: the base locale.
  package let sourceLanguage: LocaleIdentifier
  /// Each locale's labels, sorted by key.
  package let labels: [LocaleIdentifier: [DottedLabel]]
  /// Each locale's plural labels (`variations.plural`, or one plural substitution), sorted by key.
  package let plurals: [LocaleIdentifier: [ImportedPlural]]
  /// Each locale's labels of several counts (several substitutions, or text around one), sorted by key.
  package let pluralTexts: [LocaleIdentifier: [ImportedPluralText]]
  /// The localizations left out, sorted by key and locale.
  package let skipped: [Skipped]
  /// The `comment` of each key that has one.
  package let comments: [String: String]
  /// Each locale's keys whose `stringUnit` has the state `new` or `needs_review`.
  package let states: [LocaleIdentifier: [String: TranslationState]]

  /// Reads a catalog through the strict JSON reader.
  /// - Throws: ``StringCatalogError`` for malformed JSON (with its line and column), a missing or
  ///   mistyped member (with its JSON Pointer) or an invalid locale.
  package init(bytes: [UInt8]) throws(StringCatalogError) {
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
    var plurals: [LocaleIdentifier: [ImportedPlural]] = [:]
    var pluralTexts: [LocaleIdentifier: [ImportedPluralText]] = [:]
    var skipped: [Skipped] = []
    var comments: [String: String] = [:]
    var states: [LocaleIdentifier: [String: TranslationState]] = [:]
    let strings = try Self.object(stringsValue, at: "/strings")
    for (key, entry) in strings.sorted(by: { CanonicalJSONWriter.keyPrecedes($0.key, $1.key) }) {
      let entryPointer = "/strings/" + JSONPointer.escape(key)
      let entryMembers = try Self.object(entry, at: entryPointer)
      if case .string(let comment) = entryMembers["comment"], !comment.isEmpty { comments[key] = comment }
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
        if case .object(let stringUnit) = unit["stringUnit"], case .string(let name) = stringUnit["state"],
          let state = Self.reviewStates[name]
        {
          states[locale, default: [:]][key] = state
        }
        switch try Self.content(of: unit, locale: locale, at: pointer) {
        case .text(let value):
          labels[locale, default: []].append(DottedLabel(key: key, value: value))
        case .plural(let forms):
          plurals[locale, default: []].append(ImportedPlural(key: key, forms: forms))
        case .pluralText(let format, let variables):
          pluralTexts[locale, default: []].append(
            ImportedPluralText(key: key, format: format, variables: variables))
        case .refused(let reason):
          skipped.append(Skipped(key: key, locale: locale, reason: reason))
        }
      }
      if !sourceSeen { labels[sourceLanguage, default: []].append(DottedLabel(key: key, value: key)) }
    }
    self.labels = labels
    self.plurals = plurals
    self.pluralTexts = pluralTexts
    self.skipped = skipped
    self.comments = comments
    self.states = states
  }

  /// The `stringUnit` states that say a translation is not done; `translated` and the others say
  /// nothing more than the text does.
  private static let reviewStates: [String: TranslationState] = ["new": .new, "needs_review": .needsReview]

  /// What one localization holds.
  private enum Content {
    case text(String)
    case plural([String: String])
    case pluralText(format: String, variables: [String: [String: String]])
    case refused(String)
  }

  /// A localization's text, its plural, or why a label cannot carry it.
  ///
  /// A unit with substitutions also has a `stringUnit`, whose value is only the template
  /// (`%#@followers@`): it is not the text, so substitutions are judged first. A template that is exactly
  /// one `%#@name@` with one plural substitution is that plural; any other template is the format of a
  /// label of several counts. Each substitution's `%arg` is written with its `formatSpecifier`, and its
  /// `argNum` names the argument it formats: counts a translator reordered become positional references
  /// (``ImportedPluralText/positioned(format:arguments:)``); otherwise it must be its place in the
  /// template's argument order.
  private static func content(
    of unit: [String: JSONValue], locale: LocaleIdentifier, at pointer: String
  ) throws(StringCatalogError) -> Content {
    if let substitutionsValue = unit["substitutions"] {
      let substitutions = try object(substitutionsValue, at: pointer + "/substitutions")
      guard let stringUnit = unit["stringUnit"],
        case .string(let template) = try object(stringUnit, at: pointer + "/stringUnit")["value"]
      else {
        throw .notACatalog(pointer: pointer + "/stringUnit/value", expected: "a string")
      }
      var variables: [String: (forms: [String: String], argument: Int?)] = [:]
      for (name, substitution) in substitutions.sorted(by: { $0.key < $1.key }) {
        let substitutionPointer = pointer + "/substitutions/" + JSONPointer.escape(name)
        let members = try object(substitution, at: substitutionPointer)
        guard case .string(let specifier)? = members["formatSpecifier"] else {
          throw .notACatalog(pointer: substitutionPointer + "/formatSpecifier", expected: "a string")
        }
        guard let variations = members["variations"] else {
          throw .notACatalog(pointer: substitutionPointer + "/variations", expected: "an object")
        }
        var argument: Int?
        if let value = members["argNum"] {
          guard case .number(let text) = value, let position = Int(text) else {
            throw .notACatalog(pointer: substitutionPointer + "/argNum", expected: "an integer")
          }
          argument = position
        }
        let variationsPointer = substitutionPointer + "/variations"
        let content = try plural(
          variations, locale: locale, formatSpecifier: specifier, at: variationsPointer)
        // One substitution that is the whole text is a plural label.
        if substitutions.count == 1, template == "%#@\(name)@" { return content }
        switch content {
        case .plural(let forms):
          variables[name] = (forms, argument)
        case .refused(let reason):
          return .refused("has a substitution \(name) that " + reason)
        case .text, .pluralText:
          return .refused("has a substitution \(name) without plural variations")
        }
      }
      // A translator's reordered counts keep their `argNum`s: each reference takes the argument it names.
      let format = ImportedPluralText.positioned(format: template, arguments: variables.mapValues(\.argument))
      do {
        return .pluralText(
          format: format, variables: try ImportedPluralText.appleForms(format: format, variables: variables))
      } catch {
        return .refused(error.reason)
      }
    }
    if unit["stringUnit"] != nil, unit["variations"] != nil {
      return .refused("has both a text and variations")
    }
    if let stringUnit = unit["stringUnit"] {
      guard case .string(let value) = try object(stringUnit, at: pointer + "/stringUnit")["value"] else {
        throw .notACatalog(pointer: pointer + "/stringUnit/value", expected: "a string")
      }
      return .text(value)
    }
    if let variations = unit["variations"] {
      return try plural(variations, locale: locale, formatSpecifier: nil, at: pointer + "/variations")
    }
    if unit["stringSet"] != nil {
      return .refused("has a string set (several texts for one key, as App Shortcuts phrases are)")
    }
    throw .notACatalog(pointer: pointer, expected: "an object with a \"stringUnit\"")
  }

  /// The plural of `variations` when its one kind is `plural` and each form is a `stringUnit`.
  private static func plural(
    _ variations: JSONValue, locale: LocaleIdentifier, formatSpecifier: String?, at pointer: String
  ) throws(StringCatalogError) -> Content {
    let kinds = try object(variations, at: pointer)
    guard kinds.count == 1, let formsValue = kinds["plural"] else {
      guard !kinds.isEmpty else { return .refused("has empty variations") }
      let names = kinds.keys.filter { $0 != "plural" }.sorted(by: CanonicalJSONWriter.keyPrecedes)
      // Device variations are refused, not carried: a published label is one text per locale, which
      // every installed app reads whatever its device (docs/apple-formats.md says why).
      var cases = ""
      if case .object(let members)? = kinds[names[0]], !members.isEmpty {
        cases = ": " + members.keys.sorted(by: CanonicalJSONWriter.keyPrecedes).joined(separator: ", ")
      }
      return .refused("has \(names.joined(separator: " and ")) variations (a text per \(names[0])\(cases))")
    }
    var forms: [String: String] = [:]
    for (name, form) in try object(formsValue, at: pointer + "/plural") {
      let formPointer = pointer + "/plural/" + JSONPointer.escape(name)
      let members = try object(form, at: formPointer)
      guard let stringUnit = members["stringUnit"] else {
        return .refused("has variations inside its plural form \"\(name)\"")
      }
      guard case .string(let value) = try object(stringUnit, at: formPointer + "/stringUnit")["value"] else {
        throw .notACatalog(pointer: formPointer + "/stringUnit/value", expected: "a string")
      }
      forms[name] = value
    }
    do {
      return .plural(try ImportedPlural.appleForms(forms, locale: locale, formatSpecifier: formatSpecifier))
    } catch {
      return .refused(error.reason)
    }
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
