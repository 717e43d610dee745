import LabelsSchema

/// Five groups of a panelled section.
struct BenchPanel: LabelGroup {
  @Indirect var account: BenchGroup
  @Indirect var billing: BenchGroup
  @Indirect var cart: BenchGroup
  @Indirect var checkout: BenchGroup
  @Indirect var contacts: BenchGroup

  /// Takes the texts of its labels from `texts`, in the order the synthetic document is generated.
  init(texts: inout SyntheticTexts) {
    account = BenchGroup(texts: &texts)
    billing = BenchGroup(texts: &texts)
    cart = BenchGroup(texts: &texts)
    checkout = BenchGroup(texts: &texts)
    contacts = BenchGroup(texts: &texts)
  }
}
