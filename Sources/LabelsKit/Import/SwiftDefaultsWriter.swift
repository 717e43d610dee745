import LabelsCore

/// Writes the generated defaults in the project's own layout (docs/large-catalogs.md): one folder per
/// locale, named after its language (``LanguageName``), with `Labels+<Language>.swift` holding the
/// locale's `Labels` and one `<Section>+<Language>.swift` per top-level struct holding that section as a
/// computed property; `Defaults/LabelsCatalog.swift` and `Defaults/LabelsCatalog+Untranslated.swift`.
/// `LocaleLabels`, which the catalog lists, is the toolchain's (`Sources/LabelsModule`), not written here.
enum SwiftDefaultsWriter {
  /// The files of every locale, `locales` base first.
  static func files(
    value: SwiftValue, locales: [LocaleIdentifier], baseLocale: LocaleIdentifier,
    entries: [LocaleIdentifier: [String: TranslationEntry]]
  ) -> [ExportFile] {
    let folders = SwiftName.unique(
      locales.map(LanguageName.of), reserved: SwiftName.reservedTypes, ignoringCase: true)
    guard case .instance(_, let sections) = value else { return [] }
    var files: [ExportFile] = []
    var catalogLines: [String] = []
    for (locale, folder) in zip(locales, folders) {
      let name = SwiftName.declared(SwiftName.lowerCamel(folder))
      let writer = LocaleWriter(
        locale: locale, baseLocale: baseLocale, entries: entries[locale] ?? [:],
        baseEntries: entries[baseLocale] ?? [:])
      let description =
        locale == baseLocale
        ? "The \(folder) labels (`\(locale)`): the base locale every other locale is translated from."
        : "The \(folder) labels (`\(locale)`); a label marked `// missing in \(locale)` holds the "
          + "\(baseLocale) text."
      let arguments = sections.map { section -> SwiftValue.Argument in
        guard case .instance = section.value else { return section }
        return SwiftValue.Argument(label: section.label, value: .reference(name))
      }
      let rendered = writer.render(.instance(type: "Labels", arguments: arguments), indent: "  ")
      let lines =
        ["import Labels", "", "extension Labels {", "  /// \(description)"]
        + (sections.contains { if case .instance = $0.value { true } else { false } }
          ? [
            "  ///",
            "  /// Each section is a computed property in its own file, so editing one label recompiles one",
            "  /// small file and nothing else (see docs/large-catalogs.md).",
          ] : [])
        + ["  public static let \(name): Labels = \(rendered.joined(separator: "\n"))", "}"]
      files.append(
        ExportFile(
          path: "Defaults/\(folder)/Labels+\(folder).swift",
          contents: Array((lines.joined(separator: "\n") + "\n").utf8)))
      for section in sections {
        guard case .instance(let type, _) = section.value else { continue }
        let qualified = "Labels.\(type)"
        let body = writer.render(section.value, indent: "    ")
        let sectionLines =
          [
            "import Labels", "", "extension \(qualified) {",
            "  /// The \(folder) labels of `\(qualified)`.",
            "  static var \(name): \(qualified) {",
            "    " + body[0],
          ] + body.dropFirst() + ["  }", "}"]
        files.append(
          ExportFile(
            path: "Defaults/\(folder)/\(type)+\(folder).swift",
            contents: Array((sectionLines.joined(separator: "\n") + "\n").utf8)))
      }
      catalogLines.append(
        "    LocaleLabels(locale: \(SwiftStringLiteral.text(locale.rawValue)), labels: .\(name)),")
    }
    files.append(
      ExportFile(
        path: "Defaults/LabelsCatalog.swift", contents: Array(catalog(baseLocale, catalogLines).utf8)))
    files.append(
      ExportFile(path: "Defaults/LabelsCatalog+Untranslated.swift", contents: Array(untranslated.utf8)))
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
      case .pluralText(let key):
        let entry = entries[key] ?? baseEntries[key]
        let variables = entry?.variables ?? [:]
        let format = entry?.value ?? ""
        let initializer = ImportedPluralText.initializer(
          format: baseEntries[key]?.value ?? format, forms: baseEntries[key]?.variables ?? variables)
        var lines = ["\(initializer)(\(SwiftStringLiteral.text(format))) {", "\(inner)switch $0 {"]
        for name in (try? PluralTextFormat(format))?.variables ?? variables.keys.sorted() {
          lines.append("\(inner)case .\(SwiftName.declared(name)):")
          let forms = PluralLiteral.lines(variables[name] ?? [:], locale: locale, indent: inner + "  ")
          lines.append(inner + "  " + forms[0])
          lines += forms.dropFirst()
        }
        return lines + ["\(inner)}", "\(indent)}"]
      case .reference(let name):
        return [".\(name)"]
      case .instance(let type, let arguments):
        let qualified = type == "Labels" ? type : "Labels.\(type)"
        guard !arguments.isEmpty else { return ["\(qualified)()"] }
        var lines = ["\(qualified)("]
        for (index, argument) in arguments.enumerated() {
          var rendered = render(argument.value, indent: inner)
          if index < arguments.count - 1 { rendered[rendered.count - 1] += "," }
          lines += gapComment(argument.value, indent: inner)
          let label = "\(inner)\(SwiftName.argumentLabel(argument.label)):"
          // swift-format breaks after the label a line too long that it cannot break elsewhere: a
          // literal.
          if rendered.count == 1,
            label.unicodeScalars.count + 1 + rendered[0].unicodeScalars.count > SwiftSchemaWriter.lineLength
          {
            lines += [label, inner + "  " + rendered[0]]
          } else {
            lines.append("\(label) \(rendered[0])")
            lines += rendered.dropFirst()
          }
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
      case .text(let key), .plural(let key), .pluralText(let key):
        guard entries[key] == nil else { return [] }
      case .instance, .list, .reference:
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
    /// To add a locale, add a folder with its `Labels` instance (one file per section, as the base
    /// locale's folder has) and one line to `locales`.
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

  private static let untranslated = """
    import Labels

    extension LabelsCatalog {
      /// The labels meant to read the same in other locales as in the base locale, so that
      /// `LabelsParser lint` does not warn that they are untranslated: a JSON Pointer into the labels, in
      /// which `*` matches any one key or array index, with the locales it applies to (none: every
      /// locale). Add a brand name, for example, as `"/login/brand": []`.
      public static let untranslated: [String: [String]] = [:]
    }

    """
}
