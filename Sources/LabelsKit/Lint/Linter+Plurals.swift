import LabelsCore

extension Linter.Walk {
  /// Checks a plural label: that it is well formed; that it has exactly the forms CLDR's rules give its
  /// locale's language; each form as a text beside the base locale's same form (or its `other`); and
  /// each category form's placeholders beside the label's own `other` form's.
  mutating func checkPlural(_ plural: PluralLabel, base baseValue: JSONValue?) {
    let parent = pointer
    pointer = pointer.appending(PluralLabel.marker)
    let rules = PluralRules.forLocale(locale.rawValue)
    let forms = plural.forms
    let needed = rules.categories.filter { forms[$0] == nil }
    if forms[.other] == nil {
      report(.pluralInvalid, "has no `other` form, which every language needs; add it")
    }
    let missing = needed.filter { $0 != .other }
    if !missing.isEmpty {
      report(
        .pluralFormMissing,
        "lacks \(Self.list(missing)); \(locale) needs \(Self.list(rules.categories)) (CLDR's rules for "
          + "\(rules.locale)); add them")
    }
    let baseForms = Self.forms(of: baseValue)
    for key in plural.members.keys.sorted(by: CanonicalJSONWriter.keyPrecedes) {
      guard let value = plural.members[key] else { continue }
      let formParent = pointer
      pointer = pointer.appending(key)
      defer { pointer = formParent }
      let category = PluralCategory(rawValue: key)
      guard category != nil || PluralLabel.exactNumber(key) != nil, case .string(let text) = value else {
        report(
          .pluralInvalid,
          "is not a plural form: forms are zero, one, two, few, many, other or an exact number such as =0, "
            + "each holding text")
        continue
      }
      if let category, !rules.categories.contains(category) {
        report(
          .pluralFormUnexpected,
          "\(locale) never selects `\(key)` (it uses \(Self.list(rules.categories))); remove the form")
      }
      let baseForm = baseForms[key] ?? (category == nil ? nil : baseForms[PluralCategory.other.rawValue])
      check(text, base: baseForm)
      checkArguments(of: text, isExact: category == nil, against: forms[.other], key: key)
    }
    pointer = parent
  }

  /// Reports a form whose placeholders differ from its label's `other` form: the app passes one set of
  /// arguments, whichever form the count selects. An exact-number form may take none (`=0`: "No
  /// expenses").
  private mutating func checkArguments(of text: String, isExact: Bool, against other: String?, key: String) {
    guard key != PluralCategory.other.rawValue, let other else { return }
    let signature = PlaceholderSignature(text)
    let otherSignature = PlaceholderSignature(other)
    guard signature.problems.isEmpty, otherSignature.problems.isEmpty,
      !(isExact && signature.isEmpty), !signature.isCompatible(with: otherSignature)
    else { return }
    report(
      .placeholderMismatch,
      "has \(Self.placeholders(signature)) but the label's `other` form has \(Self.placeholders(otherSignature)); "
        + "every form takes the same arguments")
  }

  /// The forms a base value offers for comparison: a plural's members, or a text as the `other` form.
  private static func forms(of value: JSONValue?) -> [String: JSONValue] {
    switch value?.labelNode {
    case .plural(let plural): plural.members
    case .text: value.map { [PluralCategory.other.rawValue: $0] } ?? [:]
    case .group, .list, .absent, .value, nil: [:]
    }
  }

  /// `one, few and many`.
  private static func list(_ categories: [PluralCategory]) -> String {
    let names = categories.map { "`\($0.rawValue)`" }
    guard names.count > 1 else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " and " + names.last!
  }
}
