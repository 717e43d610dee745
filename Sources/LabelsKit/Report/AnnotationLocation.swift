/// Where a GitHub annotation points: a file, as a path from the repository root, and its line.
public struct AnnotationLocation: Hashable, Sendable {
  /// The file, such as `Exports/1.2.0/ru.json`.
  public let file: String
  /// The 1-based line, when known.
  public let line: Int?

  /// Creates a location.
  public init(file: String, line: Int? = nil) {
    self.file = file
    self.line = line
  }
}
