import LabelsCore

#if canImport(LabelsKit)
  import LabelsKit
#endif

/// Whatever the String Catalog reader accepts, the writer re-emits as a catalog the reader reads back to
/// the same source language and labels.
enum CatalogFuzzCheck {
  static func violations(_ bytes: [UInt8]) -> [String] {
    guard let catalog = try? StringCatalog(bytes: bytes) else { return [] }
    let written = StringCatalogWriter.bytes(
      tables: catalog.labels.mapValues { DottedTable(texts: $0) }, sourceLanguage: catalog.sourceLanguage)
    guard let reread = try? StringCatalog(bytes: written) else {
      return ["the reader refuses what the writer made of a catalog it accepted"]
    }
    if reread.sourceLanguage != catalog.sourceLanguage || nonEmpty(reread.labels) != nonEmpty(catalog.labels)
    {
      return ["writing and reading a catalog back changed its labels"]
    }
    return []
  }

  /// The locales that have labels: the writer cannot name a locale without any.
  private static func nonEmpty(_ labels: [LocaleIdentifier: [DottedLabel]]) -> [LocaleIdentifier:
    [DottedLabel]]
  {
    labels.filter { !$0.value.isEmpty }
  }
}
