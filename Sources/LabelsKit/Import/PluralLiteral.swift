import LabelsCore

/// Writes a plural label's forms as the Swift expression of a generated defaults file: the locale's
/// generated initialiser when the forms are exactly the ones its CLDR rules need
/// (`.ru(one:few:many:other:exact:)`), else the general `Plural([...], exact: [...])`, which lint checks.
///
/// Every argument and element is on a line of its own, and a dictionary element that would not fit in
/// ``SwiftSchemaWriter/lineLength`` breaks after its colon, so the code passes `swift format lint --strict`.
enum PluralLiteral {
  /// The lines of `forms` (`@plural` members) in `locale`; the first without indentation (it follows a
  /// label), the others indented from `indent`.
  static func lines(_ forms: [String: String], locale: LocaleIdentifier, indent: String) -> [String] {
    let inner = indent + "  "
    let (categories, exact) = PluralLabel.forms(of: forms)
    let exactLines =
      exact.isEmpty
      ? []
      : ["\(inner)exact: ["]
        + dictionaryLines(
          exact.keys.sorted().map { ("\($0)", exact[$0] ?? "") }, indent: inner + "  ") + ["\(inner)]"]
    let rules = PluralRules.forLocale(locale.rawValue)
    let sorted = categories.keys.sorted()
    if rules.locale != "root", sorted == rules.categories {
      // The name Scripts/cldr/generate_plural_rules.py gives the locale's initialiser: `pt_PT` → `ptPT`.
      let name = SwiftName.declared(rules.locale.split(separator: "_").joined())
      var lines = [".\(name)("]
      for (index, category) in sorted.enumerated() {
        let comma = index < sorted.count - 1 || !exactLines.isEmpty ? "," : ""
        lines.append(
          "\(inner)\(category.rawValue): \(SwiftStringLiteral.text(categories[category] ?? ""))\(comma)")
      }
      return lines + exactLines + ["\(indent))"]
    }
    let formLines = dictionaryLines(
      sorted.map { (".\($0.rawValue)", categories[$0] ?? "") }, indent: inner + "  ")
    let formsClose = "\(inner)]" + (exactLines.isEmpty ? "" : ",")
    return ["Plural(", "\(inner)["] + formLines + [formsClose] + exactLines + ["\(indent))"]
  }

  /// One line per element (two when it would not fit), with trailing commas where swift-format wants
  /// them: after every element of a collection of several, none after the one element of a collection.
  private static func dictionaryLines(_ elements: [(key: String, text: String)], indent: String) -> [String] {
    elements.enumerated().flatMap { index, element -> [String] in
      let comma = elements.count > 1 ? "," : ""
      let literal = SwiftStringLiteral.text(element.text) + comma
      let line = "\(indent)\(element.key): \(literal)"
      guard line.unicodeScalars.count > SwiftSchemaWriter.lineLength else { return [line] }
      return ["\(indent)\(element.key):", "\(indent)  \(literal)"]
    }
  }
}
