/// Where an imported label comes from: a file, and the line and column when the format has them.
public struct SourceLocation: Equatable, Sendable, CustomStringConvertible {
  /// The file, as the user named it.
  public let file: String
  /// The 1-based line, for `.strings` files.
  public let line: Int?
  /// The 1-based column, for `.strings` files.
  public let column: Int?

  /// Creates a location.
  public init(file: String, line: Int? = nil, column: Int? = nil) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `file:line:column`, or as much of it as is known.
  public var description: String {
    [file, line.map(String.init), column.map(String.init)].compactMap { $0 }.joined(separator: ":")
  }
}
