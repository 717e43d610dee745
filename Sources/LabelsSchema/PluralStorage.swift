import LabelsCore

/// What a ``Plural`` holds, immutable and shared by its copies.
final class PluralStorage: Sendable {
  let forms: [PluralCategory: String]
  let exact: [Int: String]
  let rules: PluralRules

  init(forms: [PluralCategory: String], exact: [Int: String], rules: PluralRules) {
    self.forms = forms
    self.exact = exact
    self.rules = rules
  }
}
