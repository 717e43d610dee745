/// One `<trans-unit>` of an XLIFF 1.2 file: a text to translate, its translation and its state.
package struct XLIFFUnit: Equatable, Sendable {
  /// The unit's `id`: the JSON Pointer of the text in the locale's labels.
  package let id: String
  /// The base locale's text.
  package let source: String
  /// The translation; `nil` when the unit has no `<target>`.
  package let target: String?
  /// The target's `state` attribute (`new`, `needs-review-translation`, `translated`, `final`, …).
  package let state: String?
  /// Whether the unit says `approved="yes"`.
  package let approved: Bool
  /// The `<note>`s, for the translator.
  package let notes: [String]
  /// The line of the `<trans-unit>` in the file read; 0 for a unit written.
  package let line: Int

  /// Creates a unit.
  package init(
    id: String, source: String, target: String?, state: String?, approved: Bool = false, notes: [String] = [],
    line: Int = 0
  ) {
    self.id = id
    self.source = source
    self.target = target
    self.state = state
    self.approved = approved
    self.notes = notes
    self.line = line
  }
}
