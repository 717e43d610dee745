/// The stored properties of a struct type, read from the Swift runtime's reflection metadata, as
/// ``LabelLayout`` needs them: name, byte offset and type, in declaration order.
///
/// The standard library's `_forEachField` does this, but it is SPI (`@_spi(Reflection)`), and the Swift
/// module of Apple's SDKs leaves SPI out: a call to it compiles on Linux and not for iOS. So this calls
/// the runtime's entry points that `_forEachField` and `Mirror` call, which every Swift runtime since
/// 5.2 exports (iOS 13.4, macOS 10.15.4, tvOS 13.4, watchOS 6.2; visionOS from its first release), below
/// the package's platforms.
enum StoredFields {
  /// Calls `body` with the name, offset and type of each stored property of `type`, in declaration order.
  /// - Returns: `false`, calling `body` for nothing, when `type` is not a struct (a class, an enum, ...).
  static func forEach(of type: Any.Type, _ body: (_ name: String, _ offset: Int, _ type: Any.Type) -> Void)
    -> Bool
  {
    guard metadataKind(type) == structKind else { return false }
    for index in 0..<recursiveChildCount(type) {
      var field = StoredFieldMetadata()
      let fieldType = childMetadata(type, index: index, fieldMetadata: &field)
      defer { field.freeName?(field.name) }
      body(field.name.map { String(cString: $0) } ?? "", childOffset(type, index: index), fieldType)
    }
    return true
  }

  /// The runtime's metadata kind of a struct (`MetadataKind::Struct`: 0 with the non-heap flag 0x200).
  private static let structKind: UInt = 0x200
}

/// The runtime's `_FieldReflectionMetadata` (SwiftShims): the field's name, the function that frees
/// it, and two flags this code does not read. Same layout as the C struct: two pointers, two bytes.
private struct StoredFieldMetadata {
  var name: UnsafePointer<CChar>? = nil
  var freeName: (@convention(c) (UnsafePointer<CChar>?) -> Void)? = nil
  var isStrong = false
  var isVar = false
}

// The runtime's entry points, with the Swift calling convention the standard library declares them with.
@_silgen_name("swift_getMetadataKind")
private func metadataKind(_ type: Any.Type) -> UInt

@_silgen_name("swift_reflectionMirror_recursiveCount")
private func recursiveChildCount(_ type: Any.Type) -> Int

@_silgen_name("swift_reflectionMirror_recursiveChildOffset")
private func childOffset(_ type: Any.Type, index: Int) -> Int

@_silgen_name("swift_reflectionMirror_recursiveChildMetadata")
private func childMetadata(
  _ type: Any.Type, index: Int, fieldMetadata: UnsafeMutablePointer<StoredFieldMetadata>
) -> Any.Type
