/// FNV-1a, 64 bits: from the offset basis, each byte XORed in, then multiplied by the FNV prime. The
/// one hash of the entity tags the server sends and of the JSON keys import shortens.
public enum FNV1a {
  /// The hash of `bytes` (`0xcbf29ce484222325` for none).
  public static func hash64<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01B3
    }
    return hash
  }
}
