/// The locales an app can load, the base locale and the aliases, validated by the one rule the tool's
/// catalog and the app's resolver share.
///
/// Names are compared without case, as the app resolves them: no two locales, and no two aliases, may
/// differ only in case, and no alias may be a locale. The base locale and each alias target must be one
/// of the locales, and are spelled as the locales spell them. The locales are checked in order, then the
/// base locale, then the aliases in key order; the first problem is thrown.
public struct LocaleSet: Equatable, Sendable {
  /// The locales, in the order given.
  public let locales: [LocaleIdentifier]
  /// The base locale, spelled as in ``locales``.
  public let base: LocaleIdentifier
  /// Each alias and the locale it loads, spelled as in ``locales``.
  public let aliases: [LocaleIdentifier: LocaleIdentifier]

  /// Validates a set of locales.
  /// - Parameters:
  ///   - locales: the locales, each a BCP 47 tag.
  ///   - base: the locale every other is translated from.
  ///   - aliases: locales to load for languages without their own, such as `zh-Hant` → `zh-Hans`.
  /// - Throws: ``LocaleSetError`` naming the first name that is wrong.
  public init(locales: [String], base: String, aliases: [String: String] = [:]) throws(LocaleSetError) {
    var byKey: [String: LocaleIdentifier] = [:]
    var identified: [LocaleIdentifier] = []
    for name in locales {
      guard let locale = try? LocaleIdentifier(name) else { throw .invalidLocale(name) }
      guard byKey.updateValue(locale, forKey: name.lowercased()) == nil else { throw .duplicateLocale(name) }
      identified.append(locale)
    }
    guard LocaleIdentifier.isValid(base) else { throw .invalidLocale(base) }
    guard let spelledBase = byKey[base.lowercased()] else { throw .missingBaseLocale(base) }
    var aliasKeys: Set<String> = []
    var table: [LocaleIdentifier: LocaleIdentifier] = [:]
    for (alias, target) in aliases.sorted(by: { $0.key < $1.key }) {
      guard let aliasLocale = try? LocaleIdentifier(alias) else { throw .invalidLocale(alias) }
      guard LocaleIdentifier.isValid(target) else { throw .invalidLocale(target) }
      guard byKey[alias.lowercased()] == nil else { throw .aliasIsALocale(alias) }
      guard let spelledTarget = byKey[target.lowercased()] else {
        throw .unknownAliasTarget(alias: alias, target: target)
      }
      guard aliasKeys.insert(alias.lowercased()).inserted else { throw .duplicateLocale(alias) }
      table[aliasLocale] = spelledTarget
    }
    self.locales = identified
    self.base = spelledBase
    self.aliases = table
  }
}
