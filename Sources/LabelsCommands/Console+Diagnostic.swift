import LabelsKit

extension Console {
  /// Prints one diagnostic line to stderr through ``LogText``: the keys, values and file names in it
  /// may come from a stranger's pull request, and must neither end the line (forging a diagnostic or a
  /// workflow command) nor reach the terminal as an escape.
  func diagnostic(_ line: String) {
    error(LogText.escaped(line))
  }

  /// Prints one report line to stdout through ``LogText``, for lines that name a file found on disk or
  /// a name given on the command line.
  func reportLine(_ line: String) {
    output(LogText.escaped(line))
  }
}
