// The libFuzzer entry point for `make fuzz`: compiled with LabelsKit's sources by swiftc
// (-sanitize=fuzzer,address), not part of `make test`.
//
// Every input goes through the strict reader; whatever it accepts must survive a canonical round
// trip unchanged, and the canonical form must be a fixed point. An input with a NUL byte is split
// into OLD and NEW documents for the diff: a document compared with itself is identical, every
// change's path resolves in the document it addresses, and every report format renders.

@_cdecl("LLVMFuzzerTestOneInput")
public func labelsFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  if let separator = bytes.firstIndex(of: 0) {
    checkDiff(old: Array(bytes[..<separator]), new: Array(bytes[(separator + 1)...]))
  } else {
    checkRoundTrip(bytes)
  }
  return 0
}

private func checkRoundTrip(_ bytes: [UInt8]) {
  guard let value = try? StrictJSONReader.read(bytes) else { return }
  let canonical = CanonicalJSONWriter.bytes(value)
  guard let reread = try? StrictJSONReader.read(canonical) else {
    preconditionFailure("the reader refuses the canonical form of a document it accepted")
  }
  precondition(reread == value, "the canonical round trip changed the document")
  precondition(CanonicalJSONWriter.bytes(reread) == canonical, "the canonical form is not a fixed point")
}

/// A change's path resolves in the document it addresses; inside an array element matched by `id`,
/// the element is addressed by its index in NEW (design section 4), so a removal there resolves up to
/// its parent in NEW.
private func pathResolves(_ change: Change, old: JSONValue, new: JSONValue) -> Bool {
  let document = change.rule.addressesNewDocument ? new : old
  if change.path.value(in: document) != nil { return true }
  guard change.id != nil, let parent = change.path.parent else { return false }
  return parent.value(in: new) != nil
}

private func checkDiff(old oldBytes: [UInt8], new newBytes: [UInt8]) {
  guard let old = try? StrictJSONReader.read(oldBytes), let new = try? StrictJSONReader.read(newBytes) else {
    return
  }
  precondition(SchemaDiff.compare(old: old, new: old).verdict == .identical, "a document differs from itself")
  let report = SchemaDiff.compare(old: old, new: new)
  for change in report.changes {
    precondition(pathResolves(change, old: old, new: new), "a change's path does not resolve: \(change.path)")
  }
  for format in ReportFormat.allCases {
    _ = report.rendered(as: format)
  }
}
