import Labels

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

  init(from decoder: any Decoder) throws {
    let labels = try LabelDecoder(decoder)
    section0 = try labels.decode("section0")
    section1 = try labels.decode("section1")
    section2 = try labels.decode("section2")
    section3 = try labels.decode("section3")
    section4 = try labels.decode("section4")
    section5 = try labels.decode("section5")
    section6 = try labels.decode("section6")
    section7 = try labels.decode("section7")
    section8 = try labels.decode("section8")
    section9 = try labels.decode("section9")
    section10 = try labels.decode("section10")
    section11 = try labels.decode("section11")
    section12 = try labels.decode("section12")
    section13 = try labels.decode("section13")
    section14 = try labels.decode("section14")
    section15 = try labels.decode("section15")
    section16 = try labels.decode("section16")
    section17 = try labels.decode("section17")
    section18 = try labels.decode("section18")
    section19 = try labels.decode("section19")
    section20 = try labels.decode("section20")
    section21 = try labels.decode("section21")
    section22 = try labels.decode("section22")
    section23 = try labels.decode("section23")
    section24 = try labels.decode("section24")
  }
}
