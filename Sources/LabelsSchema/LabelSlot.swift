/// Where a stored property of a label struct is, how it is keyed and what it holds: what encoding reads
/// for every label, without calling a closure.
///
/// Unchecked `Sendable`: a slot is never changed, and its type is a metatype, which is immutable.
struct LabelSlot: @unchecked Sendable {
  /// How the property is encoded.
  enum Kind {
    /// A `String`, encoded directly.
    case string
    /// An optional, left out when `nil`.
    case optional(any Encodable.Type)
    /// Any other `Encodable` value.
    case value(any Encodable.Type)
  }

  /// The property's JSON key.
  let key: LabelKey
  /// Where the property starts in the struct.
  let offset: Int
  /// How the property is encoded.
  let kind: Kind

  /// The slot of a property of a type at an offset.
  init(key: LabelKey, offset: Int, type: any Encodable.Type) {
    self.key = key
    self.offset = offset
    if type == String.self {
      kind = .string
    } else {
      kind = type is any OptionalLabel.Type ? .optional(type) : .value(type)
    }
  }
}
