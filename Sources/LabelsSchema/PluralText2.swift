import LabelsCore

/// A label of counts whose format also takes two other arguments, in argument order:
/// `%1$@ and %2$@ have %3$#@posts@`. See ``PluralText1``.
public struct PluralText2<Variable: PluralVariable, First: LabelArgumentValue, Second: LabelArgumentValue>:
  Codable, Equatable, Sendable
{
  /// The counts and the format.
  let counts: PluralText<Variable>

  /// The format: text with each variable referenced as `%#@name@` (or `%n$#@name@`) and the arguments'
  /// placeholders.
  public var format: String { counts.format }
  /// The forms of each variable.
  public var plurals: [Variable: Plural] { counts.plurals }

  /// A label of this format whose variables take the forms `plural` gives for each, as
  /// ``PluralText/init(_:_:)`` takes them.
  public init(_ format: String, _ plural: (Variable) -> Plural) {
    counts = PluralText(format, plural)
  }

  /// The text with each variable's form for its count and the arguments in their placeholders. Never
  /// traps: a format that does not take the arguments shows their placeholders as written.
  public func callAsFunction(_ counts: [Variable: Int], _ first: First, _ second: Second) -> String {
    self.counts.text(counts, arguments: [first.labelArgument, second.labelArgument])
  }

  /// Reads the label as ``PluralText`` does, declaring the arguments' kinds while a schema is recorded.
  /// - Throws: `DecodingError` when a member is missing or not of its type.
  public init(from decoder: any Decoder) throws {
    counts = try PluralText(from: decoder, declaring: [First.argumentKind, Second.argumentKind])
  }

  /// Writes the label as ``PluralText`` does.
  public func encode(to encoder: any Encoder) throws {
    try counts.encode(to: encoder)
  }
}
