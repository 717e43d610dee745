import LabelsCore

/// The JSON path pattern of each label of a compiled labels type, by the path of its Swift property
/// names: what turns the property a doc comment of the source is written on into the key the label is
/// stored under (the property's name, or its entry in `LabelGroup.labelKeys`).
///
/// Read from what the type's `init(from:)` asks of a decoder, as ``JSONSchema/init(describing:)`` reads
/// its schema, so the keys are the compiled type's own and never re-derived from the source text.
package struct SchemaPropertyPaths: Equatable, Sendable {
  /// The JSON path pattern by the property path pattern; both escape each token as a JSON Pointer and
  /// write an array element as `*`: `/keepsYourTimelineUpToDate` → `/Keeps your timeline up to date%2E`.
  let patterns: [String: String]
  /// The property path pattern by the JSON path pattern: `patterns` the other way round.
  private let properties: [String: String]

  init(patterns: [String: String]) {
    self.patterns = patterns
    properties = Dictionary(patterns.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
  }

  /// The property paths of a `Decodable` labels type.
  /// - Throws: ``SchemaError`` as ``JSONSchema/init(describing:)`` describes.
  package init<Labels: Decodable>(describing type: Labels.Type) throws(SchemaError) {
    self.init(patterns: try RecordedSchema.recording(Labels.self).propertyPatterns())
  }

  /// The JSON path pattern of the label at a property path pattern, or `nil` when the type has no such
  /// property.
  package func pattern(ofProperties properties: String) -> String? {
    patterns[properties]
  }

  /// The Swift names of the properties that hold the value at `pointer`, outermost first: each JSON key
  /// the type knows as its property's name, an array index as `*`, and below the type's properties (a
  /// plural's forms, a label of several counts' variables) each token as it is.
  package func propertyNames(of pointer: JSONPointer) -> [String] {
    var pattern = ""
    var names: [String] = []
    for (index, token) in pointer.tokens.enumerated() {
      let member = pattern + "/" + JSONPointer.escape(token)
      if let found = properties[member], let name = JSONPointer(parsing: found)?.tokens.last {
        names.append(name)
        pattern = member
      } else if JSONPointer.arrayIndex(token) != nil {
        names.append("*")
        pattern += "/*"
      } else {
        return names + pointer.tokens.dropFirst(index)
      }
    }
    return names
  }
}
