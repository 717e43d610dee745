/// Whether a plural form takes the arguments its label is formatted with: the one rule lint, diff and
/// the app's runtime apply, Android lint's `ImpliedQuantity` checked per language from CLDR.
///
/// Every form takes the arguments of the label's `other` form, except that a form may leave out the
/// count where it is shown for exactly one number: an exact-number form (`=0`: "No expenses"), or a
/// category that selects one whole number in the language (`one` in English: "One expense"; `one` and
/// `two` in Arabic). Where a category covers several numbers (`one` in Russian: 1, 21, 31 …), a text
/// without the count would be wrong for all but one of them. The count is the `other` form's first
/// printf argument, else its `{count}`; every other argument stays in every form.
public enum PluralFormArguments {
  /// What is wrong with a form's arguments.
  public enum Problem: Equatable, Sendable {
    /// The form leaves out the count, but its category selects several numbers in the language (the
    /// first ones CLDR lists, such as `["1", "21", "31"]`): the text would be wrong for the second.
    case countLeftOut(category: PluralCategory, numbers: [String])
    /// The form's placeholders are not the `other` form's, with or without the count.
    case mismatch(form: PlaceholderSignature, other: PlaceholderSignature)

    /// For ``countLeftOut(category:numbers:)``, a number the text would be wrong for: the first sample
    /// other than 1 (21 for `one` in Russian, 0 for `one` in French); `nil` for a mismatch.
    public var example: String? {
      guard case .countLeftOut(_, let numbers) = self else { return nil }
      return numbers.first { $0 != "1" } ?? numbers.first
    }
  }

  /// The named placeholder that holds a plural's count.
  public static let namedCount = "{count}"

  /// The problem with `form`, the text of the member `key` (a category such as `one`, or an exact number
  /// such as `=0`), beside the label's `other` form under `rules`; `nil` when the form is fine.
  /// Placeholders with problems of their own (``PlaceholderSignature/problems``) are a mismatch.
  public static func problem(of form: String, key: String, other: String, rules: PluralRules) -> Problem? {
    let signature = PlaceholderSignature(form)
    let otherSignature = PlaceholderSignature(other)
    guard signature.problems.isEmpty, otherSignature.problems.isEmpty else {
      return .mismatch(form: signature, other: otherSignature)
    }
    if signature.isCompatible(with: otherSignature) { return nil }
    guard leavesOutTheCount(signature, of: otherSignature) else {
      return .mismatch(form: signature, other: otherSignature)
    }
    guard let category = PluralCategory(rawValue: key), category != .other else {
      return PluralLabel.exactNumber(key) != nil ? nil : .mismatch(form: signature, other: otherSignature)
    }
    return countLeftOut(category: category, rules: rules)
  }

  /// The problem with a form of the member `key` that leaves out its count: none for an exact-number
  /// form or a category that selects one whole number under `rules`, ``Problem/countLeftOut(category:numbers:)``
  /// for another category; `nil` too for `other` or a key that is neither (the caller judges those).
  public static func countLeftOut(key: String, rules: PluralRules) -> Problem? {
    guard let category = PluralCategory(rawValue: key), category != .other else { return nil }
    return countLeftOut(category: category, rules: rules)
  }

  private static func countLeftOut(category: PluralCategory, rules: PluralRules) -> Problem? {
    if rules.onlyInteger(of: category) != nil { return nil }
    return .countLeftOut(category: category, numbers: rules.samples(of: category))
  }

  /// Whether `form` has exactly the placeholders of `other` but its count.
  private static func leavesOutTheCount(_ form: PlaceholderSignature, of other: PlaceholderSignature) -> Bool
  {
    if other.arguments[1] != nil {
      var arguments = other.arguments
      arguments[1] = nil
      return form.arguments == arguments && form.named == other.named
    }
    return other.named.contains(namedCount) && form.arguments == other.arguments
      && form.named == other.named.subtracting([namedCount])
  }
}
