import LabelsCore

/// One plural label read from a String Catalog or a `.stringsdict` file: its key and its forms as the
/// members of `@plural` (`one`, `other`, `=0`; see docs/export-format.md).
package struct ImportedPlural: Equatable, Sendable {
  /// The key, such as `expenses.count`.
  package let key: String
  /// The forms by `@plural` member name: a CLDR category, or `=0` for Apple's `zero` where the
  /// locale's rules have no `zero` category.
  package let forms: [String: String]

  /// Creates a plural whose forms are already `@plural` members.
  package init(key: String, forms: [String: String]) {
    self.key = key
    self.forms = forms
  }

  /// The plural of Apple's forms for `locale`, or why it cannot be one.
  ///
  /// Apple's `zero` becomes the exact form `=0` where it means 0 (``ApplePluralZero``; the inverse of
  /// emit), and stays the category elsewhere. `formatSpecifier` (a substitution's or a `.stringsdict` variable's value
  /// type, such as `lld`) replaces `%arg`, the count's place in a substitution's forms.
  /// - Throws: ``Refusal`` when a form is not a CLDR category or there is no `other` form.
  static func appleForms(
    _ forms: [String: String], locale: LocaleIdentifier, formatSpecifier: String? = nil
  ) throws(Refusal) -> [String: String] {
    let zeroIsExact = ApplePluralZero.isExactZero(in: locale)
    var members: [String: String] = [:]
    for (name, text) in forms {
      guard let category = PluralCategory(rawValue: name) else {
        throw Refusal("has a plural form \"\(name)\", which is not a CLDR plural category")
      }
      let member = category == .zero && zeroIsExact ? ApplePluralZero.exactMember : name
      members[member] = formatSpecifier.map { text.replacingAll("%arg", with: "%" + $0) } ?? text
    }
    guard members[PluralCategory.other.rawValue] != nil else {
      throw Refusal("has a plural without an \"other\" form")
    }
    return members
  }

  /// Why Apple's forms cannot be a plural label.
  struct Refusal: Error, Equatable {
    /// The reason, as the report and the diagnostics show it.
    let reason: String
    /// Where in the file, when the refusal is of the file's syntax.
    let line: Int?
    /// The column in Unicode scalars, with ``line``.
    let column: Int?

    init(_ reason: String, line: Int? = nil, column: Int? = nil) {
      self.reason = reason
      self.line = line
      self.column = column
    }
  }
}
