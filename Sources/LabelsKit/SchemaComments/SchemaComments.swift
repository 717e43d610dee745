import LabelsCore

/// The `///` doc comment of each label of the schema, by the label's path pattern: the JSON Pointer of
/// the label from the root struct, with `*` for an array element (`/login/welcome`,
/// `/expenses/categories/*/name`).
///
/// Read from the text of the schema's Swift files, not from the compiled types, so that `emit` can give
/// a String Catalog's entries (and XLIFF notes) the comment the schema's author wrote. From the root
/// struct (`Labels`) it follows each stored property of a `LabelGroup` struct (`public let`, `@Indirect
/// public var`) into its type when that is another `LabelGroup` struct of the sources, through
/// optionals (`T?`) and arrays (`[T]`, which add `*`), resolving names as Swift does from the
/// enclosing type outwards (`Login` inside `Labels`, or `Labels.Login`). The text gives only Swift
/// property names: the JSON key each is stored under (its name, or its `labelKeys` entry) comes from the
/// compiled type, ``SchemaPropertyPaths``, and a property the compiled type does not have is left out.
/// The type's `static let sourceKeys: [String: String] = ["swiftName": "key"]` (or the getter `import`
/// writes) gives the key `emit` writes for a label instead of its path. Each property's file and line
/// is kept too, where lint places a finding about a key (``declaration(at:)``).
///
/// A doc comment's lines are joined with spaces and its paragraphs with a newline. Shapes the scanner
/// does not know (a property with an initial value or accessors, a tuple or dictionary type, a
/// `sourceKeys` that is not a literal) are skipped. Work is bounded: linear in the source, at most
/// ``maximumLabels`` properties visited and ``maximumDepth`` groups deep, a recursive type followed once
/// per path.
package struct SchemaComments: Equatable, Sendable {
  /// The most properties the walk from the root visits, so that a schema whose types fan out cannot make
  /// it exponential.
  package static let maximumLabels = 100_000
  /// The most nested groups the walk follows, so that a long chain of types cannot exhaust the stack.
  package static let maximumDepth = 64

  /// Each documented property's comment, by its JSON path pattern; groups (`/login`) included.
  package let comments: [String: String]
  /// The key the app looks up for each label whose key is not its dotted path, by its JSON path pattern
  /// (`LabelGroup.sourceKeys`).
  package let sourceKeys: [String: String]
  /// Where each property is declared, by its JSON path pattern; groups included.
  package let declarations: [String: FileLocation]

  /// The comment of the label at `pointer` in a labels document, its array indices read as `*`.
  package func comment(at pointer: JSONPointer) -> String? {
    comments[Self.pattern(of: pointer)]
  }

  /// The key the app looks up for the label at `pointer` in a labels document, its array indices read as
  /// `*`, when it is not the label's path (``sourceKeys``).
  package func sourceKey(at pointer: JSONPointer) -> String? {
    sourceKeys[Self.pattern(of: pointer)]
  }

  /// Where the property of the label or group at `pointer` in a labels document is declared, or for an
  /// array's item the array's; `nil` when no property on its path was read.
  package func declaration(at pointer: JSONPointer) -> FileLocation? {
    pointer.selfAndAncestors.lazy.compactMap { declarations[Self.pattern(of: $0)] }.first
  }

  /// The path pattern of `pointer`: its array indices read as `*`.
  private static func pattern(of pointer: JSONPointer) -> String {
    JSONPointer(pointer.tokens.map { $0.allSatisfy(\.isNumber) && !$0.isEmpty ? "*" : $0 }).description
  }

  /// Reads the doc comments of the schema in `sources`, the text of each Swift file by path, starting at
  /// the struct named `root`.
  /// - Parameter paths: the JSON path of each property path, from the compiled labels type.
  package init(sources: [String: String], paths: SchemaPropertyPaths, root: String = "Labels") {
    let types = SchemaTypeScanner.types(in: sources)
    var walk = Walk(types: types, paths: paths)
    walk.visit(type: [root], pattern: "", enclosing: [])
    comments = walk.comments
    sourceKeys = walk.sourceKeys
    declarations = walk.declarations
  }

  /// The walk from the root through the types, with its budget.
  private struct Walk {
    let types: [String: SchemaType]
    let paths: SchemaPropertyPaths
    var comments: [String: String] = [:]
    var sourceKeys: [String: String] = [:]
    var declarations: [String: FileLocation] = [:]
    var visited = 0

    mutating func visit(type path: [String], pattern: String, enclosing: Set<String>) {
      let name = path.joined(separator: ".")
      guard let type = types[name], type.isLabelGroup, !enclosing.contains(name),
        enclosing.count < SchemaComments.maximumDepth
      else { return }
      let enclosing = enclosing.union([name])
      for property in type.properties {
        guard visited < SchemaComments.maximumLabels else { return }
        visited += 1
        var childPattern = pattern + "/" + JSONPointer.escape(property.name)
        guard let label = paths.pattern(ofProperties: childPattern) else { continue }
        if let comment = property.comment { comments[label] = comment }
        if let key = type.sourceKeys[property.name] { sourceKeys[label] = key }
        declarations[label] = property.location
        var reference = property.type
        while true {
          switch reference {
          case .optional(let wrapped):
            reference = wrapped
            continue
          case .array(let element):
            childPattern += "/*"
            reference = element
            continue
          case .named(let components):
            if let target = resolve(components, from: path) {
              visit(type: target, pattern: childPattern, enclosing: enclosing)
            }
          }
          break
        }
      }
    }

    /// The qualified name `components` stands for inside the type `scope`: nested in the scope or one of
    /// its enclosing types, innermost first, else at the top level.
    func resolve(_ components: [String], from scope: [String]) -> [String]? {
      for length in stride(from: scope.count, through: 0, by: -1) {
        let candidate = Array(scope.prefix(length)) + components
        if types[candidate.joined(separator: ".")] != nil { return candidate }
      }
      return nil
    }
  }
}
