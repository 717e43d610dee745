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

  /// The places of the document that hold each of the texts asked for.
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
    // The tokens of the place visited; a pointer is made only for a place holding one of `texts`.
    var tokens: [String] = []
    func visit(_ value: JSONValue) {
      switch value {
      case .string(let text) where texts.contains(text):
        holders[text, default: []].append(JSONPointer(tokens))
      case .object(let members):
        for (key, member) in members {
          tokens.append(key)
          visit(member)
          tokens.removeLast()
        }
      case .array(let items):
        for (index, item) in items.enumerated() {
          tokens.append(String(index))
          visit(item)
          tokens.removeLast()
        }
      case .string, .null, .bool, .number: break
      }
    }
    visit(document)
    self.holders = holders
    let written = Dictionary(
      grouping: literals.filter { texts.contains($0.literal.text) }, by: \.literal.text)
    var located: [JSONPointer: Found] = [:]
    located.reserveCapacity(holders.values.reduce(0) { $0 + $1.count })
    for (text, found) in written {
      guard let holding = holders[text], holding.count == found.count else { continue }
      Self.locate(found, among: holding, paths: paths, into: &located)
    }
    self.located = located
  }

  /// The places of the document that hold `text`, one of the texts asked for.
  func holders(of text: String) -> [JSONPointer] {
    holders[text] ?? []
  }

  /// The literal that writes `text` at `pointer`: the one literal whose names agree better with
  /// `pointer` than with any other place holding `text`, when the files write `text` exactly as often as
  /// the document holds it and no other literal agrees with `pointer` as well; `nil` otherwise.
  func literal(of pointer: JSONPointer, text: String) -> Found? {
    located[pointer].flatMap { $0.literal.text == text ? $0 : nil }
  }

  /// The literal of each of `places` that one of `written` agrees with better than with any other of
  /// `places`, by names alone, whatever the texts: how ``SourceTexts`` finds a text changed in the
  /// sources since the defaults were built.
  static func located(byNames written: [Found], among places: [JSONPointer], paths: SchemaPropertyPaths?)
    -> [JSONPointer: Found]
  {
    var located: [JSONPointer: Found] = [:]
    locate(written, among: places, paths: paths, into: &located)
    return located
  }

  /// Adds to `located` the literal of each place of `holding` that one literal of `written` agrees with
  /// better than with any other place, and no other literal agrees with as well.
  private static func locate(
    _ written: [Found], among holding: [JSONPointer], paths: SchemaPropertyPaths?,
    into located: inout [JSONPointer: Found]
  ) {
    let expected = holding.map { names(of: $0, paths: paths) }
    // Of each place: how many literals agree with it best, the last of them, and whether a literal
    // agrees with it and another place alike.
    var claims = [Int](repeating: 0, count: holding.count)
    var claimant = [Int](repeating: 0, count: holding.count)
    var tied = [Bool](repeating: false, count: holding.count)
    // The places a literal agrees with best, by at least one name.
    var best: [Int] = []
    for literal in written.indices {
      let names = written[literal].literal.names
      var most = 1
      best.removeAll(keepingCapacity: true)
      for place in expected.indices {
        let agreement = agreement(names, expected[place])
        if agreement > most {
          most = agreement
          best.removeAll(keepingCapacity: true)
        }
        if agreement == most { best.append(place) }
      }
      if best.count == 1 {
        claims[best[0]] += 1
        claimant[best[0]] = literal
      } else {
        for place in best { tied[place] = true }
      }
    }
    // A place holds one text, so no other text's places have located it.
    for place in holding.indices where claims[place] == 1 && !tied[place] {
      located[holding[place]] = written[claimant[place]]
    }
  }

  /// The names written before the literal of the text at `pointer`, outermost first.
  private static func names(of pointer: JSONPointer, paths: SchemaPropertyPaths?) -> [String] {
    var names: [String] = []
    names.reserveCapacity(pointer.tokens.count + 1)
    for token in paths?.propertyNames(of: pointer) ?? pointer.tokens {
      if token == "*" || JSONPointer.arrayIndex(token) != nil || token == PluralLabel.marker
        || token == PluralTextLabel.formatMarker || token == PluralTextLabel.variablesMarker
      {
        continue
      }
      if let number = PluralLabel.exactNumber(token) {
        names += [exactArgument, String(number)]
      } else {
        names.append(token)
      }
    }
    return names
  }

  /// How many names `written` and `expected` end with alike.
  private static func agreement(_ written: [String], _ expected: [String]) -> Int {
    var count = 0
    while count < written.count, count < expected.count,
      written[written.count - 1 - count] == expected[expected.count - 1 - count]
    {
      count += 1
    }
    return count
  }
}

/// The argument of a plural's exact-number forms: `exact: [0: "…"]`.
private let exactArgument = "exact"
