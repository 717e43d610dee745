/// One way to lay out a generated schema and its defaults, with the build settings of both targets.
struct DefaultsLayout: Sendable {
  /// How the schema structs get `Codable` and `Equatable`.
  enum Conformances: Sendable {
    /// `Codable, Equatable, Sendable`, all synthesised by the compiler.
    case synthesized
    /// `LabelGroup`: encoding, decoding and `==` written once, by reflection.
    case labelGroup
  }

  /// How each locale's instance is written.
  enum LocaleSplit: Sendable {
    /// One `static let` per locale holding the whole nested initialiser, in one file.
    case oneExpression
    /// One file per section and locale, each a computed `static var` (a function body) of that section,
    /// and a typed `static let` per locale that assembles them.
    case sectionFunctions
  }

  /// The name `--layout` takes.
  let name: String
  /// What the layout changes, for the notes.
  let summary: String
  /// One file per section of the schema instead of one file.
  var schemaFilePerSection = false
  /// How conformances are provided.
  var conformances = Conformances.synthesized
  /// Nested struct properties marked `@Indirect`.
  var indirect = false
  /// Labels declared `public let` instead of `public var`: no setter and `modify` accessor per label.
  var constantLabels = false
  /// `@Indirect` nested structs declared `public private(set) var`: no `modify` coroutine per nested
  /// struct (`internal(set)` would still emit one, as debug builds enable testing).
  var readOnlyGroups = false
  /// How locales are split.
  var locales = LocaleSplit.oneExpression
  /// Extra compiler flags for the Labels and Defaults targets (`unsafeFlags`).
  var swiftFlags: [String] = []

  /// The layouts the benchmark knows: the issue's, then one change at a time towards the recommended one.
  static let all: [DefaultsLayout] = [
    DefaultsLayout(
      name: "issue", summary: "one schema file, synthesised conformances, one expression per locale"),
    DefaultsLayout(
      name: "split", summary: "one schema file per section, one computed property per section and locale",
      schemaFilePerSection: true, locales: .sectionFunctions),
    DefaultsLayout(
      name: "indirect", summary: "split, and nested struct properties @Indirect",
      schemaFilePerSection: true, indirect: true, locales: .sectionFunctions),
    DefaultsLayout(
      name: "label-group", summary: "indirect, and LabelGroup instead of synthesised conformances",
      schemaFilePerSection: true, conformances: .labelGroup, indirect: true, locales: .sectionFunctions),
    DefaultsLayout(
      name: "recommended",
      summary: "label-group, every label a `public let` and every nested struct `public private(set)`",
      schemaFilePerSection: true, conformances: .labelGroup, indirect: true, constantLabels: true,
      readOnlyGroups: true, locales: .sectionFunctions),
    DefaultsLayout(
      name: "recommended-line-tables", summary: "recommended, and -gline-tables-only (unsafeFlags)",
      schemaFilePerSection: true, conformances: .labelGroup, indirect: true, constantLabels: true,
      readOnlyGroups: true, locales: .sectionFunctions,
      swiftFlags: ["-gline-tables-only"]),
  ]

  /// The names `--layout` accepts.
  static var names: [String] { all.map(\.name) }

  /// The layout with a name.
  static func named(_ name: String) -> DefaultsLayout? {
    all.first { $0.name == name }
  }
}
