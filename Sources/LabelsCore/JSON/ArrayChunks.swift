/// The elements of a long JSON array while it is read, in chunks that never grow, joined once at the end.
///
/// An array that grows by appending doubles its buffer and copies into it, so for a moment it holds its
/// elements twice: a 30-million-number array peaked at twice its 720 MB. Chunks are never copied while
/// reading, and joining frees each chunk as soon as it is copied, so the peak is the array plus one
/// chunk. Arrays of up to ``length`` elements never reach here.
struct ArrayChunks {
  /// The elements in one chunk: 1.5 MB of values.
  static let length = 1 << 16

  private var chunks: [[JSONValue]] = []

  /// Moves a full chunk of elements here, leaving `elements` empty with room for the next chunk.
  mutating func append(_ elements: inout [JSONValue]) {
    chunks.append(elements)
    elements = []
    elements.reserveCapacity(Self.length)
  }

  /// The number of elements in the chunks.
  var elementCount: Int { chunks.count * Self.length }

  /// The chunks and then `last`, as one array of exactly their count, leaving no chunk here. (Mutating,
  /// not consuming: a consumed copy would share the chunks with the caller, and none would be freed.)
  mutating func joined(with last: [JSONValue]) -> [JSONValue] {
    guard !chunks.isEmpty else { return last }
    var joined: [JSONValue] = []
    joined.reserveCapacity(chunks.count * Self.length + last.count)
    for position in chunks.indices {
      joined.append(contentsOf: chunks[position])
      chunks[position] = []
    }
    chunks = []
    joined.append(contentsOf: last)
    return joined
  }
}
