import LabelsKit

extension Console {
  /// Prints one diagnostic line to stderr through ``LogText``: the keys, values and file names in it
  /// may come from a stranger's pull request, and must neither end the line (forging a diagnostic or a
  /// workflow command) nor reach the terminal as an escape.
  func diagnostic(_ line: String) {
    error(LogText.escaped(line))
  }
}
