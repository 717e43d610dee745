#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A growable byte buffer for the canonical writer: an append is a capacity check and a copy, with none
/// of `Array`'s uniqueness checks and generic sequence copying, which were a sixth of an export.
///
/// A sink made to compare keeps nothing: each time it fills, what it holds is compared with the
/// expected bytes and dropped, so checking that a document is canonical needs no copy of it.
struct ByteSink: ~Copyable {
  private var base: UnsafeMutablePointer<UInt8>
  private var count = 0
  private var capacity: Int
  /// What a comparing sink's bytes must be; `nil` for a sink that keeps its bytes.
  private let expected: [UInt8]?
  /// How many bytes a comparing sink has compared and dropped.
  private var compared = 0
  /// Whether a comparing sink has seen a difference.
  private var differs = false

  /// An empty buffer with room for `capacity` bytes before it grows.
  init(capacity: Int) {
    self.init(capacity: capacity, expected: nil)
  }

  /// An empty sink that compares what is written with `expected` instead of keeping it.
  init(comparingWith expected: [UInt8]) {
    self.init(capacity: 1 << 16, expected: expected)
  }

  private init(capacity: Int, expected: [UInt8]?) {
    self.capacity = max(capacity, 16)
    self.expected = expected
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

  /// Whether a comparing sink was given exactly the expected bytes.
  consuming func matchesExpected() -> Bool {
    compareAndDrop()
    return !differs && compared == expected?.count
  }

  private mutating func grow(to needed: Int) {
    var needed = needed
    if expected != nil {
      needed -= count
      compareAndDrop()
      if needed <= capacity { return }
    }
    var newCapacity = capacity * 2
    while newCapacity < needed { newCapacity *= 2 }
    // realloc moves a large buffer by remapping its pages instead of copying them, so growing never
    // holds the old and the new buffer at once: for a 100 MB document that was a second 100 MB.
    base = realloc(base, newCapacity)!.assumingMemoryBound(to: UInt8.self)
    capacity = newCapacity
  }

  /// Compares what a comparing sink holds with the expected bytes that follow those already compared,
  /// then empties it.
  private mutating func compareAndDrop() {
    guard let expected, !differs else {
      count = 0
      return
    }
    let end = compared + count
    if end > expected.count {
      differs = true
    } else if count > 0 {
      differs = expected.withUnsafeBufferPointer { memcmp($0.baseAddress! + compared, base, count) != 0 }
    }
    compared = end
    count = 0
  }
}
