import LabelsCore

extension Diagnostic {
  /// The diagnostic for people and editors, as compilers print them:
  /// `FILE:LINE:COLUMN: error: message; fix [rule-id]` (as much of the location as is known, none for
  /// a problem of no file), then each note on its own line indented by two spaces. Printed through
  /// ``LogText``, so that every line stays one line; no trailing newline.
  package var text: String {
    var line = location.map { "\($0): " } ?? ""
    line += "\(severity.rawValue): \(fullMessage)"
    if let rule { line += " [\(rule)]" }
    return ([line] + notes.map { "  " + $0 }).map { LogText.escaped($0) }.joined(separator: "\n")
  }
}
