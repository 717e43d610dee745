/// Reads the struct declarations of Swift source into ``SchemaType``s by qualified name (`Labels.Login`),
/// following `struct` and `extension` bodies and skipping everything else.
///
/// It reads declarations, not expressions: a stored property is `let` or `var`, a name, `:` and a type
/// (`String`, `Labels.Login`, `[ExpenseCategory]`, `Template<String>`, `String?`), with no initial value
/// and no accessor block; `static let sourceKeys` must be a dictionary literal of string literals. Any
/// other shape is skipped. Work is linear in the tokens, and type nesting is cut at
/// ``maximumTypeNesting``.
struct SchemaTypeScanner {
  /// How deep `[[...]]`, `?` and generic types are followed in one property's type.
  static let maximumTypeNesting = 16

  private enum Scope {
    /// The body of a type or extension, by the qualified name of the type.
    case type([String])
    /// Any other braces: a function, an accessor, a closure.
    case other
  }

  private let tokens: [SwiftToken]
  /// The 1-based line of each token.
  private let lines: [Int]
  /// The path of the file the tokens are of.
  private let file: String
  private var index = 0
  private var scopes: [Scope] = []
  private var types: [String: SchemaType]
  private var docLines: [String] = []
  private var isStatic = false

  /// The types declared in `sources` (Swift text by file path) merged with `types`.
  static func types(in sources: [String: String]) -> [String: SchemaType] {
    var types: [String: SchemaType] = [:]
    for path in sources.keys.sorted() {
      let bytes = Array((sources[path] ?? "").utf8)
      let lexemes = SwiftTokenizer.lexemes(of: bytes)
      var lines: [Int] = []
      lines.reserveCapacity(lexemes.count)
      var line = 1
      var counted = 0
      for lexeme in lexemes {
        line += SwiftTokenizer.newlines(in: bytes, counted..<lexeme.range.lowerBound)
        counted = lexeme.range.lowerBound
        lines.append(line)
      }
      var scanner = SchemaTypeScanner(
        tokens: lexemes.map(\.token), lines: lines, file: path, types: types)
      scanner.run()
      types = scanner.types
    }
    return types
  }

  private init(tokens: [SwiftToken], lines: [Int], file: String, types: [String: SchemaType]) {
    self.tokens = tokens
    self.lines = lines
    self.file = file
    self.types = types
  }

  private func token(at offset: Int = 0) -> SwiftToken? {
    index + offset < tokens.count ? tokens[index + offset] : nil
  }

  private var currentType: [String]? {
    guard case .type(let path) = scopes.last ?? .type([]) else { return nil }
    return path
  }

  fileprivate static let modifiers: Set<String> = [
    "public", "private", "fileprivate", "internal", "package", "open", "final", "nonisolated", "lazy",
    "weak", "unowned", "override", "required", "dynamic", "mutating", "nonmutating",
  ]

  private mutating func run() {
    while let current = token() {
      switch current {
      case .docLine(let line):
        if index == 0 || tokens[index - 1].isDocLine == false { docLines = [] }
        docLines.append(line)
        index += 1
      case .punctuation(UInt8(ascii: "@")):
        skipAttribute()
      case .punctuation(UInt8(ascii: "{")):
        scopes.append(.other)
        endDeclaration()
        index += 1
      case .punctuation(UInt8(ascii: "}")):
        _ = scopes.popLast()
        endDeclaration()
        index += 1
      case .identifier(let word) where Self.modifiers.contains(word):
        index += 1
        // `private(set)`, `internal(set)`: the setter's access belongs to the same declaration.
        if token() == .punctuation(UInt8(ascii: "(")) { skipBalanced(open: "(", close: ")") }
      case .identifier("static"):
        isStatic = true
        index += 1
      case .identifier("class") where token(at: 1)?.isDeclarationKeyword == true:
        isStatic = true
        index += 1
      case .identifier("struct"), .identifier("enum"), .identifier("class"), .identifier("actor"):
        typeDeclaration()
      case .identifier("extension"):
        extensionDeclaration()
      case .identifier("let"), .identifier("var"):
        propertyDeclaration()
      default:
        endDeclaration()
        index += 1
      }
    }
  }

  /// Forgets the doc comment and modifiers read so far: they belonged to no declaration of interest.
  private mutating func endDeclaration() {
    docLines = []
    isStatic = false
  }

  /// Skips `@Name`, `@Name.Member` and an argument list in parentheses.
  private mutating func skipAttribute() {
    index += 1
    while case .identifier = token() {
      index += 1
      guard token() == .punctuation(UInt8(ascii: ".")) else { break }
      index += 1
    }
    if token() == .punctuation(UInt8(ascii: "(")) { skipBalanced(open: "(", close: ")") }
  }

  /// Skips from an opening bracket past its matching closing one, or to the end.
  private mutating func skipBalanced(open: Character, close: Character) {
    let openByte = open.asciiValue ?? 0
    let closeByte = close.asciiValue ?? 0
    var depth = 0
    while let current = token() {
      index += 1
      if current == .punctuation(openByte) { depth += 1 }
      if current == .punctuation(closeByte) {
        depth -= 1
        if depth == 0 { return }
      }
    }
  }

  /// `struct Name<...>: Conformances where ... {`: the body becomes the scope of the type.
  private mutating func typeDeclaration() {
    let isStruct = token() == .identifier("struct")
    index += 1
    guard case .identifier(let name) = token(), let enclosing = currentType else {
      endDeclaration()
      return
    }
    index += 1
    guard let conformances = headerNames() else { return }
    let path = enclosing + [name]
    if isStruct && conformances.contains("LabelGroup") {
      types[path.joined(separator: "."), default: SchemaType()].isLabelGroup = true
    }
    openBody(of: path)
  }

  /// `extension Labels.Login: ... {`: the body becomes the scope of that type.
  private mutating func extensionDeclaration() {
    index += 1
    var path: [String] = []
    while case .identifier(let name) = token() {
      path.append(name)
      index += 1
      guard token() == .punctuation(UInt8(ascii: ".")) else { break }
      index += 1
    }
    guard !path.isEmpty, currentType == [], headerNames() != nil else {
      endDeclaration()
      return
    }
    openBody(of: path)
  }

  /// The names in a declaration's header up to its `{` (left at the brace), or `nil` when the header
  /// ends otherwise.
  private mutating func headerNames() -> [String]? {
    var names: [String] = []
    while let current = token() {
      switch current {
      case .identifier(let name):
        names.append(name)
      case .punctuation(UInt8(ascii: "{")):
        return names
      case .punctuation(UInt8(ascii: "}")), .punctuation(UInt8(ascii: ";")), .docLine:
        return nil
      default:
        break
      }
      index += 1
    }
    return nil
  }

  /// Enters the body at the current `{` as the scope of the type `path`.
  private mutating func openBody(of path: [String]) {
    index += 1
    scopes.append(.type(path))
    endDeclaration()
  }

  /// `let name: Type` or `var name: Type` in a type's body; `static let sourceKeys = [...]`.
  private mutating func propertyDeclaration() {
    index += 1
    let comment = Self.comment(docLines)
    let isStatic = self.isStatic
    endDeclaration()
    guard let path = currentType, !path.isEmpty, case .identifier(let name) = token() else { return }
    let location = FileLocation(file: file, line: lines[index])
    index += 1
    let qualified = path.joined(separator: ".")
    if isStatic {
      if name == "sourceKeys", let keys = keyTable() {
        types[qualified, default: SchemaType()].sourceKeys = keys
      }
      return
    }
    guard token() == .punctuation(UInt8(ascii: ":")) else { return }
    index += 1
    guard let type = reference(depth: 0) else { return }
    switch token() {
    case .punctuation(UInt8(ascii: "{")), .punctuation(UInt8(ascii: "=")), .punctuation(UInt8(ascii: ",")):
      return
    default:
      types[qualified, default: SchemaType()].properties.append(
        SchemaType.Property(name: name, type: type, comment: comment, location: location))
    }
  }

  /// A type at the current token, or `nil` for a shape the path of labels cannot follow (a tuple, a
  /// function, a dictionary, too deep).
  private mutating func reference(depth: Int) -> SchemaType.Reference? {
    guard depth < Self.maximumTypeNesting else { return nil }
    var type: SchemaType.Reference
    switch token() {
    case .punctuation(UInt8(ascii: "[")):
      index += 1
      guard let element = reference(depth: depth + 1), token() == .punctuation(UInt8(ascii: "]")) else {
        return nil
      }
      index += 1
      type = .array(element)
    case .identifier(let first):
      var components = [first]
      index += 1
      while token() == .punctuation(UInt8(ascii: ".")), case .identifier(let next) = token(at: 1) {
        components.append(next)
        index += 2
      }
      if token() == .punctuation(UInt8(ascii: "<")) { skipBalanced(open: "<", close: ">") }
      type = .named(components)
    default:
      return nil
    }
    while token() == .punctuation(UInt8(ascii: "?")) || token() == .punctuation(UInt8(ascii: "!")) {
      index += 1
      type = .optional(type)
    }
    return type
  }

  /// `: [String: String] = ["swiftName": "key", ...]` after `sourceKeys`, or the getter `import` writes,
  /// `: [String: String] { ["swiftName": "key", ...] }` (with or without `return`); `nil` for another
  /// shape.
  private mutating func keyTable() -> [String: String]? {
    while let current = token(), current != .punctuation(UInt8(ascii: "=")),
      current != .punctuation(UInt8(ascii: "{"))
    {
      guard current.isTypePunctuation || current == .identifier("String") else { return nil }
      index += 1
    }
    let isGetter = token() == .punctuation(UInt8(ascii: "{"))
    index += 1
    if isGetter, token() == .identifier("return") { index += 1 }
    guard let keys = keyTableLiteral() else { return nil }
    guard isGetter else { return keys }
    guard token() == .punctuation(UInt8(ascii: "}")) else { return nil }
    index += 1
    return keys
  }

  /// The dictionary literal `["swiftName": "key", ...]` of string literals at the current token.
  private mutating func keyTableLiteral() -> [String: String]? {
    guard token() == .punctuation(UInt8(ascii: "[")) else { return nil }
    index += 1
    if token() == .punctuation(UInt8(ascii: ":")), token(at: 1) == .punctuation(UInt8(ascii: "]")) {
      index += 2
      return [:]
    }
    var keys: [String: String] = [:]
    while case .string(let name?) = token(), token(at: 1) == .punctuation(UInt8(ascii: ":")),
      case .string(let key?) = token(at: 2)
    {
      keys[name] = key
      index += 3
      if token() == .punctuation(UInt8(ascii: ",")) { index += 1 }
    }
    guard token() == .punctuation(UInt8(ascii: "]")) else { return nil }
    index += 1
    return keys
  }

  /// A doc comment's text: the lines of a paragraph joined with spaces, paragraphs with a newline; `nil`
  /// when there is no text.
  static func comment(_ lines: [String]) -> String? {
    var paragraphs: [String] = []
    var current: [String] = []
    for line in lines + [""] {
      let trimmed = line.trimmingSpaces
      if trimmed.isEmpty {
        if !current.isEmpty { paragraphs.append(current.joined(separator: " ")) }
        current = []
      } else {
        current.append(trimmed)
      }
    }
    return paragraphs.isEmpty ? nil : paragraphs.joined(separator: "\n")
  }
}

extension SwiftToken {
  fileprivate var isDocLine: Bool {
    if case .docLine = self { return true }
    return false
  }

  fileprivate var isDeclarationKeyword: Bool {
    guard case .identifier(let word) = self else { return false }
    return ["let", "var", "func", "subscript"].contains(word) || SchemaTypeScanner.modifiers.contains(word)
  }

  fileprivate var isTypePunctuation: Bool {
    [UInt8(ascii: ":"), UInt8(ascii: "["), UInt8(ascii: "]")].contains { self == .punctuation($0) }
  }
}

extension String {
  fileprivate var trimmingSpaces: String {
    var scalars = Substring(self)
    while scalars.first == " " || scalars.first == "\t" { scalars.removeFirst() }
    while scalars.last == " " || scalars.last == "\t" { scalars.removeLast() }
    return String(scalars)
  }
}
