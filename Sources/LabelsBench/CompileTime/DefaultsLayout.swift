/// One way to lay out a generated schema and its defaults, with the build settings of both targets.
struct DefaultsLayout: Sendable {
  /// How a conformance is provided.
  enum Conformance: Sendable {
    /// Declared and left to the compiler.
    case synthesized
    /// Written out in the source (Codable through one shared `CodingKey` type).
    case handWritten
    /// Not declared.
    case omitted
  }

  /// How each locale's instance is written.
  enum LocaleSplit: Sendable {
    /// One `static let` per locale holding the whole nested initialiser, in one file.
    case oneExpression
    /// One file per section and locale, each a typed `static let` of that section.
    case sectionConstants
    /// One file per section and locale, each a computed `static var` (a function body) of that section.
    case sectionFunctions
  }

  /// The name `--layout` takes.
  let name: String
  /// What the layout changes, for the table.
  let summary: String
  /// One file per section of the schema instead of one file.
  var schemaFilePerSection = false
  /// How `Equatable` is provided.
  var equatable = Conformance.synthesized
  /// How `Codable` is provided.
  var codable = Conformance.synthesized
  /// How locales are split.
  var locales = LocaleSplit.oneExpression
  /// Extra compiler flags for the Labels and Defaults targets (`unsafeFlags`).
  var swiftFlags: [String] = []

  /// The layouts the benchmark knows, the first.
  static let all: [DefaultsLayout] = [
    DefaultsLayout(name: "issue", summary: "one schema file, one expression per locale"),
    DefaultsLayout(
      name: "recommended",
      summary: "schema file per section, section functions per locale",
      schemaFilePerSection: true, locales: .sectionFunctions),
  ]

  /// The names `--layout` accepts.
  static var names: [String] { all.map(\.name) }

  /// The layout with a name.
  static func named(_ name: String) -> DefaultsLayout? {
    all.first { $0.name == name }
  }
}
