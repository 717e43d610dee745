/// How ``LabelGroup`` encodes, decodes and compares one struct type: the name, type and byte offset of
/// each stored property, found by reflection once per type and then reused for every value.
///
/// `Mirror` would look up each property's name and type again for every value and cast it to
/// `Encodable` each time, which made encoding a 10,000-label locale take 60 ms (see
/// docs/benchmarks.md); a layout reads each property at its offset, as a key path to it would, without the
/// key path's generic projection. Decoding initialises each property in place at its offset, so no
/// struct needs an `init(from:)` of its own (see docs/large-catalogs.md).
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
    /// Whether the property is equal in both values.
    let isEqual: (Group, Group) -> Bool
  }

  /// The stored properties in declaration order.
  let fields: [Field]
  /// The key, offset and type of each of ``fields``, what encoding reads: no closures, so encoding
  /// retains nothing that the threads encoding this type share.
  let slots: [LabelSlot]
  /// Why values of the type cannot be encoded, decoded or compared property by property, if they cannot.
  let problems: [LabelShapeProblem]

  /// The layout of `Group`, worked out on first use.
  static var shared: LabelLayout {
    LabelLayoutCache.shared.layout(of: Group.self) { LabelLayout() }
  }

  /// Every one of ``problems``, the sentence that encoding, decoding and `==` fail with; `nil` when there
  /// are none.
  var unsupported: String? {
    problems.isEmpty ? nil : problems.map(\.description).joined(separator: "; ")
  }

  private init() {
    var fields: [Field] = []
    var slots: [LabelSlot] = []
    var problems: [LabelShapeProblem] = []
    let group = "\(Group.self)"
    let keys = Group.labelKeys
    let isStruct = StoredFields.forEach(of: Group.self) { name, offset, type in
      do throws(LabelShapeProblem) {
        let member = try Self.member(storedAs: name, of: type, in: group, keys: keys)
        fields.append(Self.field(member.type, key: member.key, at: offset))
        slots.append(LabelSlot(key: member.key, offset: offset, type: member.type))
      } catch {
        problems.append(error)
      }
    }
    self.fields = fields
    self.slots = slots
    self.problems = isStruct ? problems : [.notAStruct(group: group)]
  }

  /// The JSON key (the property's name, or its entry in `keys`, ``LabelGroup/labelKeys``) and the type
  /// of a stored property, when it can be encoded, decoded and compared as the synthesised code would.
  /// - Throws: the ``LabelShapeProblem`` of a property that cannot.
  private static func member(
    storedAs name: String, of type: Any.Type, in group: String, keys: [String: String]
  )
    throws(LabelShapeProblem)
    -> (key: LabelKey, type: any (Codable & Equatable).Type)
  {
    if name.hasPrefix(LabelShapeProblem.lazyStoragePrefix) {
      throw .lazyProperty(
        group: group, property: String(name.dropFirst(LabelShapeProblem.lazyStoragePrefix.count)))
    }
    // An `@Indirect` property is stored as `_name`; its JSON key is the name as written.
    let isIndirect = type is any IndirectLabel.Type && name.hasPrefix("_")
    if name.hasPrefix("_"), !isIndirect {
      throw .underscoreStorage(group: group, storage: name, type: "\(type)")
    }
    let property = isIndirect ? String(name.dropFirst()) : name
    guard type is any Codable.Type else {
      throw .notCodable(group: group, property: property, type: "\(type)")
    }
    guard let type = type as? any (Codable & Equatable).Type else {
      throw .notEquatable(group: group, property: property, type: "\(type)")
    }
    return (LabelKey(keys[property] ?? property, property: property), type)
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

  private static func field<Value: Codable & Equatable>(_ type: Value.Type, key: LabelKey, at offset: Int)
    -> Field
  {
    Field(
      offset: offset, decode: decoding(type, key: key), destroy: destroying(type),
      isEqual: comparing(type, at: offset))
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

  private static func destroying<Value>(_ type: Value.Type) -> (UnsafeMutableRawPointer) -> Void {
    { memory in memory.assumingMemoryBound(to: Value.self).deinitialize(count: 1) }
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
