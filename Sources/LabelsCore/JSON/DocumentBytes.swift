/// A document's bytes at an address that does not move while anything holds them: memory of their
/// own, or a file mapped into memory, released with the last reference. ``JSONTape`` reads over them
/// without a copy, so that a large file can be mapped rather than read.
public final class DocumentBytes: @unchecked Sendable {
  /// The bytes; valid only for as long as this object lives, so only a holder of the object reads them.
  package let buffer: UnsafeBufferPointer<UInt8>
  private let release: @Sendable (UnsafeBufferPointer<UInt8>) -> Void

  /// Bytes that `release` frees when the last reference goes: a mapping's unmapping, say. Nothing may
  /// write to them while this object lives.
  public init(
    _ buffer: UnsafeBufferPointer<UInt8>, release: @escaping @Sendable (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    self.buffer = buffer
    self.release = release
  }

  /// A copy of `bytes` in memory of its own.
  public convenience init(copying bytes: [UInt8]) {
    let memory = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
    _ = memory.initialize(from: bytes)
    self.init(UnsafeBufferPointer(memory)) { $0.deallocate() }
  }

  deinit {
    release(buffer)
  }
}
