@_spi(Reflection) import Swift

/// How ``LabelGroup`` encodes, decodes and compares one struct type: the name, type and byte offset of
/// each stored property, found by reflection once per type and then reused for every value.
///
/// `Mirror` would look up each property's name and type again for every value and cast it to
/// `Encodable` each time, which made encoding a 10,000-label locale take 60 ms (see README
/// "Benchmarks"); a layout reads each property at its offset, as a key path to it would, without the
/// key path's generic projection. Decoding initialises each property in place at its offset, so no
/// struct needs an `init(from:)` of its own (see README "Large catalogs").
///
/// Unchecked `Sendable`: a layout is never changed after it is made, and its closures capture only
/// offsets, keys and the types reflection found.
struct LabelLayout<Group: LabelGroup>: @unchecked Sendable {
  /// One stored property.
  struct Field {
    /// Where the property starts in the struct.
    let offset: Int
    /// Decodes the member of its key into uninitialised memory of the property's type.
    let decode: (KeyedDecodingContainer<LabelKey>, UnsafeMutableRawPointer) throws -> Void
    /// Deinitialises a decoded property, when a later one fails.
    let destroy: (UnsafeMutableRawPointer) -> Void
    /// Whether the property is equal in both values; `false` when its type is not `Equatable`.
    let isEqual: (Group, Group) -> Bool
  }

  /// The stored properties in declaration order.
  let fields: [Field]
  /// The key, offset and type of each of ``fields``, what encoding reads: no closures, so encoding
  /// retains nothing that the threads encoding this type share.
  let slots: [LabelSlot]
  /// Why values of the type cannot be encoded or decoded property by property, if they cannot.
  let unsupported: String?

  /// The layout of `Group`, worked out on first use.
  static var shared: LabelLayout {
    LabelLayoutCache.shared.layout(of: Group.self) { LabelLayout() }
  }

  private init() {
    var fields: [Field] = []
    var slots: [LabelSlot] = []
    let isStruct = _forEachField(of: Group.self) { name, offset, type, _ in
      let name = String(cString: name)
      // An `@Indirect` property is stored as `_name`; its JSON key is the name as written.
      let key =
        type is any IndirectLabel.Type && name.hasPrefix("_")
        ? LabelKey(String(name.dropFirst())) : LabelKey(name)
      fields.append(Self.field(named: name, key: key, at: offset, of: type))
      slots.append(LabelSlot(key: key, offset: offset, type: type))
      return true
    }
    self.fields = fields
    self.slots = slots
    unsupported = isStruct ? nil : "\(Group.self) is not a struct; only a struct can be a LabelGroup"
  }

  /// Decodes a value from an object, each stored property from the member of its name, in order.
  /// - Throws: `DecodingError` when the value is not an object or a member is missing or of another type.
  func decode(from decoder: any Decoder) throws -> Group {
    if let unsupported {
      throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: unsupported))
    }
    let container = try decoder.container(keyedBy: LabelKey.self)
    // Every stored property is initialised at its offset before the value is moved out; when one fails,
    // the ones before it are deinitialised and nothing is moved.
    let value = UnsafeMutablePointer<Group>.allocate(capacity: 1)
    defer { value.deallocate() }
    let storage = UnsafeMutableRawPointer(value)
    var decoded = 0
    do {
      for field in fields {
        try field.decode(container, storage + field.offset)
        decoded += 1
      }
    } catch {
      for field in fields.prefix(decoded) { field.destroy(storage + field.offset) }
      throw error
    }
    return value.move()
  }

  private static func field(named name: String, key: LabelKey, at offset: Int, of valueType: Any.Type)
    -> Field
  {
    let decode =
      (valueType as? any Decodable.Type).map { decoding($0, key: key) } ?? { container, _ in
        throw DecodingError.dataCorrupted(
          .init(
            codingPath: container.codingPath,
            debugDescription: "\(Group.self).\(name) is of type \(valueType), which is not Decodable"))
      }
    let isEqual = (valueType as? any Equatable.Type).map { comparing($0, at: offset) } ?? { _, _ in false }
    return Field(offset: offset, decode: decode, destroy: destroying(valueType), isEqual: isEqual)
  }

  private static func decoding<Value: Decodable>(_ type: Value.Type, key: LabelKey)
    -> (KeyedDecodingContainer<LabelKey>, UnsafeMutableRawPointer) throws -> Void
  {
    if Value.self == String.self {
      return { container, memory in
        memory.assumingMemoryBound(to: String.self).initialize(
          to: try container.decode(String.self, forKey: key))
      }
    }
    // An optional is `nil` when its member is missing or `null`, as synthesised code decodes it.
    if let optional = Value.self as? any DecodableOptional.Type {
      return decodingOptional(optional, key: key)
    }
    return { container, memory in
      memory.assumingMemoryBound(to: Value.self).initialize(to: try container.decode(Value.self, forKey: key))
    }
  }

  private static func decodingOptional<Value: DecodableOptional>(_ type: Value.Type, key: LabelKey)
    -> (KeyedDecodingContainer<LabelKey>, UnsafeMutableRawPointer) throws -> Void
  {
    { container, memory in
      memory.assumingMemoryBound(to: Value.self).initialize(to: try Value.decodeIfPresent(key, in: container))
    }
  }

  private static func destroying(_ type: Any.Type) -> (UnsafeMutableRawPointer) -> Void {
    func destroy<Value>(_ type: Value.Type) -> (UnsafeMutableRawPointer) -> Void {
      { memory in memory.assumingMemoryBound(to: Value.self).deinitialize(count: 1) }
    }
    return destroy(type)
  }

  private static func comparing<Value: Equatable>(_ type: Value.Type, at offset: Int)
    -> (Group, Group) -> Bool
  {
    { left, right in read(left, at: offset, as: Value.self) == read(right, at: offset, as: Value.self) }
  }

  /// The stored property of `group` at a byte offset that reflection gave for a property of this type.
  static func read<Value>(_ group: Group, at offset: Int, as type: Value.Type) -> Value {
    withUnsafePointer(to: group) { UnsafeRawPointer($0).load(fromByteOffset: offset, as: Value.self) }
  }
}
