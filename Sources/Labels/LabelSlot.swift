/// Where a stored property of a label struct is and how it is keyed: what encoding reads for every label.
struct LabelSlot: Sendable {
  /// The property's JSON key.
  let key: LabelKey
  /// Where the property starts in the struct.
  let offset: Int
  /// Whether the property is a `String`, encoded without calling its field's closure.
  let isString: Bool
}
