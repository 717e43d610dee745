import LabelsCore

/// A label of counts whose format also takes one other argument: `%@ has %#@posts@` or
/// `%2$#@posts@ from %1$@`. The counts are a ``PluralText``'s; the argument fills the format's
/// other placeholder, and lint checks every locale's format against its kind.
///
/// ```swift
/// public let posted: PluralText1<PostCount, String>
/// posted: PluralText1("%@ has %#@posts@") { _ in .en(one: "%lld post", other: "%lld posts") },
/// labels.profile.posted([.posts: 3], "Alice")   // "Alice has 3 posts"
/// ```
///
/// Published as a ``PluralText`` is (`{"@format", "@plurals"}`).
public struct PluralText1<Variable: PluralVariable, Argument: LabelArgumentValue>: Codable, Equatable,
  Sendable
{
  /// The counts and the format.
  let counts: PluralText<Variable>

  /// The format: text with each variable referenced as `%#@name@` (or `%n$#@name@`) and the argument's
  /// placeholder.
  public var format: String { counts.format }
  /// The forms of each variable.
  public var plurals: [Variable: Plural] { counts.plurals }

  /// A label of this format whose variables take the forms `plural` gives for each, as
  /// ``PluralText/init(_:_:)`` takes them.
  public init(_ format: String, _ plural: (Variable) -> Plural) {
    counts = PluralText(format, plural)
  }

  /// The text with each variable's form for its count and the argument in its placeholder. Never traps:
  /// a format that does not take the argument shows its placeholder as written.
  public func callAsFunction(_ counts: [Variable: Int], _ argument: Argument) -> String {
    self.counts.text(counts, arguments: [argument.labelArgument])
  }

  /// Reads the label as ``PluralText`` does, declaring the argument's kind while a schema is recorded.
  /// - Throws: `DecodingError` when a member is missing or not of its type.
  public init(from decoder: any Decoder) throws {
    counts = try PluralText(from: decoder, declaring: [Argument.argumentKind])
  }

  /// Writes the label as ``PluralText`` does.
  public func encode(to encoder: any Encoder) throws {
    try counts.encode(to: encoder)
  }
}
