import LabelsCore

/// What a plural label, or a label of several counts, reads for sample counts in a locale: the form
/// CLDR's rules for the locale select (an exact-number form first), and the text with its counts filled
/// in, as the app shows it. The studio shows it beside the forms, so that a person sees which form each
/// count takes without knowing the rules.
package enum PluralPreview {
  /// The counts previewed: one of each form in most languages, and the numbers that tell Russian's
  /// `one`, `few` and `many` apart (21, 101), and a large one.
  package static let samples = [0, 1, 2, 5, 21, 101, 1_000_000]

  /// One sample: the count (every variable of a label of several counts takes it), the form it selects
  /// (for several counts, each variable's, as `files.few`), and the text.
  package struct Row: Equatable, Sendable {
    /// The count.
    package let count: Int
    /// The form selected.
    package let form: String
    /// The text shown.
    package let text: String
  }

  /// The rows of `value` in `locale`, one per sample; none for a label that takes no count.
  package static func rows(of value: JSONValue, locale: LocaleIdentifier, samples: [Int] = samples) -> [Row] {
    let rules = PluralRules.forLocale(locale.rawValue)
    switch value.labelNode {
    case .plural(let plural):
      return samples.map { count in
        let form = selected(plural, count: count, rules: rules)
        return Row(count: count, form: form.name, text: form.text.map { filled($0, count: count) } ?? "")
      }
    case .pluralText(let label):
      guard let format = label.formatText else { return [] }
      return samples.map { count in
        var forms: [String] = []
        var shown: [String: String] = [:]
        for (name, plural) in label.plurals.sorted(by: { $0.key < $1.key }) {
          let form = selected(plural, count: count, rules: rules)
          forms.append("\(name).\(form.name)")
          shown[name] = form.text.map { filled($0, count: count) } ?? String(count)
        }
        return Row(count: count, form: forms.joined(separator: ", "), text: formatted(format, shown, count))
      }
    case .text, .group, .list, .absent, .value:
      return []
    }
  }

  /// The form `count` selects: an exact-number form, else its category's, else `other`.
  private static func selected(_ plural: PluralLabel, count: Int, rules: PluralRules) -> (
    name: String, text: String?
  ) {
    if let exact = plural.exactForms[count] { return (PluralLabel.exactKey(count), exact) }
    let category = rules.category(for: count)
    if let text = plural.forms[category] { return (category.rawValue, text) }
    return (PluralCategory.other.rawValue, plural.forms[.other])
  }

  /// A form with its count filled in as the app fills it: as its one printf argument, as `{count}`, or
  /// not at all; a form that takes other arguments shows them as written.
  private static func filled(_ form: String, count: Int) -> String {
    let signature = PlaceholderSignature(form)
    if signature.arguments.isEmpty, signature.named.isEmpty { return form }
    if signature.arguments.isEmpty, signature.named == [PluralFormArguments.namedCount] {
      return
        (try? LabelFormatter.format(form, named: [PluralFormArguments.namedCount: .integer(Int64(count))]))
        ?? form
    }
    if signature.named.isEmpty, signature.arguments.count == 1, let type = signature.arguments[1] {
      return (try? LabelFormatter.format(form, arguments: [argument(count, as: type)])) ?? form
    }
    return form
  }

  /// A plural text's format with each variable's text, and its other arguments shown as written.
  private static func formatted(_ format: String, _ shown: [String: String], _ count: Int) -> String {
    guard let parsed = try? PluralTextFormat(format) else { return format }
    return parsed.segments.map { segment in
      switch segment {
      case .text(let text): text
      case .variable(let name): shown[name] ?? String(count)
      case .argument(let placeholder): placeholder
      }
    }
    .joined()
  }

  /// The count as the argument a placeholder of `type` takes.
  private static func argument(_ count: Int, as type: PlaceholderType) -> LabelArgument {
    switch type.conversion {
    case .floatingPoint: .number(Double(count))
    case .unsignedInteger: .unsignedInteger(UInt64(count))
    case .object, .cString: .text(String(count))
    case .signedInteger, .character, .pointer: .integer(Int64(count))
    }
  }
}
