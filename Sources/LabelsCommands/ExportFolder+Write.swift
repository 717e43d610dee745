import LabelsKit

extension ExportFolder {
  /// Makes the disk match the planned files, printing `wrote PATH` or `removed PATH` for each difference
  /// and then a summary line that names the output as `label`, with `note` in parentheses. `with`'s files
  /// are written in the same step (``apply(_:differences:with:)``).
  /// - Throws: ``CommandFailure`` (73) naming the file that could not be written; nothing was changed.
  func write(
    _ files: [ExportFile],
    differences: [FolderDifference],
    label: String,
    note: String? = nil,
    with write: StagedWrite = StagedWrite(),
    console: Console
  ) throws(CommandFailure) {
    do {
      try apply(files, differences: differences, with: write)
    } catch {
      throw CommandFailure(writing: error)
    }
    for difference in differences { console.reportLine(difference.writtenLine) }
    console.output(FolderDifference.summary(differences, fileCount: files.count, label: label, note: note))
  }
}
