/// A finding with the file, and the line where known, that an editor should open for it.
public struct LocatedFinding: Equatable, Sendable {
  /// The finding.
  public let finding: Finding
  /// The file, such as `Exports/1.0.0/ru.json` or `Defaults/Labels+Russian.swift`, and the line.
  public let location: AnnotationLocation

  /// Places a finding in a file.
  public init(_ finding: Finding, at location: AnnotationLocation) {
    self.finding = finding
    self.location = location
  }

  /// `FILE[:LINE]: error: ru /login/greeting: message [rule-id]`, as editors and Xcode read it, printed
  /// through ``LogText`` so that it stays one line.
  public var diagnostic: String {
    let place = finding.place.isEmpty ? "" : finding.place + ": "
    return LogText.escaped(
      "\(location.file)\(location.line.map { ":\($0)" } ?? ""): \(finding.severity.rawValue): "
        + "\(place)\(finding.message) [\(finding.rule.rawValue)]")
  }
}
