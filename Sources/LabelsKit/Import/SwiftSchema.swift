/// The generated schema of a label tree: its structs, the value every locale's defaults write, and the
/// Swift names that a collision or a reserved word moved away from the name their key alone gives.
struct SwiftSchema {
  /// Every struct, `Labels` first, then in the order of their keys.
  private(set) var structs: [SwiftStruct] = []
  /// The renamed properties and types.
  private(set) var renamed: [ImportReport.Renamed] = []
  /// The root value, which each locale's defaults fill with its own texts.
  private(set) var value: SwiftValue = .list([])

  private let baseValues: [String: String]
  private let comments: [String: String]
  private let templateTypes: [String: String]
  private let pluralTextForms: [String: [String: [String: String]]]
  private let namespaces: TableNamespaces

  /// Builds the schema of `tree`; `baseValues` (the base locale's labels) and `comments` (the
  /// translators' comments by key) document the properties, and `templateTypes` are the Swift types of
  /// the typed labels by key (``ImportedTemplates``); every other text is a `String`. `pluralTextForms`
  /// are the base locale's forms of each label of several counts, by key, whose arguments its type takes.
  init(
    tree: LabelTree, baseValues: [String: String], comments: [String: String] = [:],
    templateTypes: [String: String], pluralTextForms: [String: [String: [String: String]]] = [:]
  ) {
    self.baseValues = baseValues
    self.pluralTextForms = pluralTextForms
    self.comments = comments
    self.templateTypes = templateTypes
    namespaces = tree.namespaces
    value = object(
      tree.root, typePath: [], docPath: nil, isItem: false, declare: true,
      summary: "Every user-facing string of the app, as one value per locale.")
  }

  private mutating func object(
    _ members: [KeyTreeMember], typePath: [String], docPath: String?, isItem: Bool, declare: Bool,
    summary: String
  ) -> SwiftValue {
    let names = Self.names(of: members)
    let slot = declare ? structs.count : nil
    if declare {
      structs.append(SwiftStruct(typePath: typePath, summary: summary, properties: [], variableEnums: []))
    }
    var properties: [SwiftStruct.Property] = []
    var variableEnums: [SwiftStruct.VariableEnum] = []
    var arguments: [SwiftValue.Argument] = []
    for (index, member) in members.enumerated() {
      let property = names.properties[index]
      let memberPath = docPath.map { "\($0).\(member.name)" } ?? member.name
      let typeName = names.types[index] ?? "String"
      if declare {
        if property != names.naturalProperties[index] {
          renamed.append(.init(key: memberPath, name: property, kind: .property))
        }
        if let type = names.types[index], type != names.naturalTypes[index] {
          renamed.append(.init(key: memberPath, name: type, kind: .type))
        }
        var documentation: [String] = []
        if let key = Self.sourceKey(of: member.node), let comment = comments[key] {
          documentation = Self.paragraphs(of: comment, path: memberPath)
        }
        if case .pluralText(_, let variables) = member.node {
          variableEnums.append(SwiftStruct.VariableEnum(name: typeName, cases: variables))
        }
        let summary = propertySummary(member.node, path: memberPath, isItem: isItem)
        // An item's keys are its path by construction: `emit` names items as import read them.
        let sourceKey =
          isItem
          ? nil
          : Self.sourceKey(of: member.node).map(namespaces.sourceKey).flatMap { $0 == memberPath ? nil : $0 }
        properties.append(
          SwiftStruct.Property(
            name: property, key: member.name, sourceKey: sourceKey,
            type: typeText(member.node, typeName: typeName),
            isIndirect: Self.isObject(member.node), documentation: documentation + [summary]))
      }
      let childValue = value(
        of: member.node, typePath: typePath + [typeName], docPath: memberPath, isItem: isItem,
        declare: declare)
      arguments.append(.init(label: property, value: childValue))
    }
    if let slot {
      structs[slot] = SwiftStruct(
        typePath: typePath, summary: summary, properties: properties, variableEnums: variableEnums)
    }
    return .instance(
      type: typePath.isEmpty ? "Labels" : typePath.joined(separator: "."), arguments: arguments)
  }

  private mutating func value(
    of node: KeyTreeNode, typePath: [String], docPath: String, isItem: Bool, declare: Bool
  ) -> SwiftValue {
    switch node {
    case .text(let key):
      return .text(key: key)
    case .plural(let key):
      return .plural(key: key)
    case .pluralText(let key, _):
      return .pluralText(key: key)
    case .object(let members):
      return object(
        members, typePath: typePath, docPath: docPath, isItem: isItem, declare: declare,
        summary: "The labels under `\(SwiftStringLiteral.escaped(docPath))`.")
    case .array(let items, _):
      return .list(
        items.enumerated().map { index, item in
          let itemPath = docPath + ".<item>"
          let declareItem = declare && index == 0
          guard case .object(let members) = item else {
            return value(of: item, typePath: typePath, docPath: itemPath, isItem: true, declare: declareItem)
          }
          return object(
            members, typePath: typePath, docPath: itemPath, isItem: true, declare: declareItem,
            summary: "One item of `\(SwiftStringLiteral.escaped(docPath))`.")
        })
    }
  }

  /// The last paragraph of a label's doc comment: its path and base text. Every summary of a label starts
  /// with `` `path`: `` or `` `path`, such as ``, which ``paragraphs(of:path:)`` recognises.
  private func propertySummary(_ node: KeyTreeNode, path rawPath: String, isItem: Bool) -> String {
    let path = SwiftStringLiteral.escaped(rawPath)
    switch node {
    case .text(let key):
      let example = SwiftStringLiteral.text(baseValues[key] ?? "")
      return isItem ? "`\(path)`, such as \(example)." : "`\(path)`: \(example)."
    case .plural(let key):
      let example = SwiftStringLiteral.text(baseValues[key] ?? "")
      return "`\(path)`: a plural, such as \(example)."
    case .pluralText(let key, _):
      let example = SwiftStringLiteral.text(baseValues[key] ?? "")
      return "`\(path)`: a text of several counts, such as \(example)."
    case .object:
      return "The labels under `\(path)`."
    case .array(_, let byID):
      return "The items of `\(path)`, " + (byID ? "keyed by their `id`." : "in index order.")
    }
  }

  /// The doc comment lines of a catalog's comment on the label at `path`, each line a paragraph of its
  /// own and a blank line after, so that `emit`, which joins a paragraph's lines, writes the comment back
  /// as it was. A last line that is the summary ``propertySummary(_:path:isItem:)`` writes for `path` is
  /// left out: it is what `emit` wrote from an earlier import, and the summary is written again anyway, so
  /// importing an emitted catalog gives the same Swift.
  private static func paragraphs(of comment: String, path rawPath: String) -> [String] {
    var lines = SwiftComment.lines(comment).filter { !$0.isEmpty }
    let path = SwiftStringLiteral.escaped(rawPath)
    if let last = lines.last, last.hasPrefix("`\(path)`: ") || last.hasPrefix("`\(path)`, such as ") {
      lines.removeLast()
    }
    return lines.flatMap { [$0, ""] }
  }

  /// The Swift type of a member whose innermost struct, if any, is named `typeName`.
  private func typeText(_ node: KeyTreeNode, typeName: String) -> String {
    switch node {
    case .text(let key): templateTypes[key] ?? "String"
    case .plural: "Plural"
    case .pluralText(let key, _):
      ImportedPluralText.swiftType(
        format: baseValues[key] ?? "", forms: pluralTextForms[key] ?? [:], variableType: typeName)
        ?? "PluralText<\(typeName)>"
    case .object: typeName
    case .array(let items, _): "[" + typeText(items.first ?? .text(key: ""), typeName: typeName) + "]"
    }
  }

  /// The source key of a label, or `nil` for a struct or a list.
  private static func sourceKey(of node: KeyTreeNode) -> String? {
    switch node {
    case .text(let key), .plural(let key), .pluralText(let key, _): key
    case .object, .array: nil
    }
  }

  /// Whether a member is a nested struct, which is stored `@Indirect`.
  private static func isObject(_ node: KeyTreeNode) -> Bool {
    if case .object = node { return true }
    return false
  }

  /// Whether a member needs a struct: an object, or an array whose items are (arrays of) objects.
  private static func needsType(_ node: KeyTreeNode) -> Bool {
    switch node {
    case .text, .plural: false
    case .object, .pluralText: true
    case .array(let items, _): items.first.map(needsType) ?? false
    }
  }

  /// The property and type names of an object's members: a pure function of their keys, so every item
  /// of an array names its members alike.
  private static func names(of members: [KeyTreeMember]) -> (
    properties: [String], naturalProperties: [String], types: [String?], naturalTypes: [String?]
  ) {
    let naturalProperties = members.map { SwiftName.lowerCamel($0.stem) }
    let properties = SwiftName.unique(
      naturalProperties, reserved: SwiftName.reservedProperties, ignoringCase: false)
    let naturalTypes = members.map { member -> String? in
      guard needsType(member.node) else { return nil }
      let name = SwiftName.upperCamel(member.stem)
      if case .array = member.node { return name + "Item" }
      if case .pluralText = member.node { return name + "Count" }
      return name
    }
    var uniqueTypes = SwiftName.unique(
      naturalTypes.compactMap { $0 }, reserved: SwiftName.reservedTypes, ignoringCase: true
    )[...]
    let types = naturalTypes.map { natural in natural == nil ? nil : uniqueTypes.popFirst() }
    return (properties, naturalProperties, types, naturalTypes)
  }
}
