/// Why a ``LocaleSet`` is refused. The tool's catalog and the app's resolver each say it in their own
/// error, with the fix for their reader.
public enum LocaleSetError: Error, Equatable, Sendable {
  /// A locale, the base locale, an alias or an alias target is not a BCP 47 tag.
  case invalidLocale(String)
  /// Two locales, or two aliases, differ only in case.
  case duplicateLocale(String)
  /// The base locale is not one of the locales.
  case missingBaseLocale(String)
  /// An alias names a locale that is not one of the locales.
  case unknownAliasTarget(alias: String, target: String)
  /// An alias is itself one of the locales, so it would never apply.
  case aliasIsALocale(String)
}
