import LabelsCore
import LabelsKit

/// Swift sources shaped like the defaults `import` writes: one file per locale holding its whole
/// `Labels` value as nested initialisers, one `key: "text"` per line, and the catalog that pairs each
/// locale with its value. Only the lint locator reads them; they are not compiled.
enum SyntheticDefaultsSources {
  /// The files by path: `Defaults/Labels+<locale>.swift` per locale and `Defaults/LabelsCatalog.swift`.
  static func files(_ documents: LocalizedDocuments) -> [String: String] {
    var files: [String: String] = [:]
    var entries: [String] = []
    for (index, locale) in documents.locales.enumerated() {
      let name = "locale\(index)"
      entries.append("    LocaleLabels(locale: \"\(locale)\", labels: .\(name)),")
      var lines = ["import Labels", "", "extension Labels {", "  public static let \(name) = Labels("]
      if case .object(let members) = documents.documents[locale] {
        render(members, indent: "    ", into: &lines)
      }
      lines += ["  )", "}", ""]
      files["Defaults/Labels+\(locale).swift"] = lines.joined(separator: "\n")
    }
    files["Defaults/LabelsCatalog.swift"] =
      (["public enum LabelsCatalog {", "  public static let locales: [LocaleLabels] = ["] + entries
      + ["  ]", "}", ""]).joined(separator: "\n")
    return files
  }

  private static func render(_ members: [String: JSONValue], indent: String, into lines: inout [String]) {
    for key in members.keys.sorted() {
      switch members[key] {
      case .string(let text):
        lines.append("\(indent)\(key): \(SwiftStringLiteral.text(text)),")
      case .object(let inner):
        lines.append("\(indent)\(key): Group(")
        render(inner, indent: indent + "  ", into: &lines)
        lines.append("\(indent)),")
      default:
        break
      }
    }
  }
}
