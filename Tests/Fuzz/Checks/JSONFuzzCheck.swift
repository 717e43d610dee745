import LabelsCore

#if canImport(LabelsKit)
  import LabelsKit
#endif

/// Whatever the strict reader accepts survives a canonical round trip unchanged, and the canonical form
/// is a fixed point; two documents separated by a NUL byte diff: a document compared with itself is
/// identical, every change's path resolves in the document it addresses, and every report format renders.
enum JSONFuzzCheck {
  static func violations(_ bytes: [UInt8]) -> [String] {
    if let (old, new) = bytes.splitAtFirstNUL { return diffViolations(old: old, new: new) }
    guard let value = try? StrictJSONReader.read(bytes) else { return [] }
    let canonical = CanonicalJSONWriter.bytes(value)
    guard let reread = try? StrictJSONReader.read(canonical) else {
      return ["the reader refuses the canonical form of a document it accepted"]
    }
    if reread != value { return ["the canonical round trip changed the document"] }
    if CanonicalJSONWriter.bytes(reread) != canonical { return ["the canonical form is not a fixed point"] }
    return []
  }

  private static func diffViolations(old oldBytes: [UInt8], new newBytes: [UInt8]) -> [String] {
    guard let old = try? StrictJSONReader.read(oldBytes), let new = try? StrictJSONReader.read(newBytes)
    else {
      return []
    }
    var violations: [String] = []
    if SchemaDiff.compare(old: old, new: old).verdict != .identical {
      violations.append("a document differs from itself")
    }
    let report = SchemaDiff.compare(old: old, new: new)
    for change in report.changes where !pathResolves(change, old: old, new: new) {
      violations.append("a change's path does not resolve: \(change.path)")
    }
    for format in ReportFormat.allCases where report.rendered(as: format).isEmpty {
      violations.append("the \(format) report is empty")
    }
    return violations
  }

  /// A change's path resolves in the document it addresses; inside an array element matched by `id`,
  /// the element is addressed by its index in NEW (design section 4), so a removal there resolves up to
  /// its parent in NEW.
  private static func pathResolves(_ change: Change, old: JSONValue, new: JSONValue) -> Bool {
    let document = change.rule.addressesNewDocument ? new : old
    if change.path.value(in: document) != nil { return true }
    guard change.id != nil, let parent = change.path.parent else { return false }
    return parent.value(in: new) != nil
  }
}
