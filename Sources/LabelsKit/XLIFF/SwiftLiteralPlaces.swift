import LabelsCore

/// Which one-line literal of a locale's Swift sources writes the text at a place of its labels, told by
/// the names the literal is written in (``SwiftLiteralLocator``) against the Swift names of the place:
/// what lets ``SwiftLiteralEditor`` rewrite one of two labels whose texts read alike.
///
/// A place's names are its properties' Swift names (``SchemaPropertyPaths``), then a plural's form
/// (`=0` written as `exact`, `0`), or a variable of a label of several counts and its form; markers
/// (`@plural`, `@plurals`, `@format`) and array indices are not written before a literal and are left
/// out. A literal agrees with a place by how many names the two end with alike.
struct SwiftLiteralPlaces: Sendable {
  /// A literal and the file it is written in.
  typealias Found = (file: String, literal: SwiftLiteralLocator.Literal)

  /// The places of the document that hold each text.
  private let holders: [String: [JSONPointer]]
  /// The literal of each place holding one of the texts asked for, when it can be told apart.
  private let located: [JSONPointer: Found]

  /// The places of `document`'s texts among `literals`.
  /// - Parameters:
  ///   - literals: every one-line literal of the locale's files, in path and line order.
  ///   - document: the locale's labels as the files define them.
  ///   - paths: the Swift name of each label's property; `nil` when every JSON key is its property's name.
  ///   - texts: the texts whose places are wanted.
  init(literals: [Found], document: JSONValue, paths: SchemaPropertyPaths?, texts: Set<String>) {
    var holders: [String: [JSONPointer]] = [:]
    func visit(_ value: JSONValue, at pointer: JSONPointer) {
      switch value {
      case .string(let text): holders[text, default: []].append(pointer)
      case .object(let members): for (key, member) in members { visit(member, at: pointer.appending(key)) }
      case .array(let items):
        for (index, item) in items.enumerated() { visit(item, at: pointer.appending(index: index)) }
      case .null, .bool, .number: break
      }
    }
    visit(document, at: .root)
    self.holders = holders
    let written = Dictionary(
      grouping: literals.filter { texts.contains($0.literal.text) }, by: \.literal.text)
    var located: [JSONPointer: Found] = [:]
    for (text, found) in written {
      guard let holding = holders[text], holding.count == found.count else { continue }
      located.merge(Self.located(found, among: holding, paths: paths)) { first, _ in first }
    }
    self.located = located
  }

  /// The places of the document that hold `text`.
  func holders(of text: String) -> [JSONPointer] {
    holders[text] ?? []
  }

  /// The literal that writes `text` at `pointer`: the one literal whose names agree better with
  /// `pointer` than with any other place holding `text`, when the files write `text` exactly as often as
  /// the document holds it and no other literal agrees with `pointer` as well; `nil` otherwise.
  func literal(of pointer: JSONPointer, text: String) -> Found? {
    located[pointer].flatMap { $0.literal.text == text ? $0 : nil }
  }

  /// The literal of each place of `holding` that one literal of `written` agrees with better than with
  /// any other place, and no other literal agrees with as well.
  private static func located(_ written: [Found], among holding: [JSONPointer], paths: SchemaPropertyPaths?)
    -> [JSONPointer: Found]
  {
    let expected = holding.map { names(of: $0, paths: paths) }
    var claims: [Int: [Found]] = [:]
    var tied: Set<Int> = []
    for found in written {
      let agreements = expected.map { agreement(found.literal.names, $0) }
      guard let best = agreements.max(), best > 0 else { continue }
      let places = agreements.indices.filter { agreements[$0] == best }
      if places.count == 1 {
        claims[places[0], default: []].append(found)
      } else {
        tied.formUnion(places)
      }
    }
    var located: [JSONPointer: Found] = [:]
    for (place, found) in claims where found.count == 1 && !tied.contains(place) {
      located[holding[place]] = found[0]
    }
    return located
  }

  /// The names written before the literal of the text at `pointer`, outermost first.
  private static func names(of pointer: JSONPointer, paths: SchemaPropertyPaths?) -> [String] {
    (paths?.propertyNames(of: pointer) ?? pointer.tokens).flatMap { token -> [String] in
      if token == "*" || JSONPointer.arrayIndex(token) != nil || token == PluralLabel.marker
        || token == PluralTextLabel.formatMarker || token == PluralTextLabel.variablesMarker
      {
        return []
      }
      if let number = PluralLabel.exactNumber(token) { return [exactArgument, String(number)] }
      return [token]
    }
  }

  /// How many names `written` and `expected` end with alike.
  private static func agreement(_ written: [String], _ expected: [String]) -> Int {
    zip(written.reversed(), expected.reversed()).prefix { $0 == $1 }.count
  }
}

/// The argument of a plural's exact-number forms: `exact: [0: "…"]`.
private let exactArgument = "exact"
