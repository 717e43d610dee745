/// A coding key that knows the Swift name of the stored property it encodes, which may differ from the
/// JSON key (`LabelGroup.labelKeys`): how the tool learns, from the compiled schema, which JSON key each
/// property of the source is stored under.
public protocol PropertyCodingKey: CodingKey {
  /// The property's name as written in Swift, without backticks or `@Indirect`'s `_`.
  var propertyName: String { get }
}
