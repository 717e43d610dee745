/// The coding key of every label struct: the property's name as written.
public struct LabelKey: CodingKey, Sendable {
  public let stringValue: String
  public var intValue: Int? { nil }

  /// A key for a property name.
  public init(_ name: String) {
    stringValue = name
  }

  public init(stringValue: String) {
    self.stringValue = stringValue
  }

  public init?(intValue: Int) {
    nil
  }
}
