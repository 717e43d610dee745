import Defaults
import Labels
import Testing

/// Your own tests of your labels. This folder is yours, as `Sources/Labels` and `Defaults` are: no
/// toolchain upgrade touches it, and on a pull request that changes only your paths `make test` runs it
/// with `DefaultsTests`, not the toolchain's whole suite. Add a test for what your app relies on: a legal
/// line that must name the company, a button title that must stay short, a text two screens must share.
@Suite struct TeamTests {
  /// An example to keep or replace: the base locale, which every missing text falls back to, is one of the
  /// catalog's locales.
  @Test func theBaseLocaleIsOneOfTheCatalogs() {
    #expect(LabelsCatalog.locales.contains { $0.locale == LabelsCatalog.baseLocale })
  }
}
