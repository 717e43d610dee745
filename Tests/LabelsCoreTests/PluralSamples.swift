import LabelsCore
import Testing

/// The locales that share one set of CLDR plural rules, and the samples CLDR lists under each category
/// (generated into `PluralSamples+CLDR.swift`): every number written as in `plurals.xml`, such as `1`,
/// `1.50` or `1.2c6`.
struct PluralSamples: CustomTestStringConvertible {
  let locales: [String]
  let integers: [PluralCategory: [String]]
  let decimals: [PluralCategory: [String]]

  var testDescription: String { locales.joined(separator: " ") }
}
