import LabelsCore

/// Picks the locale to load from the user's preferred languages.
///
/// For each preferred language in order, and for each shorter form of it (`zh-Hant-TW`, `zh-Hant`,
/// `zh`), the first of: a supported locale of that name, then an alias of that name. When no preferred
/// language matches, the base locale. Names are compared without case and `_` is read as `-`, so
/// `en_us` finds `en`; the result is spelled as in the supported list. The same input always gives the
/// same locale.
public struct LocaleResolver: Equatable, Sendable {
  /// The locales the app can load, as spelled in the export.
  public let supported: [String]
  /// The locale to load when no preferred language matches.
  public let base: String
  /// Locales to load for languages that have none of their own, such as `zh-Hant` → `zh-Hans`.
  public let aliases: [String: String]

  private let supportedByKey: [String: String]
  private let aliasesByKey: [String: String]

  /// Validates the locale names and that the base locale and every alias target are supported, by the
  /// rule the tool's catalog shares (``LocaleSet``).
  /// - Throws: ``LabelsRuntimeError`` naming the first locale or alias that is wrong.
  public init(supported: [String], base: String, aliases: [String: String] = [:]) throws(LabelsRuntimeError) {
    let set: LocaleSet
    do {
      set = try LocaleSet(locales: supported, base: base, aliases: aliases)
    } catch {
      throw LabelsRuntimeError(error)
    }
    let supportedByKey = Dictionary(
      set.locales.map { ($0.rawValue.lowercased(), $0.rawValue) }, uniquingKeysWith: { first, _ in first })
    let aliasesByKey = Dictionary(
      set.aliases.map { ($0.key.rawValue.lowercased(), $0.value.rawValue) },
      uniquingKeysWith: { first, _ in first })
    self.supported = supported
    self.base = set.base.rawValue
    self.aliases = aliases
    self.supportedByKey = supportedByKey
    self.aliasesByKey = aliasesByKey
  }

  /// The resolver a published manifest describes: its locales, base locale and aliases.
  /// - Throws: ``LabelsRuntimeError`` when the manifest names a locale wrongly.
  public init(manifest: LabelsManifest) throws(LabelsRuntimeError) {
    try self.init(supported: manifest.locales, base: manifest.baseLocale, aliases: manifest.aliases)
  }

  /// The locale to load for the user's preferred languages, most preferred first (BCP 47 tags, such
  /// as `Locale.preferredLanguages`). Entries that are not tags are skipped.
  public func resolve(_ preferred: [String]) -> String {
    for language in preferred {
      guard let tag = LocaleTag.normalized(language) else { continue }
      for candidate in LocaleTag.fallbackChain(tag) {
        if let locale = supportedByKey[candidate] ?? aliasesByKey[candidate] { return locale }
      }
    }
    return base
  }
}
