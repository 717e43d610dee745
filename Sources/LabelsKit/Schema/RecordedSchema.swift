import LabelsCore

/// What a `Decodable` type asked for at one place of its document, filled in as the recording decoder
/// walks the type; a reference, because containers share it with the decoder that made them.
final class RecordedSchema: ArgumentDeclarationRecorder {
  /// The shapes a place can be read as.
  enum Shape: Equatable {
    case scalar(JSONSchema)
    case object
    case dictionary
    case array
  }

  /// The JSON Pointer tokens of the place; array elements and dictionary values are `0`.
  let tokens: [String]
  private var shape: Shape?
  private var properties: [String: RecordedSchema] = [:]
  private var required: Set<String> = []
  /// The Swift name of each property's member, by its JSON key.
  private var propertyNames: [String: String] = [:]
  private var element: RecordedSchema?
  /// The arguments of the typed label read here, if it is one.
  private var declaration: ArgumentDeclaration?

  init(tokens: [String]) {
    self.tokens = tokens
  }

  /// The place as a JSON Pointer, such as `/expenses/categories/0/name`.
  var pointer: String {
    JSONPointer(tokens).description
  }

  /// Notes that the type reads this place as `shape`.
  /// - Throws: ``SchemaError/conflictingShapes(pointer:)`` when it was read as another shape before.
  func record(_ newShape: Shape) throws(SchemaError) {
    switch (shape, newShape) {
    case (nil, _): shape = newShape
    case (.dictionary, .object): return  // a dictionary is read through a keyed container too
    case (let current?, _) where current == newShape: return
    default: throw .conflictingShapes(pointer: pointer)
    }
  }

  /// Notes that a typed label is read here, which takes these arguments.
  func record(_ declaration: ArgumentDeclaration) {
    self.declaration = declaration
  }

  /// The arguments of every typed label recorded here and below, by the tokens of its place.
  func declarations() -> [[String]: ArgumentDeclaration] {
    var found: [[String]: ArgumentDeclaration] = [:]
    if let declaration { found[tokens] = declaration }
    for child in properties.values { found.merge(child.declarations()) { first, _ in first } }
    if let element { found.merge(element.declarations()) { first, _ in first } }
    return found
  }

  /// What a `Decodable` type asks for, recorded from its root.
  /// - Throws: ``SchemaError`` as ``JSONSchema/init(describing:)`` describes.
  static func recording<Labels: Decodable>(_ type: Labels.Type) throws(SchemaError) -> RecordedSchema {
    let root = RecordedSchema(tokens: [])
    do {
      _ = try SchemaRecordingDecoder.decode(Labels.self, into: root)
    } catch let error as SchemaError {
      throw error
    } catch {
      throw .undecodable(pointer: "", type: String(describing: Labels.self), reason: "\(error)")
    }
    return root
  }

  /// The JSON path pattern of every property recorded here and below, by the pattern of its Swift
  /// property names (each escaped as a JSON Pointer token, `*` for an array element):
  /// `/keepsYourTimelineUpToDate` → `/Keeps your timeline up to date%2E`.
  func propertyPatterns(from properties: String = "", to pattern: String = "") -> [String: String] {
    var found: [String: String] = [:]
    if shape == .array, let element {
      found.merge(element.propertyPatterns(from: properties + "/*", to: pattern + "/*")) { first, _ in first }
    }
    guard shape == .object else { return found }
    for (key, child) in self.properties {
      let childProperties = properties + "/" + JSONPointer.escape(propertyNames[key] ?? key)
      let childPattern = pattern + "/" + JSONPointer.escape(key)
      found[childProperties] = childPattern
      found.merge(child.propertyPatterns(from: childProperties, to: childPattern)) { first, _ in first }
    }
    return found
  }

  /// Notes that the type asked a keyed container here for its keys: the object is a dictionary.
  func markAsDictionary() {
    if shape == .object { shape = .dictionary }
  }

  /// The place of a member read through a keyed container: the value every dictionary entry shares,
  /// or the named property, which is required when any read of it is not `decodeIfPresent`.
  /// - Parameter property: the Swift name of the property read from the member.
  func member(_ key: String, property: String? = nil, required isRequired: Bool) -> RecordedSchema {
    if shape == .dictionary { return elementSchema() }
    if isRequired { required.insert(key) }
    if let property { propertyNames[key] = property }
    if let existing = properties[key] { return existing }
    let child = RecordedSchema(tokens: tokens + [key])
    properties[key] = child
    return child
  }

  /// The place every array element or dictionary value shares.
  func elementSchema() -> RecordedSchema {
    if let element { return element }
    let child = RecordedSchema(tokens: tokens + ["0"])
    element = child
    return child
  }

  /// The schema recorded here.
  /// - Throws: ``SchemaError/emptyType(pointer:)`` when the type read nothing here or in an element.
  func schema() throws(SchemaError) -> JSONSchema {
    switch shape {
    case .scalar(let schema): return schema
    case .object:
      var schemas: [String: JSONSchema] = [:]
      for (key, child) in properties { schemas[key] = try child.schema() }
      return .object(properties: schemas, required: required)
    case .dictionary: return .dictionary(values: try elementOrEmpty().schema())
    case .array: return .array(items: try elementOrEmpty().schema())
    case nil: throw .emptyType(pointer: pointer)
    }
  }

  private func elementOrEmpty() throws(SchemaError) -> RecordedSchema {
    guard let element else { throw .emptyType(pointer: pointer + "/0") }
    return element
  }
}
