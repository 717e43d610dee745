import LabelsCore

/// One text a translator translates: a text label, or one form of a plural label, with the base
/// locale's text beside the locale's.
public struct TranslatableText: Equatable, Sendable {
  /// Where the text is in the locale's document: `/login/welcome`, or `/expenses/count/@plural/few`
  /// for a plural form.
  public let pointer: JSONPointer
  /// The label the text belongs to: the pointer itself, or the plural label of a form.
  public let label: JSONPointer
  /// The base locale's text: the same form of a plural, else its `other` form.
  public let source: String
  /// The locale's text; `nil` for a plural form the locale needs and lacks.
  public let target: String?

  /// Every translatable text of `locale`, in document order: labels that are not an item's `id` in a
  /// list matched by id and not on the untranslated allow-list, each text label, and each form of a
  /// plural label that the locale's language needs or the locale has. Items of lists matched by id are
  /// paired with the base locale's by `id`, others by index; a label the base locale lacks, a `null`
  /// and a number are left out.
  public static func texts(
    of document: JSONValue, base: JSONValue, locale: LocaleIdentifier, allowlist: UntranslatedAllowlist
  ) -> [TranslatableText] {
    var texts: [TranslatableText] = []
    let walk = Walk(
      locale: locale, allowlist: allowlist, categories: PluralRules.forLocale(locale.rawValue).categories)
    walk.visit(document, base: base, at: .root, into: &texts)
    return texts
  }

  /// A walk of one locale's document beside the base locale's.
  private struct Walk {
    let locale: LocaleIdentifier
    let allowlist: UntranslatedAllowlist
    let categories: [PluralCategory]

    func visit(
      _ value: JSONValue, base: JSONValue, at pointer: JSONPointer, into texts: inout [TranslatableText]
    ) {
      switch (value.labelNode, base.labelNode) {
      case (.text(let target), .text(let source)):
        guard !allowlist.allows(pointer, in: locale) else { return }
        texts.append(TranslatableText(pointer: pointer, label: pointer, source: source, target: target))
      case (.plural(let plural), .plural(let basePlural)):
        guard !allowlist.allows(pointer, in: locale) else { return }
        let forms = plural.forms
        let baseForms = basePlural.forms
        let exact = plural.exactForms
        let names =
          categories.map(\.rawValue) + forms.keys.filter { !categories.contains($0) }.sorted().map(\.rawValue)
          + exact.keys.sorted().map(PluralLabel.exactKey)
        for name in names {
          let category = PluralCategory(rawValue: name)
          let number = PluralLabel.exactNumber(name)
          let target = category.flatMap { forms[$0] } ?? number.flatMap { exact[$0] }
          let source =
            category.flatMap { baseForms[$0] } ?? number.flatMap { basePlural.exactForms[$0] }
            ?? baseForms[.other]
          guard let source else { continue }
          texts.append(
            TranslatableText(
              pointer: pointer.appending(PluralLabel.marker).appending(name), label: pointer, source: source,
              target: target))
        }
      case (.group(let members), .group(let baseMembers)):
        for key in members.keys.sorted(by: CanonicalJSONWriter.keyPrecedes) {
          guard let member = members[key], let baseMember = baseMembers[key] else { continue }
          visit(member, base: baseMember, at: pointer.appending(key), into: &texts)
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
            visit(.object(members), base: baseItem, at: itemPointer, into: &texts)
          } else {
            visit(item, base: baseItem, at: itemPointer, into: &texts)
          }
        }
      default:
        return
      }
    }
  }
}
