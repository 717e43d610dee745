import LabelsSchema

/// Twenty groups in four panels: every third section of `SyntheticCatalog`.
struct BenchPanelledSection: LabelGroup {
  @Indirect var panel0: BenchPanel
  @Indirect var panel1: BenchPanel
  @Indirect var panel2: BenchPanel
  @Indirect var panel3: BenchPanel

  /// Takes the texts of its labels from `texts`, in the order the synthetic document is generated.
  init(texts: inout SyntheticTexts) {
    panel0 = BenchPanel(texts: &texts)
    panel1 = BenchPanel(texts: &texts)
    panel2 = BenchPanel(texts: &texts)
    panel3 = BenchPanel(texts: &texts)
  }
}
