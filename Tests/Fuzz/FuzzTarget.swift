// The libFuzzer entry point for `make fuzz`: compiled with LabelsKit's sources by swiftc
// (-sanitize=fuzzer,address), not part of `make test`.
//
// Every input goes through the strict reader; whatever it accepts must survive a canonical round
// trip unchanged, and the canonical form must be a fixed point.

@_cdecl("LLVMFuzzerTestOneInput")
public func labelsFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard let value = try? StrictJSONReader.read(bytes) else { return 0 }
  let canonical = CanonicalJSONWriter.bytes(value)
  guard let reread = try? StrictJSONReader.read(canonical) else {
    preconditionFailure("the reader refuses the canonical form of a document it accepted")
  }
  precondition(reread == value, "the canonical round trip changed the document")
  precondition(CanonicalJSONWriter.bytes(reread) == canonical, "the canonical form is not a fixed point")
  return 0
}
