@_spi(Reflection) import Swift

/// How ``LabelGroup`` encodes and compares one struct type: the name, type and byte offset of each stored
/// property, found by reflection once per type and then reused for every value.
///
/// `Mirror` would look up each property's name and type again for every value and cast it to
/// `Encodable` each time, which made encoding a 10,000-label locale take 60 ms (see README
/// "Benchmarks"); a layout reads each property at its offset, as a key path to it would, without the
/// key path's generic projection.
///
/// Unchecked `Sendable`: a layout is never changed after it is made, and its closures capture only
/// offsets, keys and the types reflection found.
struct LabelLayout<Group: LabelGroup>: @unchecked Sendable {
  /// One stored property.
  struct Field {
    /// Encodes the property of a value under its key; leaves out a `nil` optional.
    let encode: (Group, inout KeyedEncodingContainer<LabelKey>) throws -> Void
    /// Whether the property is equal in both values; `false` when its type is not `Equatable`.
    let isEqual: (Group, Group) -> Bool
  }

  /// The stored properties in declaration order.
  let fields: [Field]

  /// The layout of `Group`, worked out on first use.
  static var shared: LabelLayout {
    LabelLayoutCache.shared.layout(of: Group.self) { LabelLayout() }
  }

  private init() {
    var fields: [Field] = []
    _forEachField(of: Group.self) { name, offset, type, _ in
      fields.append(Self.field(named: String(cString: name), at: offset, of: type))
      return true
    }
    self.fields = fields
  }

  private static func field(named name: String, at offset: Int, of valueType: Any.Type) -> Field {
    // An `@Indirect` property is stored as `_name`; its JSON key is the name as written.
    let key =
      valueType is any IndirectLabel.Type && name.hasPrefix("_")
      ? LabelKey(String(name.dropFirst())) : LabelKey(name)
    let encode =
      (valueType as? any Encodable.Type).map { encoding($0, at: offset, key: key) } ?? { _, _ throws in }
    let isEqual = (valueType as? any Equatable.Type).map { comparing($0, at: offset) } ?? { _, _ in false }
    return Field(encode: encode, isEqual: isEqual)
  }

  private static func encoding<Value: Encodable>(_ type: Value.Type, at offset: Int, key: LabelKey)
    -> (Group, inout KeyedEncodingContainer<LabelKey>) throws -> Void
  {
    if Value.self == String.self {
      return { group, container in
        try container.encode(read(group, at: offset, as: String.self), forKey: key)
      }
    }
    if Value.self is any OptionalLabel.Type {
      return { group, container in
        let value = read(group, at: offset, as: Value.self)
        if let optional = value as? any OptionalLabel, optional.isNone { return }
        try container.encode(value, forKey: key)
      }
    }
    return { group, container in try container.encode(read(group, at: offset, as: Value.self), forKey: key) }
  }

  private static func comparing<Value: Equatable>(_ type: Value.Type, at offset: Int)
    -> (Group, Group) -> Bool
  {
    { left, right in read(left, at: offset, as: Value.self) == read(right, at: offset, as: Value.self) }
  }

  /// The stored property of `group` at a byte offset that reflection gave for a property of this type.
  private static func read<Value>(_ group: Group, at offset: Int, as type: Value.Type) -> Value {
    withUnsafePointer(to: group) { UnsafeRawPointer($0).load(fromByteOffset: offset, as: Value.self) }
  }
}
