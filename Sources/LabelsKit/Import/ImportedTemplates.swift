import LabelsCore

/// The typed labels of an import: each text of the base locale with printf placeholders becomes a
/// `Template`, `Template2` or `Template3` of the arguments its specifiers take (`%@` a `String`, `%lld`
/// an `Int`, `%lu` a `UInt`, `%.2f` a `Double`), so the app calls `labels.x.y(name, count)` and lint
/// checks every locale's text against those arguments (`argument-mismatch`).
///
/// A text stays `String`, with the reason, when the schema cannot type it: more than three arguments,
/// a `%c` (no argument type is a character), named placeholders (`{name}`, which carry no type), a
/// malformed placeholder, or a list whose items' texts take different arguments (one Swift type holds
/// every item). Plural labels stay `Plural`.
struct ImportedTemplates {
  /// The Swift type of each typed label, by key: `Template2<String, Int>`.
  let types: [String: String]
  /// The arguments of each typed label, by place, as lint checks them.
  let declarations: ArgumentDeclarations
  /// The texts with placeholders that stay `String`, by key.
  let untyped: [ImportReport.Untyped]

  /// The typed labels of `tree`, from the base locale's texts by key.
  init(tree: LabelTree, baseValues: [String: String]) {
    var keysByPlace: [[String]: [String]] = [:]
    Self.collect(.object(tree.root), tokens: [], into: &keysByPlace)
    var types: [String: String] = [:]
    var byPlace: [[String]: ArgumentDeclaration] = [:]
    var untyped: [ImportReport.Untyped] = []
    for (place, keys) in keysByPlace {
      let typings = keys.map { key in (key: key, typing: Self.typing(of: baseValues[key] ?? "")) }
      let declarations = typings.map { typing -> ArgumentDeclaration? in
        if case .typed(let declaration) = typing.typing { return declaration }
        return nil
      }
      if let first = declarations.first, let declaration = first,
        declarations.allSatisfy({ $0 == declaration })
      {
        byPlace[place] = declaration
        for key in keys { types[key] = Self.swiftType(declaration) }
        continue
      }
      for (key, typing) in typings {
        switch typing {
        case .none: break
        case .untyped(let reason): untyped.append(ImportReport.Untyped(key: key, reason: reason))
        case .typed:
          untyped.append(
            ImportReport.Untyped(
              key: key,
              reason: "the other items of its list take other arguments, and one type holds them all"))
        }
      }
    }
    self.types = types
    declarations = ArgumentDeclarations(byPlace: byPlace)
    self.untyped = untyped.sorted { CanonicalJSONWriter.keyPrecedes($0.key, $1.key) }
  }

  /// The keys of the texts at each place, whose tokens name list items `0`, as the schema does.
  private static func collect(_ node: KeyTreeNode, tokens: [String], into places: inout [[String]: [String]])
  {
    switch node {
    case .text(let key): places[tokens, default: []].append(key)
    case .plural, .pluralText: break
    case .object(let members):
      for member in members { collect(member.node, tokens: tokens + [member.name], into: &places) }
    case .array(let items, _):
      for item in items { collect(item, tokens: tokens + ["0"], into: &places) }
    }
  }

  /// What a base text's placeholders make of its label.
  private enum Typing {
    /// No placeholders: a `String`.
    case none
    /// A typed label of these arguments.
    case typed(ArgumentDeclaration)
    /// Placeholders the schema cannot type, and why.
    case untyped(String)
  }

  /// The most arguments a typed label takes (`Template3`).
  private static let maximumArguments = 3

  private static func typing(of text: String) -> Typing {
    let signature = PlaceholderSignature(text)
    guard !signature.isEmpty else { return .none }
    guard signature.problems.isEmpty else {
      return .untyped("its placeholders are malformed (\(signature.problems[0].message))")
    }
    guard signature.named.isEmpty else {
      return .untyped("named placeholders (\(signature.named.sorted().joined(separator: " "))) carry no type")
    }
    guard signature.arguments.count <= maximumArguments else {
      return .untyped(
        "takes \(signature.arguments.count) arguments, more than the \(maximumArguments) of Template3")
    }
    // Without problems, the positions are 1...n.
    do {
      return .typed(
        ArgumentDeclaration(try kinds(of: signature.arguments.sorted(by: { $0.key < $1.key }).map(\.value))))
    } catch {
      return .untyped(error.reason)
    }
  }

  /// The argument kinds the typed call passes for placeholders of these types (`%@` text, `%lld` an
  /// integer, `%lu` an unsigned one, `%.2f` a number).
  /// - Throws: ``ImportedPlural/Refusal`` for `%c` or `%p`, which no label argument type is.
  static func kinds(of types: [PlaceholderType]) throws(ImportedPlural.Refusal) -> [LabelArgument.Kind] {
    var kinds: [LabelArgument.Kind] = []
    for type in types {
      switch type.conversion {
      case .object, .cString: kinds.append(.text)
      case .signedInteger: kinds.append(.integer)
      case .unsignedInteger: kinds.append(.unsignedInteger)
      case .floatingPoint: kinds.append(.number)
      case .character, .pointer:
        throw ImportedPlural.Refusal(
          "%\(type) takes a \(type.conversion == .character ? "character" : "pointer"), "
            + "which no label argument type is")
      }
    }
    return kinds
  }

  /// The Swift type of a typed label: `Template<String>`, `Template2<String, Int>`.
  private static func swiftType(_ declaration: ArgumentDeclaration) -> String {
    let name = declaration.kinds.count == 1 ? "Template" : "Template\(declaration.kinds.count)"
    return name + "<" + swiftTypes(declaration.kinds) + ">"
  }

  /// The Swift types of arguments of these kinds: `String, Int`.
  static func swiftTypes(_ kinds: [LabelArgument.Kind]) -> String {
    kinds.map { kind in
      switch kind {
      case .text: "String"
      case .integer: "Int"
      case .unsignedInteger: "UInt"
      case .number: "Double"
      }
    }
    .joined(separator: ", ")
  }
}
