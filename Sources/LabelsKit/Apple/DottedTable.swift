/// The labels of one locale's document under their dotted keys: the text labels a `.strings` table
/// holds and the plural labels a `.stringsdict` file holds, each sorted by key in Unicode scalar order.
public struct DottedTable: Equatable, Sendable {
  /// The text labels.
  public let texts: [DottedLabel]
  /// The plural labels.
  public let plurals: [DottedPlural]
  /// The labels of several counts, which a `.stringsdict` file holds beside the plural labels.
  public let pluralTexts: [DottedPluralText]
  /// Where each label is in the document, by dotted key; empty for a table read from a file.
  public let paths: [String: DottedLabelPath]

  /// Creates a table.
  public init(
    texts: [DottedLabel], plurals: [DottedPlural] = [], pluralTexts: [DottedPluralText] = [],
    paths: [String: DottedLabelPath] = [:]
  ) {
    self.texts = texts
    self.plurals = plurals
    self.pluralTexts = pluralTexts
    self.paths = paths
  }
}
