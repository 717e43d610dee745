/// An escape of a `.strings` file that reads another text than it shows (`\(` reads `(`), read as Apple
/// reads it and noted where it stands, so that the import says what it took.
package struct StringsReadNote: Equatable, Sendable {
  /// The 1-based line of the escape's backslash.
  package let line: Int
  /// Its 1-based column, counted in Unicode scalars.
  package let column: Int
  /// A lowercase sentence: what the escape reads as, and how to write it.
  package let message: String
}
