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

  /// Validates the locale names and that the base locale and every alias target are supported.
  /// - Throws: ``LabelsRuntimeError`` naming the first locale or alias that is wrong.
  public init(supported: [String], base: String, aliases: [String: String] = [:]) throws(LabelsRuntimeError) {
    var supportedByKey: [String: String] = [:]
    for locale in supported {
      guard LocaleIdentifier.isValid(locale) else { throw .invalidLocale(locale) }
      guard supportedByKey.updateValue(locale, forKey: locale.lowercased()) == nil else {
        throw .duplicateLocale(locale)
      }
    }
    guard let base = supportedByKey[base.lowercased()] else {
      throw LocaleIdentifier.isValid(base) ? .unsupportedBaseLocale(base) : .invalidLocale(base)
    }
    var aliasesByKey: [String: String] = [:]
    for (alias, target) in aliases.sorted(by: { $0.key < $1.key }) {
      guard LocaleIdentifier.isValid(alias) else { throw .invalidLocale(alias) }
      guard LocaleIdentifier.isValid(target) else { throw .invalidLocale(target) }
      guard supportedByKey[alias.lowercased()] == nil else { throw .aliasShadowsLocale(alias) }
      guard let spelled = supportedByKey[target.lowercased()] else {
        throw .unsupportedAliasTarget(alias: alias, target: target)
      }
      guard aliasesByKey.updateValue(spelled, forKey: alias.lowercased()) == nil else {
        throw .duplicateLocale(alias)
      }
    }
    self.supported = supported
    self.base = base
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
