import LabelsSchema

/// The 10,000 labels of `SyntheticCatalog(labelCount: 10_000)` as a schema in the recommended layout
/// (`LabelGroup`, `@Indirect`), so the export benchmark encodes the way `LabelsParser export` encodes `Labels`.
struct BenchLabels: LabelGroup {
  @Indirect var section0: BenchSection
  @Indirect var section1: BenchSection
  @Indirect var section2: BenchPanelledSection
  @Indirect var section3: BenchSection
  @Indirect var section4: BenchSection
  @Indirect var section5: BenchPanelledSection
  @Indirect var section6: BenchSection
  @Indirect var section7: BenchSection
  @Indirect var section8: BenchPanelledSection
  @Indirect var section9: BenchSection
  @Indirect var section10: BenchSection
  @Indirect var section11: BenchPanelledSection
  @Indirect var section12: BenchSection
  @Indirect var section13: BenchSection
  @Indirect var section14: BenchPanelledSection
  @Indirect var section15: BenchSection
  @Indirect var section16: BenchSection
  @Indirect var section17: BenchPanelledSection
  @Indirect var section18: BenchSection
  @Indirect var section19: BenchSection
  @Indirect var section20: BenchPanelledSection
  @Indirect var section21: BenchSection
  @Indirect var section22: BenchSection
  @Indirect var section23: BenchPanelledSection
  @Indirect var section24: BenchSection

  /// Takes the texts of its labels from `texts`, in the order the synthetic document is generated.
  init(texts: inout SyntheticTexts) {
    section0 = BenchSection(texts: &texts)
    section1 = BenchSection(texts: &texts)
    section2 = BenchPanelledSection(texts: &texts)
    section3 = BenchSection(texts: &texts)
    section4 = BenchSection(texts: &texts)
    section5 = BenchPanelledSection(texts: &texts)
    section6 = BenchSection(texts: &texts)
    section7 = BenchSection(texts: &texts)
    section8 = BenchPanelledSection(texts: &texts)
    section9 = BenchSection(texts: &texts)
    section10 = BenchSection(texts: &texts)
    section11 = BenchPanelledSection(texts: &texts)
    section12 = BenchSection(texts: &texts)
    section13 = BenchSection(texts: &texts)
    section14 = BenchPanelledSection(texts: &texts)
    section15 = BenchSection(texts: &texts)
    section16 = BenchSection(texts: &texts)
    section17 = BenchPanelledSection(texts: &texts)
    section18 = BenchSection(texts: &texts)
    section19 = BenchSection(texts: &texts)
    section20 = BenchPanelledSection(texts: &texts)
    section21 = BenchSection(texts: &texts)
    section22 = BenchSection(texts: &texts)
    section23 = BenchPanelledSection(texts: &texts)
    section24 = BenchSection(texts: &texts)
  }
}
