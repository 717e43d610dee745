/// Keeps a nested label struct out of line, so the struct holding it is one pointer per member instead
/// of every string of every level below.
///
/// Mark each property whose type is another label struct `@Indirect`, declared
/// `@Indirect public private(set) var` as import writes it: read-only outside the schema like its
/// labels, and without the `modify` coroutine a public setter would add to the build. Reads look the
/// same (`labels.settings.title`); the JSON is the wrapped value's own. Without it, the compiler
/// generates copy and destroy code for the whole tree in every struct above a label and in every module
/// that copies one.
@propertyWrapper
public struct Indirect<Value: Codable & Equatable & Sendable>: Codable, Equatable, Sendable {
  @usableFromInline
  final class Box: Sendable {
    @usableFromInline let value: Value

    @usableFromInline
    init(_ value: Value) {
      self.value = value
    }
  }

  @usableFromInline var box: Box

  /// Stores a value.
  @inlinable
  public init(wrappedValue: Value) {
    box = Box(wrappedValue)
  }

  /// The stored value.
  @inlinable
  public var wrappedValue: Value {
    get { box.value }
    set { box = Box(newValue) }
  }

  /// Decodes the wrapped value from the same place.
  /// - Throws: the wrapped value's `DecodingError`.
  public init(from decoder: any Decoder) throws {
    box = Box(try Value(from: decoder))
  }

  /// Encodes the wrapped value in the same place.
  /// - Throws: the wrapped value's `EncodingError`.
  public func encode(to encoder: any Encoder) throws {
    try box.value.encode(to: encoder)
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.box === rhs.box || lhs.box.value == rhs.box.value
  }
}

/// A property wrapped in ``Indirect``, seen through reflection: its stored name starts with `_`.
protocol IndirectLabel {}

extension Indirect: IndirectLabel {}
