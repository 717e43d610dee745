/// The Apple formats `emit` writes: a `.strings` table per locale, one String Catalog, or one XML
/// property list.
package enum AppleFormat: String, CaseIterable, Sendable {
  /// `<locale>.lproj/Labels.strings` per locale.
  case strings
  /// One String Catalog, `Labels.xcstrings`.
  case xcstrings
  /// One XML property list, `Labels.plist`, mapping each locale to its labels document.
  case plist

  /// The table name of the emitted files: `Labels.strings`, `Labels.xcstrings`, `Labels.plist`.
  package static let tableName = "Labels"
}
