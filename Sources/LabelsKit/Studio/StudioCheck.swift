import LabelsCore

/// An edit of one label in one locale checked by lint's rules before anything is written, as the
/// studio asks for each keystroke: the findings the label would have, and the errors the edit would
/// bring that were not there before (an edit is refused for those only, as `xliff import` refuses).
///
/// Only the label is linted, in the locales the edit can touch: the edited locale beside the base, or
/// every locale when the base text changes (a translation's placeholders must match the base's). Each
/// document is cut down to the path to the label, so a check costs the label, not the catalog.
package struct StudioCheck: Sendable {
  /// The labels with the edit made.
  package let documents: LocalizedDocuments
  /// The label's findings in the edited locale after the edit.
  package let findings: [Finding]
  /// The errors the edit brings, in any locale it touches.
  package let newErrors: [Finding]

  /// Checks setting the texts `texts` (by pointer, each a text of the label) of the label at `label` in
  /// `locale`.
  package init(
    _ texts: [JSONPointer: String], label: JSONPointer, locale: LocaleIdentifier,
    in documents: LocalizedDocuments,
    allowlist: UntranslatedAllowlist, arguments: ArgumentDeclarations
  ) {
    var edited = documents.documents
    if var document = edited[locale] {
      for (pointer, text) in texts { document = document.replacing(at: pointer, with: .string(text)) }
      edited[locale] = document
    }
    self.documents = LocalizedDocuments(baseLocale: documents.baseLocale, documents: edited)
    let touched =
      locale == documents.baseLocale ? documents.locales : [documents.baseLocale, locale].compactMap { $0 }
    func lint(_ all: [LocaleIdentifier: JSONValue]) -> [Finding] {
      var cut: [LocaleIdentifier: JSONValue] = [:]
      for locale in touched {
        if let document = all[locale] { cut[locale] = Self.keeping(label.tokens[...], of: document) }
      }
      return Linter.lint(
        LocalizedDocuments(baseLocale: documents.baseLocale, documents: cut), allowlist: allowlist,
        arguments: arguments
      ).filter { label.contains($0.path) || $0.path.contains(label) }
    }
    let before = lint(documents.documents).filter { $0.severity == .error }
    let after = lint(edited)
    findings = after.filter { $0.locale == locale }
    newErrors = after.filter { $0.severity == .error && !before.contains($0) }
  }

  /// `value` with only the members on the way to `tokens` (a list is kept whole, so its items keep their
  /// indices).
  private static func keeping(_ tokens: ArraySlice<String>, of value: JSONValue) -> JSONValue {
    guard let first = tokens.first else { return value }
    switch value {
    case .object(let members):
      guard let member = members[first] else { return .object([:]) }
      return .object([first: keeping(tokens.dropFirst(), of: member)])
    case .array, .null, .bool, .number, .string:
      return value
    }
  }
}
