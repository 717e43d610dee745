/// Where something is: a file as the user named it or as a path from the repository root, and the
/// 1-based line and column where they are known. The one way the tool says "where", for diagnostics,
/// annotations and imported labels alike.
package struct FileLocation: Hashable, Sendable, CustomStringConvertible {
  /// The file, such as `Exports/1.2.0/ru.json` or `Defaults/Labels+Russian.swift`.
  package let file: String
  /// The 1-based line, when known.
  package let line: Int?
  /// The 1-based column, counted in Unicode scalars, when known (only with a line).
  package let column: Int?

  /// Creates a location.
  package init(file: String, line: Int? = nil, column: Int? = nil) {
    self.file = file
    self.line = line
    self.column = line == nil ? nil : column
  }

  /// `file:line:column`, or as much of it as is known.
  package var description: String {
    [file, line.map(String.init), column.map(String.init)].compactMap { $0 }.joined(separator: ":")
  }
}
