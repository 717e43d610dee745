/// The labels of one locale's document under their dotted keys: the text labels a `.strings` table
/// holds and the plural labels a `.stringsdict` file holds, each sorted by key in Unicode scalar order.
public struct DottedTable: Equatable, Sendable {
  /// The text labels.
  public let texts: [DottedLabel]
  /// The plural labels.
  public let plurals: [DottedPlural]

  /// Creates a table.
  public init(texts: [DottedLabel], plurals: [DottedPlural] = []) {
    self.texts = texts
    self.plurals = plurals
  }
}
