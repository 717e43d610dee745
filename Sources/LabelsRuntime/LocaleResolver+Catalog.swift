import LabelsCore

extension LocaleResolver {
  /// The compiled-in labels to show for the user's preferred languages, most preferred first
  /// (`Locale.preferredLanguages`): the entry of `catalog` that ``resolve(_:)`` picks with the catalog's
  /// locales, its base locale and its aliases, the same table export writes into `manifest.json`.
  ///
  /// ```swift
  /// let defaults = try LocaleResolver.resolve(
  ///   Locale.preferredLanguages, in: LabelsCatalog.locales, base: LabelsCatalog.baseLocale,
  ///   aliases: LabelsCatalog.aliases)   // defaults.locale "uk", defaults.labels .ukrainian
  /// ```
  /// - Throws: ``LabelsRuntimeError`` when the catalog cannot be resolved over, as
  ///   ``init(supported:base:aliases:)`` says: an invalid tag, a base locale or alias target that is not
  ///   in the catalog, an alias that is one of its locales, two locales that differ only in case.
  public static func resolve<Labels>(
    _ preferred: [String], in catalog: [LocalizedLabels<Labels>], base: String,
    aliases: [String: String] = [:]
  ) throws(LabelsRuntimeError) -> LocalizedLabels<Labels> {
    let resolver = try LocaleResolver(supported: catalog.map(\.locale), base: base, aliases: aliases)
    let locale = resolver.resolve(preferred)
    // `resolve` answers a locale of `supported` as spelled there, so this finds it.
    guard let entry = catalog.first(where: { $0.locale == locale }) else {
      throw .unsupportedBaseLocale(base)
    }
    return entry
  }
}
