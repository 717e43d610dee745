import LabelsCore

/// Whether a remote label may replace its default: whether the app can show it and format it with the
/// arguments it passes for the default. The defaults passed lint, so they are the measure.
enum RemoteLabelCheck {
  /// A remote text replaces the default's when it is not blank (unless the default is) and its
  /// placeholders are sound and take the same arguments.
  static func accepts(_ text: String, replacing base: String) -> Bool {
    if text.allSatisfy(\.isWhitespace), !base.allSatisfy(\.isWhitespace) { return false }
    let signature = PlaceholderSignature(text)
    return signature.problems.isEmpty && signature.isCompatible(with: PlaceholderSignature(base))
  }

  /// A remote plural replaces the default one, taken whole, when it has every category form the default
  /// has (the default has exactly the ones its locale's rules need) and every form passes
  /// ``accepts(_:replacing:)`` against the default's `other` form, except that an exact-number form may
  /// take no argument ("No expenses").
  static func accepts(_ plural: PluralLabel, replacing base: PluralLabel) -> Bool {
    let forms = plural.forms
    let baseForms = base.forms
    guard let baseOther = baseForms[.other], baseForms.keys.allSatisfy({ forms[$0] != nil }) else {
      return false
    }
    guard forms.values.allSatisfy({ accepts($0, replacing: baseOther) }) else { return false }
    return plural.exactForms.values.allSatisfy { text in
      let signature = PlaceholderSignature(text)
      return accepts(text, replacing: baseOther)
        || (signature.isEmpty && signature.problems.isEmpty && !text.allSatisfy(\.isWhitespace))
    }
  }
}
