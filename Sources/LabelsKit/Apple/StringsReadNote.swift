/// An escape of a `.strings` file that reads another text than it shows (`\(` reads `(`), read as Apple
/// reads it and noted where it stands, so that the import says what it took.
public struct StringsReadNote: Equatable, Sendable {
  /// The 1-based line of the escape's backslash.
  public let line: Int
  /// Its 1-based column, counted in Unicode scalars.
  public let column: Int
  /// A lowercase sentence: what the escape reads as, and how to write it.
  public let message: String
}
