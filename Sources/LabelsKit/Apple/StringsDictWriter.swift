import LabelsCore

/// Prints a `.stringsdict` file: an XML property list whose root dictionary maps each plural label's
/// dotted key to the format Apple documents for one count, and each label of several counts' to its
/// format (`%#@followers@ · %#@posts@`) and a dictionary per variable.
///
/// Each key holds `NSStringLocalizedFormatKey` = `%#@count@` and `count`, a dictionary with
/// `NSStringFormatSpecTypeKey` = `NSStringPluralRuleType`, `NSStringFormatValueTypeKey` = the count's
/// conversion (``DottedPlural/countConversion``) and a string per category form. Keys are sorted by
/// Unicode scalar value at every level and tabs indent, as ``PropertyListWriter`` writes, so the same
/// labels always give the same bytes.
package enum StringsDictWriter {
  /// The name of the variable that stands for the count in `NSStringLocalizedFormatKey`.
  static let variable = "count"

  /// The bytes of the file of `plurals` and `pluralTexts`, the plural labels and labels of several
  /// counts of `locale`, ending in a newline. A label of several counts holds its format as
  /// `NSStringLocalizedFormatKey` and a dictionary per variable, as a plural label holds its `count`.
  /// - Throws: ``EmitError/notPropertyListValue(locale:pointer:reason:)`` for a key or form holding a
  ///   control character other than tab, newline and carriage return, which XML 1.0 cannot hold.
  package static func bytes(
    _ plurals: [DottedPlural], pluralTexts: [DottedPluralText] = [], locale: LocaleIdentifier
  ) throws(EmitError) -> [UInt8] {
    let entries =
      plurals.map { plural in
        Entry(
          key: plural.key, format: "%#@\(variable)@", variables: [(variable, plural)],
          pointer: plural.pointer,
          formatPointer: plural.pointer)
      }
      + pluralTexts.map { label in
        Entry(
          key: label.key, format: label.format, variables: label.variables.map { ($0.key, $0) },
          pointer: label.pointer,
          formatPointer: label.pointer + "/" + JSONPointer.escape(PluralTextLabel.formatMarker))
      }
    var output = PropertyListWriter.header
    output.append(contentsOf: "<dict>\n".utf8)
    for entry in entries.sorted(by: { CanonicalJSONWriter.keyPrecedes($0.key, $1.key) }) {
      try write(entry, locale: locale, into: &output)
    }
    output.append(contentsOf: "</dict>\n</plist>\n".utf8)
    return output
  }

  /// One key of the file: its format and the dictionary of each variable it references.
  private struct Entry {
    let key: String
    let format: String
    let variables: [(name: String, plural: DottedPlural)]
    let pointer: String
    let formatPointer: String
  }

  private static func write(_ entry: Entry, locale: LocaleIdentifier, into output: inout [UInt8])
    throws(EmitError)
  {
    output.append(contentsOf: "\t<key>".utf8)
    try PropertyListWriter.writeText(
      entry.key, locale: locale.rawValue, pointer: entry.pointer, into: &output)
    output.append(contentsOf: "</key>\n".utf8)
    line("<dict>", depth: 1, into: &output)
    let formatKey = "NSStringLocalizedFormatKey"
    let keys = ([formatKey] + entry.variables.map(\.name)).sorted(by: CanonicalJSONWriter.keyPrecedes)
    for key in keys {
      line("<key>\(key)</key>", depth: 2, into: &output)
      guard key != formatKey else {
        try string(entry.format, depth: 2, locale: locale, pointer: entry.formatPointer, into: &output)
        continue
      }
      guard let plural = entry.variables.first(where: { $0.name == key })?.plural else { continue }
      line("<dict>", depth: 2, into: &output)
      line("<key>NSStringFormatSpecTypeKey</key>", depth: 3, into: &output)
      line("<string>NSStringPluralRuleType</string>", depth: 3, into: &output)
      line("<key>NSStringFormatValueTypeKey</key>", depth: 3, into: &output)
      line("<string>\(plural.countConversion)</string>", depth: 3, into: &output)
      // Category names are lowercase, so they sort after the uppercase `NSString…` keys.
      for (category, text) in plural.forms.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
        line("<key>\(category.rawValue)</key>", depth: 3, into: &output)
        try string(text, depth: 3, locale: locale, pointer: plural.pointer(of: category), into: &output)
      }
      line("</dict>", depth: 2, into: &output)
    }
    line("</dict>", depth: 1, into: &output)
  }

  private static func line(_ text: String, depth: Int, into output: inout [UInt8]) {
    output.append(contentsOf: repeatElement(UInt8(ascii: "\t"), count: depth))
    output.append(contentsOf: text.utf8)
    output.append(UInt8(ascii: "\n"))
  }

  private static func string(
    _ text: String, depth: Int, locale: LocaleIdentifier, pointer: String, into output: inout [UInt8]
  ) throws(EmitError) {
    output.append(contentsOf: repeatElement(UInt8(ascii: "\t"), count: depth))
    output.append(contentsOf: "<string>".utf8)
    try PropertyListWriter.writeText(text, locale: locale.rawValue, pointer: pointer, into: &output)
    output.append(contentsOf: "</string>\n".utf8)
  }
}
