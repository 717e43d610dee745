import LabelsKit

/// A finding with the file (and line, where known) that an editor should open for it.
struct LocatedFinding: Equatable {
  /// The finding.
  let finding: Finding
  /// The file to open, such as `Exports/1.0.0/ru.json` or `Defaults/Labels+Russian.swift`.
  let file: String
  /// The 1-based line, where known.
  let line: Int?

  /// `FILE[:LINE]: error: ru /login/greeting: message [rule-id]`, as editors and Xcode read it.
  var diagnostic: String {
    "\(file)\(line.map { ":\($0)" } ?? ""): \(finding.severity.rawValue): \(subject)\(finding.message) "
      + "[\(finding.rule.rawValue)]"
  }

  /// The locale and the JSON Pointer, followed by `: `, or nothing for the whole upload.
  var subject: String {
    let parts = [finding.locale?.rawValue, finding.pointer.isEmpty ? nil : finding.printablePointer]
      .compactMap { $0 }
    return parts.isEmpty ? "" : parts.joined(separator: " ") + ": "
  }
}
