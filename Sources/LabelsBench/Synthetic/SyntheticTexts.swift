/// The label texts of one locale in the order a synthetic document takes them: the same locale always
/// gives the same texts, so `SyntheticCatalog` and `BenchLabels` hold the same labels.
struct SyntheticTexts {
  private var generator: SeededGenerator
  private let words: [String]

  /// The texts of a locale, in its script.
  init(locale: String) {
    generator = SeededGenerator(seed: SyntheticCatalog.seed(of: locale))
    words = SyntheticCatalog.words(for: locale)
  }

  /// The next text.
  mutating func next() -> String {
    SyntheticCatalog.text(words: words, using: &generator)
  }
}
