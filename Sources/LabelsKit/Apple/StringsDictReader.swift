import Foundation
import LabelsCore

/// Reads a `.stringsdict` file (Apple's property list of plural rules) with Foundation's
/// `PropertyListSerialization`: each key whose `NSStringLocalizedFormatKey` is exactly one `%#@name@`
/// with one `NSStringPluralRuleType` variable is a plural label, and one whose format has several
/// variables, or text around one, is a label of several counts (``ImportedPluralText``); every other key
/// is refused by name.
enum StringsDictReader {
  /// The plural labels and labels of several counts of the file, sorted by key, and the keys refused with
  /// their reasons.
  /// - Throws: a sentence saying why the bytes are not a `.stringsdict` file, with the line and column
  ///   where they are not well-formed XML.
  static func read(_ bytes: [UInt8], locale: LocaleIdentifier) throws(ImportedPlural.Refusal) -> (
    plurals: [ImportedPlural], pluralTexts: [ImportedPluralText], refused: [(key: String, reason: String)]
  ) {
    switch PropertyListXMLCheck.problem(in: bytes) {
    case .duplicateKey(let duplicate):
      throw ImportedPlural.Refusal(
        "has the key \"\(duplicate)\" twice in one dictionary; Foundation keeps only the last, so keep only one"
      )
    case .notWellFormed(let line, let column, let reason):
      throw ImportedPlural.Refusal(reason, line: line, column: column)
    case nil:
      break
    }
    let root: Any
    do {
      root = try PropertyListSerialization.propertyList(from: Data(bytes), format: nil)
    } catch {
      throw ImportedPlural.Refusal("is not a property list")
    }
    guard let entries = root as? [String: Any] else {
      throw ImportedPlural.Refusal("is not a .stringsdict file: its root must be a dictionary of keys")
    }
    var plurals: [ImportedPlural] = []
    var pluralTexts: [ImportedPluralText] = []
    var refused: [(key: String, reason: String)] = []
    for key in entries.keys.sorted(by: CanonicalJSONWriter.keyPrecedes) {
      guard let entry = entries[key] as? [String: Any],
        let format = entry["NSStringLocalizedFormatKey"] as? String
      else {
        throw ImportedPlural.Refusal(
          "is not a .stringsdict file: \"\(key)\" must be a dictionary with an NSStringLocalizedFormatKey string"
        )
      }
      do {
        let names = entry.keys.filter { $0 != "NSStringLocalizedFormatKey" }
        if names.count == 1, let name = names.first, format == "%#@\(name)@" {
          plurals.append(
            ImportedPlural(key: key, forms: try forms(of: entry, variable: name, locale: locale)))
          continue
        }
        var variables: [String: (forms: [String: String], argument: Int?)] = [:]
        for name in names { variables[name] = (try forms(of: entry, variable: name, locale: locale), nil) }
        pluralTexts.append(
          ImportedPluralText(
            key: key, format: format,
            variables: try ImportedPluralText.appleForms(format: format, variables: variables)))
      } catch {
        refused.append((key, error.reason))
      }
    }
    return (plurals, pluralTexts, refused)
  }

  /// The forms of one variable of an entry.
  private static func forms(of entry: [String: Any], variable name: String, locale: LocaleIdentifier)
    throws(ImportedPlural.Refusal) -> [String: String]
  {
    guard let variable = entry[name] as? [String: Any] else {
      throw ImportedPlural.Refusal("has a variable \"\(name)\" that is not a dictionary")
    }
    let ruleType = variable["NSStringFormatSpecTypeKey"] as? String
    guard ruleType == "NSStringPluralRuleType" else {
      throw ImportedPlural.Refusal(
        "has a variable of type \(ruleType ?? "(none)"), not NSStringPluralRuleType")
    }
    var forms: [String: String] = [:]
    for (form, value) in variable
    where form != "NSStringFormatSpecTypeKey" && form != "NSStringFormatValueTypeKey" {
      guard let text = value as? String else {
        throw ImportedPlural.Refusal("has a plural form \"\(form)\" that is not a string")
      }
      forms[form] = text
    }
    return try ImportedPlural.appleForms(
      forms, locale: locale, formatSpecifier: variable["NSStringFormatValueTypeKey"] as? String)
  }
}
