import LabelsCore

/// Why the runtime refuses a configuration: a name it cannot use or a manifest it cannot read.
///
/// Loading labels never fails; these errors come from setting the runtime up.
public enum LabelsRuntimeError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A locale is not a BCP 47 tag the tool accepts.
  case invalidLocale(String)
  /// A version is not `MAJOR.MINOR.PATCH`.
  case invalidVersion(String)
  /// An environment name cannot be a Firebase Realtime Database key.
  case invalidEnvironment(String)
  /// Two supported locales, or two aliases, differ only in case.
  case duplicateLocale(String)
  /// The base locale is not among the supported locales.
  case unsupportedBaseLocale(String)
  /// An alias names a locale that is not supported.
  case unsupportedAliasTarget(alias: String, target: String)
  /// An alias names a supported locale, where it could never apply.
  case aliasShadowsLocale(String)
  /// `manifest.json` is not valid, or lacks a member the runtime needs.
  case malformedManifest(String)

  public var description: String {
    switch self {
    case .invalidLocale(let text):
      IdentifierError.invalidLocale(text).description
    case .invalidVersion(let text):
      IdentifierError.invalidVersion(text).description
    case .invalidEnvironment(let text):
      FirebaseKey.environmentMessage(text)
    case .duplicateLocale(let locale):
      "locale \(locale) is listed twice (names are compared without case); list it once"
    case .unsupportedBaseLocale(let locale):
      "the base locale \(locale) is not a supported locale; add it to the supported locales"
    case .unsupportedAliasTarget(let alias, let target):
      "the alias \(alias) names \(target), which is not a supported locale; point it at a supported one"
    case .aliasShadowsLocale(let alias):
      "the alias \(alias) is itself a supported locale, so it would never apply; remove it"
    case .malformedManifest(let detail):
      "the manifest cannot be read: \(detail)"
    }
  }
}
