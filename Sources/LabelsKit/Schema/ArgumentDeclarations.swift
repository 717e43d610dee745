import LabelsCore

/// The arguments of every typed label of a schema (`Template<String>` and the like), by place, as the
/// labels type declares them: what lint checks each locale's text against.
package struct ArgumentDeclarations: Equatable, Sendable {
  /// The declaration of each place, by its JSON Pointer tokens; list items are `0`.
  private let byPlace: [[String]: ArgumentDeclaration]

  /// No typed labels: what lint assumes for documents read from disk.
  package static let none = ArgumentDeclarations(byPlace: [:])

  /// Declarations by place; list items are `0` in the tokens.
  init(byPlace: [[String]: ArgumentDeclaration]) {
    self.byPlace = byPlace
  }

  /// The declarations of a `Decodable` labels type, read from what its `init(from:)` asks of a decoder,
  /// as ``JSONSchema/init(describing:)`` reads its schema.
  /// - Throws: ``SchemaError`` as ``JSONSchema/init(describing:)`` describes.
  package init<Labels: Decodable>(describing type: Labels.Type) throws(SchemaError) {
    self.init(byPlace: try RecordedSchema.recording(Labels.self).declarations())
  }

  /// The declaration of the label at a place, whose list items are `0`.
  package func declaration(at tokens: [String]) -> ArgumentDeclaration? {
    byPlace[tokens]
  }
}
