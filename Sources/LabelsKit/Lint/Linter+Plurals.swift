import LabelsCore

extension Linter.Walk {
  /// Checks a plural label: that it is well formed; that it has exactly the forms CLDR's rules give its
  /// locale's language; each form as a text beside the base locale's same form (or its `other`); and
  /// each category form's placeholders beside the label's own `other` form's.
  mutating func checkPlural(_ plural: PluralLabel, base baseValue: JSONValue?) {
    let parent = pointer
    pointer = pointer.appending(PluralLabel.marker)
    checkForms(of: plural, at: parent, baseForms: Self.forms(of: baseValue))
    pointer = parent
  }

  /// Checks the forms of a plural label, or of a variable of a label of several counts, at ``pointer``
  /// beside the base locale's forms of the same label; `label` is where the plural lies in the document,
  /// where the published versions are asked whether installed apps need a form.
  mutating func checkForms(
    of plural: PluralLabel, at label: JSONPointer, baseForms: [String: JSONValue], countPosition: Int? = nil
  ) {
    let rules = PluralRules.forLocale(locale.rawValue)
    let forms = plural.forms
    let needed = rules.categories.filter { forms[$0] == nil }
    if forms[.other] == nil {
      report(.pluralInvalid, "has no `other` form, which every language needs; add it")
    }
    let missing = needed.filter { $0 != .other }
    if !missing.isEmpty, missing.allSatisfy(rules.selectsOnlyMillions) {
      // A form only exact millions select: apps show `other` for them, as Apple's formatter does.
      report(
        .pluralFormMissing, severity: .warning,
        "lacks \(Self.list(missing)), which CLDR's rules for \(rules.locale) select only for exact millions "
          + "(\(rules.samples(of: missing[0]).joined(separator: ", ")) …); apps show `other` for them; add it"
      )
    } else if !missing.isEmpty {
      report(
        .pluralFormMissing,
        "lacks \(Self.list(missing)); \(locale) needs \(Self.list(rules.categories)) (CLDR's rules for "
          + "\(rules.locale)); add them")
    }
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
        reportUnexpected(category, rules: rules, plural: label)
      }
      let baseForm = baseForms[key] ?? (category == nil ? nil : baseForms[PluralCategory.other.rawValue])
      if let countPosition {
        // A form of a label of several counts takes any of the text's arguments, which its format
        // answers for; it may leave out its count only where its category implies it.
        check(text, base: baseForm, comparesPlaceholders: false, countPosition: countPosition)
        if let other = forms[.other], key != PluralCategory.other.rawValue,
          let problem = PluralTextArguments.countLeftOut(
            of: text, key: key, other: other, position: countPosition, rules: rules)
        {
          reportCountLeftOut(problem, rules: rules)
        }
        continue
      }
      // Only `other` answers to the base locale's arguments; every other form answers to `other`.
      check(text, base: baseForm, comparesPlaceholders: category == .other)
      checkArguments(of: text, against: forms[.other], key: key, rules: rules)
    }
  }

  /// Reports a category form the locale's language never selects: a warning while apps of the schema's
  /// major were published with it (they take a remote plural only with every form of their defaults),
  /// an error once only apps of an earlier major had it, and a warning when no published version had it.
  private mutating func reportUnexpected(_ category: PluralCategory, rules: PluralRules, plural: JSONPointer)
  {
    let never = "\(locale) never selects `\(category.rawValue)` (it uses \(Self.list(rules.categories)))"
    switch installed.requirement(of: category, at: plural, in: locale) {
    case .installed(let major):
      report(
        .pluralFormUnexpected,
        "\(never), but apps of major \(major) were published with it and need every form of their defaults: "
          + "keep it until your next major version, then remove it")
    case .earlierMajor(let major):
      report(
        .pluralFormUnexpected,
        "\(never), and only apps of major \(major) were published with it, an earlier major than this "
          + "version's: remove the form (\(Self.initialiser(rules)) builds the plural without it)")
      findings[findings.count - 1] = findings[findings.count - 1].asError
    case .none:
      report(.pluralFormUnexpected, "\(never); remove the form")
    }
  }

  /// The per-language initialiser that takes exactly the forms of `rules`: `.he(one:two:other:)`,
  /// `.ptPT(one:many:other:)`.
  private static func initialiser(_ rules: PluralRules) -> String {
    let parts = rules.locale.split(separator: "_")
    let name =
      (parts.first.map(String.init) ?? "")
      + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    return ".\(name)(\(rules.categories.map { "\($0.rawValue):" }.joined()))"
  }

  /// Reports a form whose arguments are not its label's `other` form's (``PluralFormArguments``): the
  /// app passes one set of arguments, whichever form the count selects. A form shown for exactly one
  /// number may leave out the count (`=0`: "No expenses"; `one` in English: "One expense").
  private mutating func checkArguments(
    of text: String, against other: String?, key: String, rules: PluralRules
  ) {
    guard key != PluralCategory.other.rawValue, let other,
      PlaceholderSignature(text).problems.isEmpty, PlaceholderSignature(other).problems.isEmpty,
      let problem = PluralFormArguments.problem(of: text, key: key, other: other, rules: rules)
    else { return }
    switch problem {
    case .countLeftOut:
      reportCountLeftOut(problem, rules: rules)
    case .mismatch(let form, let otherForm):
      report(
        .placeholderMismatch,
        "has \(Self.placeholders(form)) but the label's `other` form has \(Self.placeholders(otherForm)); "
          + "every form takes the same arguments, but a form shown for exactly one number may leave out the count"
      )
    }
  }

  /// Reports a form that leaves out the count where its category covers several numbers.
  private mutating func reportCountLeftOut(_ problem: PluralFormArguments.Problem, rules: PluralRules) {
    guard case .countLeftOut(let category, let numbers) = problem else { return }
    report(
      .placeholderMismatch,
      "leaves out the count, but `\(category.rawValue)` covers \(numbers.joined(separator: ", ")) … in "
        + "\(locale) (CLDR's rules for \(rules.locale)), so the text would be wrong for "
        + "\(problem.example ?? "another number"); keep the count's placeholder")
  }

  /// The forms a base value offers for comparison: a plural's members, or a text as the `other` form.
  private static func forms(of value: JSONValue?) -> [String: JSONValue] {
    switch value?.labelNode {
    case .plural(let plural): plural.members
    case .text: value.map { [PluralCategory.other.rawValue: $0] } ?? [:]
    case .pluralText, .group, .list, .absent, .value, nil: [:]
    }
  }

  /// `one, few and many`.
  private static func list(_ categories: [PluralCategory]) -> String {
    names(categories.map(\.rawValue))
  }
}
