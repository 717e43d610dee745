/// Writes the generated schema in the project's own layout (docs/large-catalogs.md):
/// `Sources/Labels/Labels.swift` for the root and `Sources/Labels/Labels+<Type>.swift` for each nested
/// struct, inside an extension of its parent: a `LabelGroup` of `public let` labels, `@Indirect public
/// var` nested structs, `labelKeys` for the keys that are not their Swift names, `sourceKeys` for the
/// keys `emit` writes that are not their JSON paths, a public memberwise initialiser, and the
/// `PluralVariable` enum of each label of several counts.
enum SwiftSchemaWriter {
  /// The most bytes a file name takes, `.swift` included: file systems refuse more than 255, and a
  /// deeply nested type's name joins every enclosing type's.
  static let maximumFileNameLength = 128
  /// The longest line swift-format keeps, as the repository's `.swift-format` sets it.
  static let lineLength = 110

  /// One file per struct.
  static func files(_ structs: [SwiftStruct], schemaVersion: String) -> [ExportFile] {
    let extensionLength = ".swift".utf8.count
    let names = SwiftName.unique(
      structs.map { declaration in
        SwiftName.bounded(
          (["Labels"] + declaration.typePath).joined(separator: "+"),
          to: maximumFileNameLength - extensionLength)
      }, reserved: [], ignoringCase: true)
    return zip(structs, names).map { declaration, name in
      ExportFile(
        path: "Sources/Labels/\(name).swift", contents: Array(source(declaration, schemaVersion).utf8))
    }
  }

  private static func source(_ declaration: SwiftStruct, _ schemaVersion: String) -> String {
    guard let name = declaration.typePath.last else {
      let header = [
        "/// The schema version the app reads its labels from (`Exports/<schemaVersion>/`).",
        "public static let schemaVersion = \(SwiftStringLiteral.text(schemaVersion))",
      ]
      return structLines(
        declaration, name: "Labels", indent: "",
        documentation: [
          declaration.summary, "",
          "Imported by `LabelsParser import`; every label keeps its original key in the JSON.",
        ],
        header: header + [""], initSummary: "Creates the labels of one locale."
      ).joined(separator: "\n") + "\n"
    }
    let parent = (["Labels"] + declaration.typePath.dropLast()).joined(separator: ".")
    let body = structLines(
      declaration, name: name, indent: "  ", documentation: [declaration.summary], header: [],
      initSummary: "Creates " + declaration.summary.prefix(1).lowercased() + declaration.summary.dropFirst())
    return (["extension \(parent) {"] + body + ["}"]).joined(separator: "\n") + "\n"
  }

  /// `public static var <name>: [String: String]` mapping each Swift name to its key, and a blank line;
  /// no lines when `entries` is empty.
  private static func table(
    _ name: String, summary: String, _ entries: [(name: String, key: String)], indent: String
  ) -> [String] {
    guard !entries.isEmpty else { return [] }
    var lines = [
      "\(indent)/// \(summary)",
      "\(indent)public static var \(name): [String: String] {",
      "\(indent)  [",
    ]
    // swift-format wants a trailing comma after every element of a list of several, and none after
    // the one element of a list.
    for entry in entries {
      let name = "\(indent)    \(SwiftStringLiteral.text(entry.name)):"
      let key = SwiftStringLiteral.text(entry.key) + (entries.count > 1 ? "," : "")
      // swift-format breaks a line too long after the colon, as it does an argument's label.
      lines +=
        name.unicodeScalars.count + 1 + key.unicodeScalars.count > lineLength
        ? [name, "\(indent)      \(key)"] : ["\(name) \(key)"]
    }
    return lines + ["\(indent)  ]", "\(indent)}", ""]
  }

  private static func structLines(
    _ declaration: SwiftStruct, name: String, indent: String, documentation: [String], header: [String],
    initSummary: String
  ) -> [String] {
    let inner = indent + "  "
    var lines = documentation.map { $0.isEmpty ? "\(indent)///" : "\(indent)/// \($0)" }
    lines.append("\(indent)public struct \(name): LabelGroup {")
    lines += header.map { $0.isEmpty ? "" : inner + $0 }
    let properties = declaration.properties
    lines += table(
      "labelKeys", summary: "The JSON key of each label whose key is not its Swift name.",
      properties.compactMap { $0.name == $0.key ? nil : ($0.name, $0.key) }, indent: inner)
    lines += table(
      "sourceKeys", summary: "The key the app looks up for each label whose key is not its path.",
      properties.compactMap { property in property.sourceKey.map { (property.name, $0) } }, indent: inner)
    for property in properties {
      lines += property.documentation.map { $0.isEmpty ? "\(inner)///" : "\(inner)/// \($0)" }
      let declaration = property.isIndirect ? "@Indirect public private(set) var" : "public let"
      lines.append("\(inner)\(declaration) \(SwiftName.declared(property.name)): \(property.type)")
    }
    if !properties.isEmpty { lines.append("") }
    lines.append("\(inner)/// \(initSummary)")
    let parameters = properties.map { "\(SwiftName.declared($0.name)): \($0.type)" }
    if parameters.isEmpty {
      lines.append("\(inner)public init() {}")
    } else {
      let oneLine = "\(inner)public init(\(parameters.joined(separator: ", "))) {"
      if oneLine.unicodeScalars.count <= lineLength {
        lines.append(oneLine)
      } else {
        lines.append("\(inner)public init(")
        lines += parameters.enumerated().map { index, parameter in
          "\(inner)  \(parameter)" + (index == parameters.count - 1 ? "" : ",")
        }
        lines.append("\(inner)) {")
      }
      lines += properties.map {
        "\(inner)  self.\(SwiftName.declared($0.name)) = \(SwiftName.declared($0.name))"
      }
      lines.append("\(inner)}")
    }
    for variableEnum in declaration.variableEnums {
      lines += [
        "",
        "\(inner)/// The count variables of a label of several counts, each named as its format references it.",
        "\(inner)public enum \(variableEnum.name): String, PluralVariable {",
      ]
      lines += variableEnum.cases.map { "\(inner)  case \(SwiftName.declared($0))" }
      lines.append("\(inner)}")
    }
    lines.append("\(indent)}")
    return lines
  }
}
