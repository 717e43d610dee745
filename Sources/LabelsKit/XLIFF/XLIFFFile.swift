/// One `<file>` of an XLIFF 1.2 document: the texts of one locale, translated from the base locale.
package struct XLIFFFile: Equatable, Sendable {
  /// The `original` attribute: what the texts come from.
  package let original: String
  /// The `source-language`: the base locale.
  package let sourceLanguage: String
  /// The `target-language`: the locale translated into; `nil` when the file names none.
  package let targetLanguage: String?
  /// The units, in file order.
  package let units: [XLIFFUnit]
  /// The line of the `<file>` element in the document read; 0 for a file written.
  package let line: Int

  /// Creates a file.
  package init(
    original: String, sourceLanguage: String, targetLanguage: String?, units: [XLIFFUnit], line: Int = 0
  ) {
    self.original = original
    self.sourceLanguage = sourceLanguage
    self.targetLanguage = targetLanguage
    self.units = units
    self.line = line
  }
}
