import LabelsCore

/// A label that takes two arguments: `public let spent: Template2<String, Double>` in the schema,
/// `spent: "%1$@ spent %2$.2f"` in a locale's defaults (`"%2$.2f потратила %1$@"` may reorder them), and
/// `labels.expenses.spent("Аня", 12.5)` in the app. Named placeholders are for a single argument only. See
/// ``TemplateLabel``.
public struct Template2<First: LabelArgumentValue, Second: LabelArgumentValue>: TemplateLabel {
  /// The text with its placeholders unfilled.
  public let template: String

  /// A label of this text.
  public init(template: String) {
    self.template = template
  }

  /// Two arguments, of `First`'s and `Second`'s kinds.
  public static var declaration: ArgumentDeclaration {
    ArgumentDeclaration([First.argumentKind, Second.argumentKind])
  }

  /// The text with its placeholders filled: never traps, whatever text arrived (see ``TemplateLabel``).
  public func callAsFunction(_ first: First, _ second: Second) -> String {
    formatted([first.labelArgument, second.labelArgument])
  }
}
