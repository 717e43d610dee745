/// One header field of a request or a response: its name as written and its value.
public struct HTTPHeader: Equatable, Sendable {
  /// The field name, such as `Content-Type`; compared without case.
  public let name: String
  /// The field value, without the whitespace around it.
  public let value: String

  /// A field named `name` holding `value`.
  public init(_ name: String, _ value: String) {
    self.name = name
    self.value = value
  }
}
