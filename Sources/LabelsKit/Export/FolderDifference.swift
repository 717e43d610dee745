/// How a file a command plans to write (an export, what emit or import writes) relates to what is on
/// disk, and what is printed for it.
public enum FolderDifference: Equatable, Sendable {
  /// The file does not exist.
  case missing(String)
  /// The file exists with other bytes.
  case outOfDate(String)
  /// A file beside the planned ones that the folder owns but the plan does not write.
  case unexpected(String)

  /// The diagnostic of `export --check` and `check`, which names the file and the fix.
  public var diagnostic: Diagnostic {
    switch self {
    case .missing(let path):
      Diagnostic(.error, at: FileLocation(file: path), "is missing", fix: "run 'make export'")
    case .outOfDate(let path):
      Diagnostic(.error, at: FileLocation(file: path), "is out of date", fix: "run 'make export'")
    case .unexpected(let path):
      Diagnostic(
        .error, at: FileLocation(file: path), "is not written by export",
        fix: "run 'make export' to remove it")
    }
  }

  /// The line printed once the difference is written: `wrote PATH` or `removed PATH`.
  public var writtenLine: String {
    switch self {
    case .missing(let path), .outOfDate(let path): "wrote \(path)"
    case .unexpected(let path): "removed \(path)"
    }
  }

  /// The line that ends a write of `fileCount` planned files into the output named `label`: up to date,
  /// or how many changed, with `note` in parentheses.
  public static func summary(
    _ differences: [FolderDifference], fileCount: Int, label: String, note: String? = nil
  ) -> String {
    differences.isEmpty
      ? "\(label) is up to date (\(fileCount) files)"
      : "\(label): \(differences.count) of \(fileCount) files changed" + (note.map { " (\($0))" } ?? "")
  }
}
