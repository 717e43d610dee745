import LabelsCore

/// Writes the generated defaults: `Defaults/Labels+<locale>.swift` with one `Labels` value per locale,
/// `Defaults/LabelsCatalog.swift` and `Defaults/LocaleLabels.swift`. This is not the project's own
/// layout (one folder per locale, one file per section; see docs/apple-formats.md).
enum SwiftDefaultsWriter {
  /// The files of every locale, `locales` base first.
  static func files(
    value: SwiftValue, locales: [LocaleIdentifier], baseLocale: LocaleIdentifier,
    entries: [LocaleIdentifier: [String: TranslationEntry]]
  ) -> [ExportFile] {
    let names = SwiftName.unique(
      locales.map { SwiftName.lowerCamel($0.rawValue) }, reserved: SwiftName.reservedProperties,
      ignoringCase: false)
    var files: [ExportFile] = []
    for (locale, name) in zip(locales, names) {
      let writer = LocaleWriter(
        locale: locale, baseLocale: baseLocale, entries: entries[locale] ?? [:],
        baseEntries: entries[baseLocale] ?? [:])
      let rendered = writer.render(value, indent: "  ")
      let summary =
        locale == baseLocale
        ? "/// The labels of \(locale), the base locale."
        : "/// The labels of \(locale); a label marked `// missing in \(locale)` holds the \(baseLocale) text."
      let lines =
        ["import Labels", "", "extension Labels {", "  \(summary)"]
        + ["  public static let \(SwiftName.declared(name)) = \(rendered.joined(separator: "\n"))", "}"]
      files.append(
        ExportFile(
          path: "Defaults/Labels+\(locale).swift",
          contents: Array((lines.joined(separator: "\n") + "\n").utf8)))
    }
    let entries = zip(locales, names).map { locale, name in
      "    LocaleLabels(locale: \(SwiftStringLiteral.text(locale.rawValue)), labels: .\(SwiftName.declared(name))),"
    }
    files.append(
      ExportFile(path: "Defaults/LabelsCatalog.swift", contents: Array(catalog(baseLocale, entries).utf8)))
    files.append(ExportFile(path: "Defaults/LocaleLabels.swift", contents: Array(localeLabels.utf8)))
    return files
  }

  /// Renders one locale's value, filling its gaps with the base text.
  private struct LocaleWriter {
    let locale: LocaleIdentifier
    let baseLocale: LocaleIdentifier
    let entries: [String: TranslationEntry]
    let baseEntries: [String: TranslationEntry]

    /// The lines of `value`, the first without indentation (it follows a label), the others indented.
    func render(_ value: SwiftValue, indent: String) -> [String] {
      let inner = indent + "  "
      switch value {
      case .text(let key):
        return [SwiftStringLiteral.text(entries[key]?.value ?? baseEntries[key]?.value ?? "")]
      case .plural(let key):
        let entry = entries[key] ?? baseEntries[key]
        return PluralLiteral.lines(
          entry?.plural ?? ["other": entry?.value ?? ""], locale: locale, indent: indent)
      case .instance(let type, let arguments):
        guard !arguments.isEmpty else { return ["\(type)()"] }
        var lines = ["\(type)("]
        for (index, argument) in arguments.enumerated() {
          var rendered = render(argument.value, indent: inner)
          if index < arguments.count - 1 { rendered[rendered.count - 1] += "," }
          lines += gapComment(argument.value, indent: inner)
          lines.append("\(inner)\(SwiftName.argumentLabel(argument.label)): \(rendered[0])")
          lines += rendered.dropFirst()
        }
        return lines + ["\(indent))"]
      case .list(let items):
        var lines = ["["]
        for item in items {
          var rendered = render(item, indent: inner)
          // swift-format wants a trailing comma after every element of a list of several, and none
          // after the one element of a list.
          if items.count > 1 { rendered[rendered.count - 1] += "," }
          lines += gapComment(item, indent: inner)
          lines.append(inner + rendered[0])
          lines += rendered.dropFirst()
        }
        return lines + ["\(indent)]"]
      }
    }

    private func gapComment(_ value: SwiftValue, indent: String) -> [String] {
      switch value {
      case .text(let key), .plural(let key):
        guard entries[key] == nil else { return [] }
      case .instance, .list:
        return []
      }
      return ["\(indent)// missing in \(locale): the \(baseLocale) text until translated"]
    }
  }

  private static func catalog(_ baseLocale: LocaleIdentifier, _ entries: [String]) -> String {
    """
    import Labels

    /// The compiled-in labels of every locale, and the locale the others are translated from.
    ///
    /// To add a locale, add a file with its `Labels` instance and one line to `locales`.
    public enum LabelsCatalog {
      /// The locale every other locale is translated from.
      public static let baseLocale = \(SwiftStringLiteral.text(baseLocale.rawValue))

      /// Every locale with its labels, base locale first.
      public static let locales: [LocaleLabels] = [
    \(entries.joined(separator: "\n"))
      ]

      /// Locales to load for languages that have none of their own, by BCP 47 tag (such as `zh-Hant` →
      /// `zh-Hans`); each target is one of `locales`.
      public static let aliases: [String: String] = [:]
    }

    """
  }

  private static let localeLabels = """
    import Labels

    /// The labels of one locale, named by its BCP 47 tag.
    public struct LocaleLabels: Sendable {
      /// The BCP 47 tag of the locale, such as `en` or `pt-BR`.
      public let locale: String
      /// The labels shown in that locale.
      public let labels: Labels

      /// Pairs a locale tag with its labels.
      public init(locale: String, labels: Labels) {
        self.locale = locale
        self.labels = labels
      }
    }

    """
}
