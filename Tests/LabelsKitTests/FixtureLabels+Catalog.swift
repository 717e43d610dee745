import LabelsKit
import LabelsTestFixtures

/// The fixture catalog whose export is committed under `Golden/labels/`.
extension FixtureLabels {
  /// The version the fixture catalog is exported as; its Firebase line is `v2`.
  static let version = "2.1.0"

  /// The catalog of the base locale and a translation without the optional hint, base locale first.
  static func catalog() throws -> Catalog<FixtureLabels> {
    try Catalog(version: version, baseLocale: "en", entries: [("en", base), ("uk", partial)])
  }
}
