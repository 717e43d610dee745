import LabelsCore

/// One text a translator translates: a text label, or one form of a plural label, with the base
/// locale's text beside the locale's.
package struct TranslatableText: Equatable, Sendable {
  /// Where the text is in the locale's document: `/login/welcome`, `/expenses/count/@plural/few` for a
  /// plural form, and for a label of several counts `/profile/stats/@format` for its format and
  /// `/profile/stats/@plurals/posts/few` for a form of a variable.
  package let pointer: JSONPointer
  /// The label the text belongs to: the pointer itself, or the plural label (or label of several counts)
  /// of a form or format.
  package let label: JSONPointer
  /// The base locale's text: the same form of a plural, else its `other` form.
  package let source: String
  /// The locale's text; `nil` for a plural form the locale needs and lacks.
  package let target: String?

  /// Every translatable text of `locale`, in document order: labels that are not an item's `id` in a
  /// list matched by id and not on the untranslated allow-list, each text label, each form of a
  /// plural label that the locale's language needs or the locale has, and of a label of several counts
  /// its format and those forms of each variable the base locale has. Items of lists matched by id are
  /// paired with the base locale's by `id`, others by index; a label the base locale lacks, a `null`
  /// and a number are left out.
  package static func texts(
    of document: JSONValue, base: JSONValue, locale: LocaleIdentifier, allowlist: UntranslatedAllowlist
  ) -> [TranslatableText] {
    walk(document, base: base, locale: locale, allowlist: allowlist).texts
  }

  /// A label of a locale that no text carries to translators, and why: a label whose kind is not the
  /// base locale's, or a format of several counts that is not text. Lint reports each as an error.
  package struct LeftOut: Equatable, Sendable {
    /// Where the label is in the locale's document.
    package let pointer: JSONPointer
    /// Why no unit carries it, as a lowercase sentence with the fix.
    package let reason: String
  }

  /// Every label of `locale` that ``texts(of:base:locale:allowlist:)`` cannot give as a text, in
  /// document order.
  package static func leftOut(
    of document: JSONValue, base: JSONValue, locale: LocaleIdentifier, allowlist: UntranslatedAllowlist
  ) -> [LeftOut] {
    walk(document, base: base, locale: locale, allowlist: allowlist).leftOut
  }

  private static func walk(
    _ document: JSONValue, base: JSONValue, locale: LocaleIdentifier, allowlist: UntranslatedAllowlist
  ) -> Walk {
    var walk = Walk(
      locale: locale, allowlist: allowlist, categories: PluralRules.forLocale(locale.rawValue).categories)
    walk.visit(document, base: base, at: .root)
    return walk
  }

  /// A walk of one locale's document beside the base locale's.
  private struct Walk {
    let locale: LocaleIdentifier
    let allowlist: UntranslatedAllowlist
    let categories: [PluralCategory]
    var texts: [TranslatableText] = []
    var leftOut: [LeftOut] = []

    mutating func visit(_ value: JSONValue, base: JSONValue, at pointer: JSONPointer) {
      switch (value.labelNode, base.labelNode) {
      case (.text(let target), .text(let source)):
        guard !allowlist.allows(pointer, in: locale) else { return }
        texts.append(TranslatableText(pointer: pointer, label: pointer, source: source, target: target))
      case (.plural(let plural), .plural(let basePlural)):
        guard !allowlist.allows(pointer, in: locale) else { return }
        appendForms(
          of: plural, base: basePlural, at: pointer.appending(PluralLabel.marker), label: pointer)
      case (.pluralText(let label), .pluralText(let baseLabel)):
        guard !allowlist.allows(pointer, in: locale) else { return }
        if let target = label.formatText, let source = baseLabel.formatText {
          texts.append(
            TranslatableText(
              pointer: pointer.appending(PluralTextLabel.formatMarker), label: pointer, source: source,
              target: target))
        } else {
          leftOut.append(
            LeftOut(
              pointer: pointer.appending(PluralTextLabel.formatMarker),
              reason:
                "is not text here or in the base locale; write the format as text (see 'LabelsParser lint')"))
        }
        let plurals = label.plurals
        let variables = pointer.appending(PluralTextLabel.variablesMarker)
        for (name, basePlural) in baseLabel.plurals.sorted(by: {
          CanonicalJSONWriter.keyPrecedes($0.key, $1.key)
        }) {
          appendForms(
            of: plurals[name] ?? PluralLabel(members: [:]), base: basePlural, at: variables.appending(name),
            label: pointer)
        }
      case (.group(let members), .group(let baseMembers)):
        for key in members.keys.sorted(by: CanonicalJSONWriter.keyPrecedes) {
          guard let member = members[key], let baseMember = baseMembers[key] else { continue }
          visit(member, base: baseMember, at: pointer.appending(key))
        }
      case (.list(let list), .list(let baseList)):
        let byID = list.itemIDs != nil ? baseList.itemsByID : nil
        for (index, item) in list.items.enumerated() {
          let baseItem: JSONValue?
          if let byID, case .object(let members) = item, case .string(let id) = members["id"] {
            baseItem = byID[id]
          } else {
            baseItem = index < baseList.items.count ? baseList.items[index] : nil
          }
          guard let baseItem else { continue }
          let itemPointer = pointer.appending(index: index)
          // An item's id is what the app matches, never text to translate.
          if byID != nil, case .object(var members) = item {
            members["id"] = nil
            visit(.object(members), base: baseItem, at: itemPointer)
          } else {
            visit(item, base: baseItem, at: itemPointer)
          }
        }
      case (.text, _), (.plural, _), (.pluralText, _):
        guard !allowlist.allows(pointer, in: locale) else { return }
        leftOut.append(
          LeftOut(
            pointer: pointer,
            reason:
              "is a \(value.labelKind) but the base locale's is a \(base.labelKind); give it the base's "
              + "kind (see 'LabelsParser lint')"))
      default:
        return
      }
    }

    /// Each form of `plural` that the locale's language needs or the locale has, at `forms` (the
    /// pointer of its forms), beside the base's same form, else the base's `other` form.
    mutating func appendForms(
      of plural: PluralLabel, base basePlural: PluralLabel, at forms: JSONPointer, label: JSONPointer
    ) {
      let baseForms = basePlural.forms
      let exact = plural.exactForms
      let names =
        categories.map(\.rawValue)
        + plural.forms.keys.filter { !categories.contains($0) }.sorted().map(\.rawValue)
        + exact.keys.sorted().map(PluralLabel.exactKey)
      for name in names {
        let category = PluralCategory(rawValue: name)
        let number = PluralLabel.exactNumber(name)
        let target = category.flatMap { plural.forms[$0] } ?? number.flatMap { exact[$0] }
        let source =
          category.flatMap { baseForms[$0] } ?? number.flatMap { basePlural.exactForms[$0] }
          ?? baseForms[.other]
        guard let source else { continue }
        texts.append(
          TranslatableText(pointer: forms.appending(name), label: label, source: source, target: target))
      }
    }
  }
}
