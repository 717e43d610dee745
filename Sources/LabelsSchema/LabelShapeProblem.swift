/// Why ``LabelGroup``'s reflection cannot encode, decode or compare a struct as written: a shape that
/// synthesised conformances would handle differently, or refuse to compile.
///
/// Found once per type, when its ``LabelLayout`` is made; every use of the type then fails with the
/// same sentence, naming the type, the property and the fix.
enum LabelShapeProblem: Error, Equatable, CustomStringConvertible {
  /// The type is a class or an enum: reflection builds only a struct property by property.
  case notAStruct(group: String)
  /// A stored property's type is not both `Encodable` and `Decodable`.
  case notCodable(group: String, property: String, type: String)
  /// A stored property's type is not `Equatable`, so `==` could not compare it.
  case notEquatable(group: String, property: String, type: String)
  /// A stored property whose name starts with `_`: a property wrapper other than ``Indirect``, whose
  /// storage is `_name`, or a name written so; its JSON key would not be the name the app reads.
  case underscoreStorage(group: String, storage: String, type: String)
  /// A `lazy var`, stored as `$__lazy_storage_$_name`: an optional the struct fills on first read.
  case lazyProperty(group: String, property: String)

  /// The prefix of a `lazy var`'s storage.
  static let lazyStoragePrefix = "$__lazy_storage_$_"

  /// The problem, the type and property it is in, and the fix.
  var description: String {
    switch self {
    case .notAStruct(let group):
      "\(group) is not a struct; only a struct can be a LabelGroup: declare it as a struct"
    case .notCodable(let group, let property, let type):
      "\(group).\(property) is of type \(type), which is not Codable: make \(type) Codable, or keep the "
        + "property out of the label struct"
    case .notEquatable(let group, let property, let type):
      "\(group).\(property) is of type \(type), which is not Equatable, so == cannot compare it: make "
        + "\(type) Equatable, or keep the property out of the label struct"
    case .underscoreStorage(let group, let storage, let type):
      "\(group).\(storage) (of type \(type)) is stored under a name starting with '_': a property wrapper "
        + "other than @Indirect, or a name written so, would be encoded as '\(storage)': remove the "
        + "wrapper (only @Indirect is supported) or the leading '_'"
    case .lazyProperty(let group, let property):
      "\(group).\(property) is a lazy var, which would be encoded as "
        + "'\(Self.lazyStoragePrefix)\(property)': make it a computed property or a stored let"
    }
  }
}
