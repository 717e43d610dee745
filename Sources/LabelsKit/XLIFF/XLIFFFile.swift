/// One `<file>` of an XLIFF 1.2 document: the texts of one locale, translated from the base locale.
public struct XLIFFFile: Equatable, Sendable {
  /// The `original` attribute: what the texts come from.
  public let original: String
  /// The `source-language`: the base locale.
  public let sourceLanguage: String
  /// The `target-language`: the locale translated into; `nil` when the file names none.
  public let targetLanguage: String?
  /// The units, in file order.
  public let units: [XLIFFUnit]
  /// The line of the `<file>` element in the document read; 0 for a file written.
  public let line: Int

  /// Creates a file.
  public init(
    original: String, sourceLanguage: String, targetLanguage: String?, units: [XLIFFUnit], line: Int = 0
  ) {
    self.original = original
    self.sourceLanguage = sourceLanguage
    self.targetLanguage = targetLanguage
    self.units = units
    self.line = line
  }
}
