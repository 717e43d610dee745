/// The labels of one locale's document under their dotted keys: the text labels a `.strings` table
/// holds and the plural labels a `.stringsdict` file holds, each sorted by key in Unicode scalar order.
package struct DottedTable: Equatable, Sendable {
  /// The text labels.
  package let texts: [DottedLabel]
  /// The plural labels.
  package let plurals: [DottedPlural]
  /// The labels of several counts, which a `.stringsdict` file holds beside the plural labels.
  package let pluralTexts: [DottedPluralText]
  /// Where each label is in the document, by dotted key; empty for a table read from a file.
  package let paths: [String: DottedLabelPath]

  /// Creates a table.
  package init(
    texts: [DottedLabel], plurals: [DottedPlural] = [], pluralTexts: [DottedPluralText] = [],
    paths: [String: DottedLabelPath] = [:]
  ) {
    self.texts = texts
    self.plurals = plurals
    self.pluralTexts = pluralTexts
    self.paths = paths
  }
}
