extension LabelFormatter {
  /// A text with its placeholders filled by arguments in call order, as ``ArgumentDeclaration`` binds
  /// them: argument n fills printf position n, and a text that takes a single argument may name it
  /// instead (`{name}`). This is what a label's typed call (`labels.login.greeting("Аня")`) formats with.
  /// - Throws: ``LabelFormatError`` when the text is malformed or does not take exactly these arguments.
  public static func format(_ text: String, binding arguments: [LabelArgument]) throws(LabelFormatError)
    -> String
  {
    let signature = PlaceholderSignature(text)
    guard let token = signature.named.first else { return try format(text, arguments: arguments) }
    guard signature.named.count == 1, signature.arguments.isEmpty else {
      throw .namedNeedsSingleArgument(signature.named)
    }
    guard arguments.count == 1 else { throw .argumentCount(expected: 1, given: arguments.count) }
    return try format(text, named: [token: arguments[0]])
  }
}
