import LabelsCore

/// A label that takes three arguments, such as `Template3<String, Int, Double>`; a label with more is
/// better split. See ``TemplateLabel``.
public struct Template3<First: LabelArgumentValue, Second: LabelArgumentValue, Third: LabelArgumentValue>:
  TemplateLabel
{
  /// The text with its placeholders unfilled.
  public let template: String

  /// A label of this text.
  public init(template: String) {
    self.template = template
  }

  /// Three arguments, of `First`'s, `Second`'s and `Third`'s kinds.
  public static var declaration: ArgumentDeclaration {
    ArgumentDeclaration([First.argumentKind, Second.argumentKind, Third.argumentKind])
  }

  /// The text with its placeholders filled: never traps, whatever text arrived (see ``TemplateLabel``).
  public func callAsFunction(_ first: First, _ second: Second, _ third: Third) -> String {
    formatted([first.labelArgument, second.labelArgument, third.labelArgument])
  }
}
