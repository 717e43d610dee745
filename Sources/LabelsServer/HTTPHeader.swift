/// One header field of a request or a response: its name as written and its value.
package struct HTTPHeader: Equatable, Sendable {
  /// The field name, such as `Content-Type`; compared without case.
  package let name: String
  /// The field value, without the whitespace around it.
  package let value: String

  /// A field named `name` holding `value`.
  package init(_ name: String, _ value: String) {
    self.name = name
    self.value = value
  }
}
