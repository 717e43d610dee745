import LabelsKit

extension ExportFolder {
  /// Makes the disk match the planned files, printing `wrote PATH` or `removed PATH` for each difference
  /// and then a summary line that names the output as `label`, with `note` in parentheses.
  /// - Throws: ``CommandFailure`` (73) naming the file that could not be written; nothing was changed.
  func write(
    _ files: [ExportFile],
    differences: [Difference],
    label: String,
    note: String? = nil,
    console: Console
  ) throws(CommandFailure) {
    do {
      try apply(files, differences: differences)
    } catch {
      throw CommandFailure(writing: error)
    }
    for difference in differences {
      switch difference {
      case .missing(let path), .outOfDate(let path): console.reportLine("wrote \(path)")
      case .unexpected(let path): console.reportLine("removed \(path)")
      }
    }
    console.output(
      differences.isEmpty
        ? "\(label) is up to date (\(files.count) files)"
        : "\(label): \(differences.count) of \(files.count) files changed" + (note.map { " (\($0))" } ?? "")
    )
  }
}
