/// The format of a label of several counts (``PluralTextLabel``) read into text and variable
/// references: `%#@followers@ · %#@posts@`, or `%2$#@posts@ · %1$#@followers@` by position.
///
/// A reference takes an argument as a printf placeholder does: `%#@name@` the next one, `%n$#@name@`
/// argument n, and a format uses one way or the other. Argument n is a count, so the variable at
/// position n is the one the n-th count fills, as Apple's formats pass them. `%%` is a percent sign; no
/// other placeholder may stand in the format (a variable's forms hold the count).
public struct PluralTextFormat: Equatable, Sendable {
  /// A run of the format.
  public enum Segment: Equatable, Sendable {
    /// Text shown as it is (`%%` already read as `%`).
    case text(String)
    /// A reference to the variable of this name.
    case variable(String)
  }

  /// The runs of the format, in order.
  public let segments: [Segment]
  /// The variables in argument order: the variable of argument n at index n − 1.
  public let variables: [String]
  /// Whether the references give their positions (`%1$#@name@`).
  public let isPositional: Bool

  /// Reads a format.
  /// - Throws: ``Problem`` naming what the format holds that is not text or a variable reference.
  public init(_ format: String) throws(Problem) {
    var segments: [Segment] = []
    var references: [(name: String, position: Int?)] = []
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
      let reference = try Self.reference(after: &scalars)
      if !text.isEmpty { segments.append(.text(text)) }
      text = ""
      segments.append(.variable(reference.name))
      references.append(reference)
    }
    if !text.isEmpty { segments.append(.text(text)) }
    self.segments = segments
    (variables, isPositional) = try Self.order(references)
  }

  /// What a format holds that is not text or a variable reference, as a lowercase sentence with the fix.
  public struct Problem: Error, Equatable, Sendable, CustomStringConvertible {
    /// The sentence.
    public let description: String
  }

  /// The variables in argument order, from references in the order they stand.
  private static func order(_ references: [(name: String, position: Int?)]) throws(Problem)
    -> (variables: [String], isPositional: Bool)
  {
    guard !references.isEmpty else {
      throw Problem(description: "references no variable; write `%#@name@` where each count stands")
    }
    let names = references.map(\.name)
    if let repeated = names.enumerated().first(where: { names[..<$0.offset].contains($0.element) }) {
      throw Problem(description: "references `\(repeated.element)` twice; reference each variable once")
    }
    let positions = references.compactMap(\.position)
    if positions.isEmpty { return (names, false) }
    guard positions.count == references.count else {
      throw Problem(
        description: "mixes `%#@name@` and `%n$#@name@`; give every reference its position or none")
    }
    guard positions.sorted() == Array(1...references.count) else {
      throw Problem(
        description: "has positions \(positions.map(String.init).joined(separator: ", ")) for "
          + "\(references.count) variables; number them 1 to \(references.count), each once")
    }
    var ordered = names
    for (reference, position) in zip(references, positions) { ordered[position - 1] = reference.name }
    return (ordered, true)
  }

  /// A reference after its `%`: an optional `n$`, then `#@`, a name and `@`.
  private static func reference(after scalars: inout Substring.UnicodeScalarView.SubSequence)
    throws(Problem) -> (name: String, position: Int?)
  {
    let start = String(String.UnicodeScalarView(scalars.prefix(12)))
    let invalid = Problem(
      description: "has `%\(start.prefix(8))`, which is no variable reference: a format holds text, `%%` "
        + "and references `%#@name@` (or `%n$#@name@`), and each variable's forms hold its count")
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
