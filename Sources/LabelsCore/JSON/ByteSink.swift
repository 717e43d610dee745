#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A growable byte buffer for the canonical writer: an append is a capacity check and a copy, with none
/// of `Array`'s uniqueness checks and generic sequence copying, which were a sixth of an export.
///
/// A draining sink keeps nothing: each time it fills, it hands what it holds to its drain and empties,
/// so a document is printed or compared without ever being whole in memory.
package struct ByteSink: ~Copyable {
  private var base: UnsafeMutablePointer<UInt8>
  private var count = 0
  private var capacity: Int
  /// Where a draining sink's bytes go; `nil` for a sink that keeps them.
  private let drain: ((UnsafeBufferPointer<UInt8>) -> Void)?

  /// An empty buffer with room for `capacity` bytes before it grows.
  init(capacity: Int) {
    self.init(capacity: capacity, drain: nil)
  }

  /// An empty sink that hands its bytes to `drain`, 64 KiB at a time, instead of keeping them.
  init(draining drain: @escaping (UnsafeBufferPointer<UInt8>) -> Void) {
    self.init(capacity: 1 << 16, drain: drain)
  }

  private init(capacity: Int, drain: ((UnsafeBufferPointer<UInt8>) -> Void)?) {
    self.capacity = max(capacity, 16)
    self.drain = drain
    // malloc, not allocate, so that grow can realloc. Out of memory ends the process, as allocate does.
    base = malloc(self.capacity)!.assumingMemoryBound(to: UInt8.self)
  }

  deinit {
    free(base)
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

  /// Appends the UTF-8 of one character, with one capacity check for its up to four bytes.
  @inline(__always)
  mutating func append(utf8Of scalar: Unicode.Scalar) {
    if count + 4 > capacity { grow(to: count + 4) }
    let start = base + count
    var written = 0
    JSONStringBytes.forEachUTF8Byte(of: scalar) { byte in
      start[written] = byte
      written += 1
    }
    count += written
  }

  /// Appends `count` spaces, eight at a time: an indentation is a few bytes, for which calling
  /// `memset` cost more than the stores.
  mutating func appendSpaces(_ spaces: Int) {
    guard spaces > 0 else { return }
    let words = (spaces + 7) / 8
    if count + words * 8 > capacity { grow(to: count + words * 8) }
    let start = UnsafeMutableRawPointer(base + count)
    for word in 0..<words {
      start.storeBytes(of: 0x2020_2020_2020_2020 as UInt64, toByteOffset: word * 8, as: UInt64.self)
    }
    count += spaces
  }

  /// The bytes written, as an array.
  consuming func bytes() -> [UInt8] {
    Array(UnsafeBufferPointer(start: base, count: count))
  }

  /// Hands what a draining sink holds to its drain and empties it.
  mutating func flush() {
    guard let drain, count > 0 else { return }
    drain(UnsafeBufferPointer(start: base, count: count))
    count = 0
  }

  private mutating func grow(to needed: Int) {
    var needed = needed
    if drain != nil {
      needed -= count
      flush()
      if needed <= capacity { return }
    }
    var newCapacity = capacity * 2
    while newCapacity < needed { newCapacity *= 2 }
    // realloc moves a large buffer by remapping its pages instead of copying them, so growing never
    // holds the old and the new buffer at once: for a 100 MB document that was a second 100 MB.
    base = realloc(base, newCapacity)!.assumingMemoryBound(to: UInt8.self)
    capacity = newCapacity
  }
}
