import LabelsCore

/// The labels meant to read the same in a locale as in the base locale (brand names, identifiers), so
/// that lint's `untranslated` rule does not warn about them.
///
/// Each pattern is a JSON Pointer into a locale's labels in which a `*` token matches any one key or
/// array index: `/expenses/categories/*/id`. Each pattern lists the locales it applies to, or none for
/// every locale.
package struct UntranslatedAllowlist: Sendable {
  private let entries: [(tokens: [String], locales: Set<LocaleIdentifier>)]

  /// The empty allow-list.
  package static let none = UntranslatedAllowlist(validated: [])

  /// Validates the patterns and their locales.
  /// - Throws: ``LintError`` naming a pattern that is not a JSON Pointer or a locale that is invalid.
  package init(_ patterns: [String: [String]]) throws(LintError) {
    var entries: [(tokens: [String], locales: Set<LocaleIdentifier>)] = []
    for (pattern, localeNames) in patterns.sorted(by: { $0.key < $1.key }) {
      guard pattern.hasPrefix("/"), let tokens = JSONPointer(parsing: pattern)?.tokens else {
        throw .invalidAllowlistPattern(pattern)
      }
      var locales: Set<LocaleIdentifier> = []
      for name in localeNames {
        do {
          locales.insert(try LocaleIdentifier(name))
        } catch {
          throw .invalidAllowlistLocale(pattern: pattern, error)
        }
      }
      entries.append((tokens, locales))
    }
    self.init(validated: entries)
  }

  private init(validated entries: [(tokens: [String], locales: Set<LocaleIdentifier>)]) {
    self.entries = entries
  }

  /// Whether the label at `path` may read the same in `locale` as in the base locale.
  package func allows(_ path: JSONPointer, in locale: LocaleIdentifier) -> Bool {
    entries.contains { entry in
      (entry.locales.isEmpty || entry.locales.contains(locale)) && entry.tokens.count == path.tokens.count
        && zip(entry.tokens, path.tokens).allSatisfy { $0 == "*" || $0 == $1 }
    }
  }
}
