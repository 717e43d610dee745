import LabelsCore

/// A label with placeholders that the app formats with a typed call: ``Template``, ``Template2``,
/// ``Template3``. The schema declares the type, so the compiler checks every call, and lint checks
/// every locale's text against the same arguments (`argument-mismatch`), so export and check refuse a
/// translation that would take other ones.
///
/// Published as the plain text (`"Привет, %@!"`). Argument n fills printf position n (`%@`, `%2$lld`);
/// a text of a single argument may name it instead (`{name}`). See ``LabelsCore/ArgumentDeclaration``.
public protocol TemplateLabel: Codable, Equatable, Sendable, ExpressibleByStringLiteral
where StringLiteralType == String {
  /// The text with its placeholders unfilled, as the locale's defaults or the store give it.
  var template: String { get }
  /// A label of this text.
  init(template: String)
  /// The kinds of the arguments the typed call passes, in order.
  static var declaration: ArgumentDeclaration { get }
}

extension TemplateLabel {
  /// A label of this text: `greeting: "Привет, %@!"` in a locale's defaults.
  public init(stringLiteral value: String) {
    self.init(template: value)
  }

  /// Reads the text; while a schema is recorded, also reports ``declaration`` to the decoder's
  /// ``LabelsCore/ArgumentDeclarationRecorder``.
  /// - Throws: `DecodingError` when the value is not a string.
  public init(from decoder: any Decoder) throws {
    if let recorder = decoder.userInfo[.argumentDeclarations] as? any ArgumentDeclarationRecorder {
      recorder.record(Self.declaration)
    }
    self.init(template: try decoder.singleValueContainer().decode(String.self))
  }

  /// Writes the text.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(template)
  }

  /// The text with the arguments bound in order.
  /// - Throws: ``LabelsCore/LabelFormatError`` when the text does not take exactly these arguments.
  public func format(_ arguments: [LabelArgument]) throws(LabelFormatError) -> String {
    try LabelFormatter.format(template, binding: arguments)
  }

  /// The text with the arguments bound in order, or the text unfilled when it does not take them: a
  /// typed call never traps and never reads a missing argument, whatever text arrives. Lint refuses
  /// such a text in the defaults.
  func formatted(_ arguments: [LabelArgument]) -> String {
    (try? format(arguments)) ?? template
  }
}
