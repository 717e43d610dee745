import LabelsCore

#if canImport(LabelsKit)
  import LabelsKit
#endif

/// The import plan of any files it reads plans only distinct relative paths, none with an empty, `.` or
/// `..` component.
///
/// The input is files separated by NUL bytes, each its path (`en.lproj/Localizable.strings`,
/// `Localizable.xcstrings`), a newline and its contents; files the readers refuse are left out. The base
/// locale is the first catalog's source language, else the first table's locale.
enum ImportFuzzCheck {
  static func violations(_ bytes: [UInt8]) -> [String] {
    var tables: [TranslationTable] = []
    var sourceLanguage: LocaleIdentifier?
    for file in bytes.split(separator: 0, omittingEmptySubsequences: false) {
      let newline = file.firstIndex(of: UInt8(ascii: "\n")) ?? file.endIndex
      let path = String(decoding: file[..<newline], as: UTF8.self)
      let contents = Array(file[newline...].dropFirst())
      if path.hasSuffix(".xcstrings") {
        guard let catalog = try? TranslationTable.tables(catalogFile: path, bytes: contents) else { continue }
        sourceLanguage = sourceLanguage ?? catalog.sourceLanguage
        tables += catalog.tables
      } else if let table = try? TranslationTable(stringsFile: path, bytes: contents) {
        tables.append(table)
      }
    }
    guard let baseLocale = sourceLanguage ?? tables.first?.locale,
      let plan = try? ImportPlan.generate(tables, baseLocale: baseLocale)
    else { return [] }
    var violations: [String] = []
    let paths = plan.files.map(\.path)
    for path in paths where !isInside(path) {
      violations.append("the plan writes outside its folder: '\(path)'")
    }
    if Set(paths).count != paths.count { violations.append("the plan writes one path twice") }
    return violations
  }

  /// Whether a path is relative and names no empty, `.` or `..` component.
  private static func isInside(_ path: String) -> Bool {
    !path.split(separator: "/", omittingEmptySubsequences: false).contains { ["", ".", ".."].contains($0) }
  }
}
