/// A type of the schema as ``SchemaTypeScanner`` read it from source: whether it is a `LabelGroup`
/// struct, its stored properties in order and its `sourceKeys`.
struct SchemaType: Equatable, Sendable {
  /// A stored instance property: `public let welcome: String`, `@Indirect public var login: Login`.
  struct Property: Equatable, Sendable {
    /// The Swift name, without backticks.
    let name: String
    /// The declared type.
    let type: Reference
    /// The `///` comment above the declaration, or `nil` when it has none.
    let comment: String?
    /// The file and line of the property's name.
    let location: FileLocation
  }

  /// A property's declared type, as far as the path of its labels depends on it.
  indirect enum Reference: Equatable, Sendable {
    /// A type named by its dotted components, generic arguments dropped: `["Labels", "Login"]`,
    /// `["Template"]` for `Template<String>`.
    case named([String])
    /// `[Element]`.
    case array(Reference)
    /// `Wrapped?` or `Wrapped!`.
    case optional(Reference)
  }

  /// Whether the struct conforms to `LabelGroup`.
  var isLabelGroup = false
  /// The stored instance properties, in declaration order.
  var properties: [Property] = []
  /// The key `emit` writes for each label whose key is not its dotted path (`static let sourceKeys`).
  var sourceKeys: [String: String] = [:]
}
