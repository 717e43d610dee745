/// The coding key of every label struct: the property's JSON key (its name, or its entry in
/// ``LabelGroup/labelKeys``), with the property's Swift name.
public struct LabelKey: PropertyCodingKey, Sendable {
  public let stringValue: String
  public let propertyName: String
  public var intValue: Int? { nil }

  /// A key for a property whose JSON key is its name.
  public init(_ name: String) {
    stringValue = name
    propertyName = name
  }

  /// A key for a property stored under another JSON key.
  public init(_ key: String, property: String) {
    stringValue = key
    propertyName = property
  }

  public init(stringValue: String) {
    self.init(stringValue)
  }

  public init?(intValue: Int) {
    nil
  }
}
