import LabelsCore

/// Why labels cannot be written in an Apple format.
public enum EmitError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A value is a number or a boolean, which `.strings` files and String Catalogs cannot hold.
  case notText(locale: String, pointer: String, found: JSONKind)
  /// A plural label, which a flat table of dotted keys cannot hold: its forms need `.stringsdict` or a
  /// String Catalog's plural variations.
  case plural(locale: String, pointer: String)
  /// Two paths of one document flatten to the same dotted key.
  case keyCollision(locale: String, key: String, pointers: [String])
  /// A value has no XML property list form: `null`, or text with a character XML forbids.
  case notPropertyListValue(locale: String, pointer: String, reason: String)
  /// A String Catalog needs its source language, but the documents name no base locale.
  case noBaseLocale

  /// The locale whose document is at fault, when there is one.
  public var locale: String? {
    switch self {
    case .notText(let locale, _, _), .plural(let locale, _), .keyCollision(let locale, _, _),
      .notPropertyListValue(let locale, _, _):
      locale
    case .noBaseLocale: nil
    }
  }

  public var description: String {
    switch self {
    case .notText(_, let pointer, let found):
      "\(pointer) is \(found == .bool ? "a boolean" : "a number"); .strings files and String Catalogs hold "
        + "only text, so emit plist instead or make the label a string"
    case .plural(_, let pointer):
      "\(pointer) is a plural label; emit strings and xcstrings cannot write plural forms yet, so emit "
        + "plist instead"
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
