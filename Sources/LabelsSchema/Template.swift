import LabelsCore

/// A label that takes one argument: `public let greeting: Template<String>` in the schema,
/// `greeting: "Привет, %@!"` or `greeting: "Привет, {name}!"` in a locale's defaults, and
/// `labels.login.greeting("Аня")` in the app. See ``TemplateLabel``.
public struct Template<Argument: LabelArgumentValue>: TemplateLabel {
  /// The text with its placeholders unfilled.
  public let template: String

  /// A label of this text.
  public init(template: String) {
    self.template = template
  }

  /// One argument of `Argument`'s kind.
  public static var declaration: ArgumentDeclaration {
    ArgumentDeclaration([Argument.argumentKind])
  }

  /// The text with its placeholder filled: never traps, whatever text arrived (see ``TemplateLabel``).
  public func callAsFunction(_ argument: Argument) -> String {
    formatted([argument.labelArgument])
  }
}
