#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A growable byte buffer for the canonical writer: an append is a capacity check and a copy, with none
/// of `Array`'s uniqueness checks and generic sequence copying, which were a sixth of an export.
struct ByteSink: ~Copyable {
  private var base: UnsafeMutablePointer<UInt8>
  private var count = 0
  private var capacity: Int

  /// An empty buffer with room for `capacity` bytes before it grows.
  init(capacity: Int) {
    self.capacity = max(capacity, 16)
    base = .allocate(capacity: self.capacity)
  }

  deinit {
    base.deallocate()
  }

  /// Appends one byte.
  mutating func append(_ byte: UInt8) {
    if count == capacity { grow(to: count + 1) }
    base[count] = byte
    count += 1
  }

  /// Appends bytes.
  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
    if count + bytes.count > capacity { grow(to: count + bytes.count) }
    memcpy(base + count, source, bytes.count)
    count += bytes.count
  }

  /// Appends the UTF-8 bytes of a text.
  mutating func append(utf8 text: String) {
    var text = text
    text.withUTF8 { append($0) }
  }

  /// Appends `count` spaces.
  mutating func appendSpaces(_ spaces: Int) {
    guard spaces > 0 else { return }
    if count + spaces > capacity { grow(to: count + spaces) }
    memset(base + count, Int32(UInt8(ascii: " ")), spaces)
    count += spaces
  }

  /// The bytes written, as an array.
  consuming func bytes() -> [UInt8] {
    Array(UnsafeBufferPointer(start: base, count: count))
  }

  private mutating func grow(to needed: Int) {
    var newCapacity = capacity * 2
    while newCapacity < needed { newCapacity *= 2 }
    let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newBase.update(from: base, count: count)
    base.deallocate()
    base = newBase
    capacity = newCapacity
  }
}
