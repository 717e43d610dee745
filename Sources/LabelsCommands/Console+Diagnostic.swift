import LabelsCore
import LabelsKit

extension Console {
  /// Prints a diagnostic to stderr as ``Diagnostic/text``, which goes through ``LogText``: the keys,
  /// values and file names in it may come from a stranger's pull request, and must neither end the
  /// line (forging a diagnostic or a workflow command) nor reach the terminal as an escape.
  func diagnostic(_ diagnostic: Diagnostic) {
    error(diagnostic.text)
  }

  /// Prints one report line to stdout through ``LogText``, for lines that name a file found on disk or
  /// a name given on the command line.
  func reportLine(_ line: String) {
    output(LogText.escaped(line))
  }
}
