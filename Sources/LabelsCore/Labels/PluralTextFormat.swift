/// The format of a label of several counts (``PluralTextLabel``) read into text, variable references
/// and other arguments: `%#@followers@ · %#@posts@`, `%2$#@posts@ · %1$#@followers@` by position, or
/// `%@ has %#@posts@`, whose argument 1 is a text the app passes beside the count.
///
/// A reference takes an argument as a printf placeholder does: `%#@name@` the next one, `%n$#@name@`
/// argument n, and a format uses one way or the other. An argument a reference takes is a count, so the
/// variable at that position is the one that count fills, as Apple's formats pass them; every other
/// placeholder (`%@`, `%1$@`, `%lld`) is an ordinary argument the label's typed call passes
/// (``LabelsSchema/PluralText1``). `%%` is a percent sign.
public struct PluralTextFormat: Equatable, Sendable {
  /// A run of the format.
  public enum Segment: Equatable, Sendable {
    /// Text shown as it is (`%%` already read as `%`).
    case text(String)
    /// A reference to the variable of this name.
    case variable(String)
    /// A printf placeholder of an ordinary argument, as written (`%@`, `%1$@`).
    case argument(String)
  }

  /// What an argument position of the format takes.
  public enum Argument: Equatable, Hashable, Sendable {
    /// The count of the variable of this name.
    case count(String)
    /// An ordinary argument, of the type its placeholder gives.
    case value(PlaceholderType)
  }

  /// The runs of the format, in order.
  public let segments: [Segment]
  /// What each argument position takes: argument n at index n − 1.
  public let arguments: [Argument]
  /// Whether the references give their positions (`%1$#@name@`).
  public let isPositional: Bool

  /// The variables in argument order.
  public var variables: [String] {
    arguments.compactMap { if case .count(let name) = $0 { name } else { nil } }
  }

  /// The argument position of the variable `name`, from 1; `nil` when the format does not reference it.
  public func position(of name: String) -> Int? {
    arguments.firstIndex(of: .count(name)).map { $0 + 1 }
  }

  /// The types of the ordinary arguments, in argument order: what the label's typed call passes.
  public var otherArguments: [PlaceholderType] {
    arguments.compactMap { if case .value(let type) = $0 { type } else { nil } }
  }

  /// Whether the format takes ordinary arguments beside its counts.
  public var hasOtherArguments: Bool { arguments.count > variables.count }

  /// The format as a text whose placeholders take its arguments in the same positions, each count
  /// reference written as a text placeholder (`%#@posts@` as `%@`, `%2$#@posts@` as `%2$@`): the text
  /// ``LabelsCore/LabelFormatter`` binds with the ordinary arguments and each variable's rendered form.
  public var boundText: String {
    segments.map { segment in
      switch segment {
      case .text(let text):
        text.split(separator: "%", omittingEmptySubsequences: false).joined(separator: "%%")
      case .argument(let placeholder): placeholder
      case .variable(let name):
        isPositional ? "%\(position(of: name) ?? 0)$@" : "%@"
      }
    }
    .joined()
  }

  /// Reads a format.
  /// - Throws: ``Problem`` naming what the format holds that is not text, a variable reference or a
  ///   sound placeholder.
  public init(_ format: String) throws(Problem) {
    var segments: [Segment] = []
    var references: [(name: String, position: Int)] = []
    var placeholders = 0
    var sequential = false
    var positional = false
    var text = ""
    var scalars = Substring(format).unicodeScalars[...]
    while let scalar = scalars.popFirst() {
      guard scalar == "%" else {
        text.unicodeScalars.append(scalar)
        continue
      }
      if scalars.first == "%" {
        scalars.removeFirst()
        text.append("%")
        continue
      }
      if !text.isEmpty { segments.append(.text(text)) }
      text = ""
      if let placeholder = Self.placeholder(after: &scalars) {
        placeholders += 1
        segments.append(.argument(placeholder))
        continue
      }
      let reference = try Self.reference(after: &scalars)
      segments.append(.variable(reference.name))
      references.append((reference.name, reference.position ?? references.count + placeholders + 1))
      if reference.position == nil { sequential = true } else { positional = true }
    }
    if !text.isEmpty { segments.append(.text(text)) }
    self.segments = segments
    if sequential, positional {
      throw Problem(
        description: "mixes `%#@name@` and `%n$#@name@`; give every reference its position or none")
    }
    isPositional = positional
    try Self.check(references, isPositional: isPositional, hasOtherArguments: placeholders > 0)
    arguments = try Self.arguments(of: segments, references: references, isPositional: isPositional)
  }

  /// What a format holds that is not text, a variable reference or a sound placeholder, as a lowercase
  /// sentence with the fix.
  public struct Problem: Error, Equatable, Sendable, CustomStringConvertible {
    /// The sentence.
    public let description: String
  }

  /// Checks the references in the order they stand, each with its argument position.
  private static func check(
    _ references: [(name: String, position: Int)], isPositional: Bool, hasOtherArguments: Bool
  ) throws(Problem) {
    guard !references.isEmpty else {
      throw Problem(description: "references no variable; write `%#@name@` where each count stands")
    }
    let names = references.map(\.name)
    if let repeated = names.enumerated().first(where: { names[..<$0.offset].contains($0.element) }) {
      throw Problem(description: "references `\(repeated.element)` twice; reference each variable once")
    }
    guard isPositional else { return }
    let positions = references.map(\.position)
    if positions.count != Set(positions).count {
      throw Problem(
        description: "has positions \(positions.map(String.init).joined(separator: ", ")) for "
          + "\(references.count) variables; give each variable its own position")
    }
    guard !hasOtherArguments, positions.sorted() != Array(1...references.count) else { return }
    throw Problem(
      description: "has positions \(positions.map(String.init).joined(separator: ", ")) for "
        + "\(references.count) variables; number them 1 to \(references.count), each once")
  }

  /// What each argument position takes: the references' counts at their positions, and the type of
  /// every other placeholder, as ``PlaceholderSignature`` reads the format with each reference written
  /// as a text placeholder.
  private static func arguments(
    of segments: [Segment], references: [(name: String, position: Int)], isPositional: Bool
  ) throws(Problem) -> [Argument] {
    let counts = Dictionary(
      references.map { ($0.position, $0.name) }, uniquingKeysWith: { first, _ in first })
    var others = ""
    for segment in segments {
      switch segment {
      case .text: continue
      case .argument(let placeholder): others += placeholder
      case .variable(let name):
        let position = references.first { $0.name == name }?.position ?? 0
        others += isPositional ? "%\(position)$@" : "%@"
      }
    }
    let signature = PlaceholderSignature(others)
    if let problem = signature.problems.first {
      throw Problem(description: "has a placeholder that does not read: \(problem.message)")
    }
    let highest = signature.arguments.keys.max() ?? 0
    var arguments: [Argument] = []
    for position in 1...max(highest, 1) {
      if let name = counts[position] {
        arguments.append(.count(name))
      } else if let type = signature.arguments[position] {
        arguments.append(.value(type))
      }
    }
    let withoutCounts = PlaceholderSignature(
      segments.map { if case .argument(let placeholder) = $0 { placeholder } else { "" } }.joined())
    if isPositional, let shared = withoutCounts.arguments.keys.sorted().first(where: { counts[$0] != nil }) {
      throw Problem(
        description: "gives argument \(shared) to both `\(counts[shared] ?? "")` and another placeholder; "
          + "give each argument one position")
    }
    return arguments
  }

  /// The printf placeholder after its `%` when it is no variable reference (`@`, `1$@`, `lld`), with
  /// its `%`, leaving `scalars` after it; `nil`, leaving `scalars` as they are, for a reference.
  private static func placeholder(after scalars: inout Substring.UnicodeScalarView.SubSequence) -> String? {
    let digits = scalars.prefix { ("0"..."9").contains($0) }
    var rest = scalars.dropFirst(digits.count)
    if !digits.isEmpty, rest.first == "$" { rest = rest.dropFirst() }
    if rest.first == "#", rest.dropFirst().first == "@" { return nil }
    let conversions = "@dDiuUxXoOfFeEgGcCsSaAp".unicodeScalars
    let body = scalars.prefix { !conversions.contains($0) && $0 != "%" && !$0.properties.isWhitespace }
    var placeholder = "%" + String(String.UnicodeScalarView(body))
    scalars = scalars.dropFirst(body.count)
    if let conversion = scalars.first, conversions.contains(conversion) {
      placeholder.unicodeScalars.append(conversion)
      scalars.removeFirst()
    }
    return placeholder
  }

  /// A reference after its `%`: an optional `n$`, then `#@`, a name and `@`.
  private static func reference(after scalars: inout Substring.UnicodeScalarView.SubSequence)
    throws(Problem) -> (name: String, position: Int?)
  {
    let start = String(String.UnicodeScalarView(scalars.prefix(12)))
    let invalid = Problem(
      description: "has `%\(start.prefix(8))`, which is no variable reference: write `%#@name@` (or "
        + "`%n$#@name@`), a name of ASCII letters, digits and `_` between two `@`")
    var digits = ""
    while let scalar = scalars.first, ("0"..."9").contains(scalar), digits.count < 4 {
      digits.unicodeScalars.append(scalar)
      scalars.removeFirst()
    }
    var position: Int?
    if !digits.isEmpty {
      guard scalars.first == "$", let number = Int(digits), number > 0, !digits.hasPrefix("0") else {
        throw invalid
      }
      scalars.removeFirst()
      position = number
    }
    guard scalars.popFirst() == "#", scalars.popFirst() == "@" else { throw invalid }
    var name = ""
    while let scalar = scalars.popFirst() {
      if scalar == "@" {
        guard isVariableName(name) else { throw invalid }
        return (name, position)
      }
      name.unicodeScalars.append(scalar)
      guard name.unicodeScalars.count <= 64 else { throw invalid }
    }
    throw invalid
  }

  /// Whether `name` can name a variable: an ASCII letter or `_`, then letters, digits and `_`, as
  /// Apple's formats and Swift's identifiers both take.
  public static func isVariableName(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, first.isASCII, first == "_" || first.properties.isAlphabetic
    else { return false }
    return name.unicodeScalars.allSatisfy {
      $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0))
    }
  }
}
