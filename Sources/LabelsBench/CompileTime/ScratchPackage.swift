import LabelsKit
import LabelsSchema

/// A package of generated `Labels` and `Defaults` targets, and an `App` that encodes every locale.
///
/// The schema has `labelCount` string labels in groups of 20, groups in sections of 20 (three levels:
/// `labels.section01.group07.label12`), every struct `Codable, Equatable, Sendable` unless the layout
/// says otherwise. Every locale initialises every label through the memberwise initialisers, so a
/// missing label is a compile error in every layout. With ``pluralEvery``, every n-th label of a group is
/// a `Plural`, which each locale writes with its language's initialiser (`.ru(one:few:many:other:)`).
/// Schema files go to `Sources/Labels` and locale files to `Defaults/`, as the team's files do in this
/// project; the toolchain's are whole folders beside them.
struct ScratchPackage {
  /// Labels in the schema.
  let labelCount: Int
  /// Number of locales.
  let localeCount: Int
  /// The layout under test.
  let layout: DefaultsLayout
  /// This project's toolchain folders the schema builds on, by path below `Sources/`: `LabelsCore`,
  /// `LabelsSchema` and `LabelsModule` (``CompileTimeBenchmark/toolchainFiles()``); written into the
  /// package when the layout uses them.
  var toolchainFiles: [String: String] = [:]
  /// Every n-th label of a group is a plural label (10: 10 % of the labels); `nil` for none.
  var pluralEvery: Int? = nil

  private static let perStruct = 20

  /// Whether the schema uses this project's toolchain (`LabelGroup`, `@Indirect`, `Plural`, ...): then its
  /// `Labels` module is laid out as this project's, `Sources/Labels` with `Sources/LabelsModule` on
  /// `LabelsSchema` and `LabelsCore`.
  var usesToolchain: Bool { layout.conformances != .synthesized || layout.indirect }

  /// Whether a label of a group is a plural label.
  private func isPlural(_ label: Int) -> Bool {
    pluralEvery.map { label.isMultiple(of: $0) } ?? false
  }

  private var groupCount: Int { max(1, labelCount / Self.perStruct) }
  private var sectionCount: Int { max(1, (groupCount + Self.perStruct - 1) / Self.perStruct) }

  /// The groups of a section: 20, fewer in the last one.
  private func groups(in section: Int) -> ClosedRange<Int> {
    1...min(Self.perStruct, groupCount - (section - 1) * Self.perStruct)
  }

  /// The locales' tags and the names of their instances.
  var locales: [(tag: String, name: String)] {
    SyntheticCatalog.localeTags.prefix(localeCount).enumerated().map { index, tag in
      (tag, index == 0 ? "base" : "locale\(index)")
    }
  }

  /// Every file of the package, by path relative to its root.
  var files: [(path: String, text: String)] {
    var files = [("Package.swift", manifest), ("Sources/App/main.swift", app), Self.foundationTargetFile]
    if usesToolchain {
      files += toolchainFiles.keys.sorted().map { ("Sources/" + $0, toolchainFiles[$0] ?? "") }
    }
    files += schemaFiles
    files += localeFiles
    return files
  }

  /// The file and the text of one label to edit for the incremental rebuild: in the last locale,
  /// the middle section.
  var editedFile: String {
    let name = locales[locales.count - 1].name
    switch layout.locales {
    case .oneExpression: return "Defaults/Labels+\(name).swift"
    case .sectionFunctions:
      return "Defaults/\(name)/\(name)+\(Self.sectionType(max(1, sectionCount / 2))).swift"
    }
  }

  // MARK: Package

  private var manifest: String {
    let settings =
      layout.swiftFlags.isEmpty
      ? ""
      : ", swiftSettings: [.unsafeFlags([\(layout.swiftFlags.map { "\"\($0)\"" }.joined(separator: ", "))])]"
    let labels =
      usesToolchain
      ? Self.toolchainTargets(otherFolders: ["App"], labelsSettings: settings)
      : ".target(name: \"Labels\", path: \"Sources/Labels\"\(settings)),\n    \(Self.foundationTarget)"
    return """
      // swift-tools-version:6.0
      import PackageDescription

      let package = Package(
        name: "Scratch",
        targets: [
          \(labels)
          .target(name: "Defaults", dependencies: ["Labels"], path: "Defaults"\(settings)),
          .executableTarget(name: "App", dependencies: ["Labels", "Defaults"], path: "Sources/App"),
        ]
      )

      """
  }

  /// The manifest's targets of a `Labels` module laid out as this project's: `LabelsCore`,
  /// `LabelsSchema`, and `Labels` from `Sources/Labels` with `Sources/LabelsModule`, whose path is
  /// `Sources`, so it excludes the other targets' folders there (`otherFolders` besides the toolchain's).
  static func toolchainTargets(otherFolders: [String], labelsSettings: String = "") -> String {
    let excluded = (otherFolders + ["LabelsCore", "LabelsSchema", "Toolchain"]).map { "\"\($0)\"" }
      .joined(separator: ", ")
    return """
      .target(name: "LabelsCore", path: "Sources/LabelsCore"),
          .target(name: "LabelsSchema", dependencies: ["LabelsCore"], path: "Sources/LabelsSchema"),
          \(foundationTarget)
          .target(
            name: "Labels", dependencies: ["LabelsSchema"], path: "Sources", exclude: [\(excluded)],
            sources: ["Labels", "LabelsModule"]\(labelsSettings)),
      """
  }

  /// The manifest's target that stands for the project's toolchain targets importing Foundation
  /// (`LabelsKit`, `LabelsCommands`, `LabelsRuntime`): in the project they are built before the team's
  /// labels ever are, and with them the module cache of Foundation and the C modules below it, which the
  /// app's first file would otherwise build inside the timed clean build (1.5 to 2 s on 2 cores, whatever
  /// the labels). The benchmarks build it first, untimed, as they build `LabelsSchema`.
  static let foundationTarget = #".target(name: "Toolchain", path: "Sources/Toolchain"),"#

  /// The one file of ``foundationTarget``.
  static let foundationTargetFile = (
    path: "Sources/Toolchain/Toolchain.swift",
    text: """
    import Foundation

    /// Stands for the project's toolchain targets that import Foundation; built before the labels.
    public let encoder = JSONEncoder()

    """
  )

  private var app: String {
    """
    import Defaults
    import Foundation
    import Labels

    for (locale, labels) in LabelsCatalog.locales {
      let data = try JSONEncoder().encode(labels)
      print(locale, data.count, labels.section01.group01.label01)
    }

    """
  }

  // MARK: Schema

  private var schemaFiles: [(path: String, text: String)] {
    let sections = (1...sectionCount).map { section in
      "extension Labels {\n" + sectionDeclaration(section) + "}\n"
    }
    let root = rootDeclaration
    guard layout.schemaFilePerSection else {
      return [("Sources/Labels/Labels.swift", ([root] + sections).joined(separator: "\n"))]
    }
    return [("Sources/Labels/Labels.swift", root)]
      + sections.enumerated().map { index, text in
        ("Sources/Labels/Labels+\(Self.sectionType(index + 1)).swift", text)
      }
  }

  private var rootDeclaration: String {
    let properties = (1...sectionCount).map { (Self.sectionProperty($0), Self.sectionType($0)) }
    return structDeclaration(
      "Labels", properties, indent: 0, extra: "  public static let schemaVersion = \"1.0.0\"\n")
  }

  private func sectionDeclaration(_ section: Int) -> String {
    let groupProperties = groups(in: section).map { (Self.groupProperty($0), Self.groupType($0)) }
    let labels = (1...Self.perStruct).map { (Self.labelProperty($0), isPlural($0) ? "Plural" : "String") }
    let nested = groups(in: section).map {
      structDeclaration(Self.groupType($0), labels, indent: 4, extra: "")
    }
    return structDeclaration(
      Self.sectionType(section), groupProperties, indent: 2, extra: nested.joined(separator: "\n"))
  }

  private var conformances: String {
    layout.conformances == .synthesized ? "Codable, Equatable, Sendable" : "LabelGroup"
  }

  /// A public struct with its stored properties, memberwise initialiser and hand-written conformances.
  private func structDeclaration(_ name: String, _ properties: [(String, String)], indent: Int, extra: String)
    -> String
  {
    let pad = String(repeating: " ", count: indent)
    var lines = ["\(pad)public struct \(name): \(conformances) {"]
    lines += properties.map { name, type in
      let wrapped = layout.indirect && type != "String" && type != "Plural"
      let keyword = layout.constantLabels && !wrapped ? "let" : "var"
      let access = wrapped && layout.readOnlyGroups ? "public private(set)" : "public"
      return "\(pad)  \(wrapped ? "@Indirect " : "")\(access) \(keyword) \(name): \(type)"
    }
    let parameters = properties.map { "\($0.0): \($0.1)" }.joined(separator: ", ")
    lines.append("\(pad)  public init(\(parameters)) {")
    lines += properties.map { "\(pad)    self.\($0.0) = \($0.0)" }
    lines.append("\(pad)  }")
    if !extra.isEmpty { lines.append(extra.hasSuffix("\n") ? String(extra.dropLast()) : extra) }
    lines.append("\(pad)}")
    return lines.joined(separator: "\n") + "\n"
  }

  // MARK: Locales

  private var localeFiles: [(path: String, text: String)] {
    let entries = locales.map { "    (\"\($0.tag)\", .\($0.name))," }.joined(separator: "\n")
    var files = [
      (
        "Defaults/LabelsCatalog.swift",
        """
        import Labels

        public enum LabelsCatalog {
          public static let locales: [(String, Labels)] = [
        \(entries)
          ]
        }

        """
      )
    ]
    for (index, locale) in locales.enumerated() {
      let words = SyntheticCatalog.words(for: locale.tag)
      var generator = SeededGenerator(seed: UInt64(index + 1))
      switch layout.locales {
      case .oneExpression:
        let sections = (1...sectionCount).map { section in
          "    \(Self.sectionProperty(section)): "
            + sectionExpression(section, indent: 4, locale: locale.tag, words: words, using: &generator)
        }.joined(separator: ",\n")
        files.append(
          (
            "Defaults/Labels+\(locale.name).swift",
            "import Labels\n\nextension Labels {\n  public static let \(locale.name) = Labels(\n\(sections)\n  )\n}\n"
          ))
      case .sectionFunctions:
        let sections = (1...sectionCount).map { "    \(Self.sectionProperty($0)): .\(locale.name)" }
          .joined(separator: ",\n")
        files.append(
          (
            "Defaults/\(locale.name)/Labels+\(locale.name).swift",
            "import Labels\n\nextension Labels {\n  public static let \(locale.name): Labels = Labels(\n\(sections)\n  )\n}\n"
          ))
        for section in 1...sectionCount {
          let type = "Labels.\(Self.sectionType(section))"
          let body = sectionExpression(
            section, indent: 4, locale: locale.tag, words: words, using: &generator)
          let declaration = "  static var \(locale.name): \(type) {\n    \(body)\n  }\n"
          files.append(
            (
              "Defaults/\(locale.name)/\(locale.name)+\(Self.sectionType(section)).swift",
              "import Labels\n\nextension \(type) {\n\(declaration)}\n"
            ))
        }
      }
    }
    return files
  }

  private func sectionExpression(
    _ section: Int, indent: Int, locale tag: String, words: [String], using generator: inout SeededGenerator
  ) -> String {
    let pad = String(repeating: " ", count: indent)
    let type = "Labels.\(Self.sectionType(section))"
    let groups = groups(in: section).map { group in
      let labels = (1...Self.perStruct).map { label in
        let text = SyntheticCatalog.text(words: words, using: &generator)
        let value =
          isPlural(label) ? Self.plural(text, locale: tag) : SwiftStringLiteral.text(text)
        return "\(pad)    \(Self.labelProperty(label)): \(value)"
      }.joined(separator: ",\n")
      return "\(pad)  \(Self.groupProperty(group)): \(type).\(Self.groupType(group))(\n\(labels)\n\(pad)  )"
    }.joined(separator: ",\n")
    return "\(type)(\n\(groups)\n\(pad))"
  }

  /// A plural label in a locale: its language's initialiser with a form per category the language needs,
  /// each the text and the count (`.ru(one: "… %lld", few: "… %lld", many: …, other: …)`).
  static func plural(_ text: String, locale: String) -> String {
    let language = locale.split(separator: "-").first.map(String.init) ?? locale
    let forms = PluralRules.forLocale(locale).categories.map { category in
      "\(category.rawValue): \(SwiftStringLiteral.text(text + " %lld"))"
    }
    return ".\(language)(\(forms.joined(separator: ", ")))"
  }

  private static func twoDigits(_ number: Int) -> String {
    number < 10 ? "0\(number)" : String(number)
  }
  static func sectionType(_ number: Int) -> String { "Section" + twoDigits(number) }
  private static func sectionProperty(_ number: Int) -> String { "section" + twoDigits(number) }
  private static func groupType(_ number: Int) -> String { "Group" + twoDigits(number) }
  private static func groupProperty(_ number: Int) -> String { "group" + twoDigits(number) }
  private static func labelProperty(_ number: Int) -> String { "label" + twoDigits(number) }
}
