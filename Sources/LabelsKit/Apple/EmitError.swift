import LabelsCore

/// Why labels cannot be written in an Apple format.
package enum EmitError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A value is a number or a boolean, which `.strings` files and String Catalogs cannot hold.
  case notText(locale: String, pointer: String, found: JSONKind)
  /// A member of a plural label's `@plural` that is not a category or exact-number form holding text.
  case notPluralForm(locale: String, pointer: String)
  /// An exact-number form (`=1`, or `=0` where `zero` cannot stand for it) of a plural label, which
  /// `.stringsdict` files and String Catalogs cannot select: they know only the plural categories.
  case exactPluralForm(locale: String, pointer: String, reason: ExactFormProblem)
  /// The first argument of a plural label's `other` form, the count, is not a number (`%1$@`).
  case countNotNumber(locale: String, pointer: String, placeholder: String)
  /// The `@format` of a label of several counts does not read, or references a variable it lacks.
  case notPluralText(locale: String, pointer: String, reason: String)
  /// Two paths of one document flatten to the same dotted key.
  case keyCollision(locale: String, key: String, pointers: [String])
  /// A value has no XML property list form: `null`, or text with a character XML forbids.
  case notPropertyListValue(locale: String, pointer: String, reason: String)
  /// A String Catalog needs its source language, but the documents name no base locale.
  case noBaseLocale

  /// Why an exact-number form of a plural label cannot be written as a plural category.
  package enum ExactFormProblem: Equatable, Sendable, CustomStringConvertible {
    /// A number other than 0, which no category stands for.
    case notZero
    /// `=0` beside a `zero` form: both would be the `zero` form.
    case zeroFormToo
    /// `=0` in a language whose CLDR rules have a `zero` category, which Apple selects by CLDR (in
    /// Latvian for 10 and 20 too), so `zero` does not mean 0 alone.
    case zeroCategory

    package var description: String {
      switch self {
      case .notZero:
        "only =0 has one (zero, which Apple uses for 0 in every language)"
      case .zeroFormToo:
        "=0 would be the zero form, which the label already has"
      case .zeroCategory:
        "=0 would be the zero form, which this language's plural rules also select for other numbers"
      }
    }
  }

  /// The locale whose document is at fault, when there is one.
  package var locale: String? {
    switch self {
    case .notText(let locale, _, _), .notPluralForm(let locale, _), .exactPluralForm(let locale, _, _),
      .countNotNumber(let locale, _, _), .notPluralText(let locale, _, _), .keyCollision(let locale, _, _),
      .notPropertyListValue(let locale, _, _):
      locale
    case .noBaseLocale: nil
    }
  }

  package var description: String {
    switch self {
    case .notText(_, let pointer, let found):
      "\(pointer) is \(found == .bool ? "a boolean" : "a number"); .strings files and String Catalogs hold "
        + "only text, so emit plist instead or make the label a string"
    case .notPluralForm(_, let pointer):
      "\(pointer) is not a plural form; a plural label holds texts under zero, one, two, few, many, other "
        + "and =N only"
    case .exactPluralForm(_, let pointer, let reason):
      "\(pointer) cannot be written: .stringsdict files and String Catalogs select plural categories only, "
        + "and \(reason); remove the form or emit plist instead"
    case .countNotNumber(_, let pointer, let placeholder):
      "\(pointer) takes \(placeholder) as its count; a plural's first argument must be a number (%lld, %d, "
        + "%f)"
    case .notPluralText(_, let pointer, let reason):
      "\(pointer) \(reason); a label of several counts references each variable of `@plurals` as `%#@name@`"
    case .keyCollision(_, let key, let pointers):
      "\(pointers.joined(separator: " and ")) both flatten to the key \"\(key)\"; rename one of them"
    case .notPropertyListValue(_, let pointer, let reason):
      "\(pointer) \(reason)"
    case .noBaseLocale:
      "a String Catalog needs the base locale as its source language, but the input names none; "
        + "add manifest.json with \"baseLocale\" to the version folder"
    }
  }
}
