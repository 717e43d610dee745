import LabelsCore

extension Diagnostic {
  /// The error of a file that is not valid JSON: `FILE:LINE:COLUMN: error: message`.
  package init(reading error: JSONReadError, in file: String) {
    self.init(.error, at: FileLocation(file: file, line: error.line, column: error.column), error.message)
  }
}
