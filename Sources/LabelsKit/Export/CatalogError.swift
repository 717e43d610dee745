import LabelsCore

/// Why a catalog of defaults cannot be exported.
package enum CatalogError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A locale or the version is malformed.
  case invalidIdentifier(IdentifierError)
  /// Two entries name the same locale.
  case duplicateLocale(String)
  /// The base locale has no entry.
  case missingBaseLocale(String)
  /// A locale's labels could not be encoded to JSON.
  case encodingFailed(locale: String, reason: String)
  /// An alias names a locale the catalog does not have.
  case unknownAliasTarget(alias: String, target: String)
  /// An alias is itself a locale of the catalog, so it would never apply.
  case aliasIsALocale(String)

  package var description: String {
    switch self {
    case .invalidIdentifier(let error):
      "\(error)"
    case .duplicateLocale(let locale):
      "locale \(locale) is listed twice in the catalog; list each locale once"
    case .missingBaseLocale(let locale):
      "the base locale \(locale) has no labels in the catalog; add it to the list of locales"
    case .encodingFailed(let locale, let reason):
      "the labels of \(locale) cannot be encoded as JSON: \(reason)"
    case .unknownAliasTarget(let alias, let target):
      "the alias \(alias) names \(target), which has no labels in the catalog; point it at a listed locale"
    case .aliasIsALocale(let alias):
      "the alias \(alias) is a locale of the catalog, so it would never apply; remove it from the aliases"
    }
  }
}

extension CatalogError {
  /// The catalog's case for why its locales are refused.
  init(_ error: LocaleSetError) {
    switch error {
    case .invalidLocale(let name): self = .invalidIdentifier(.invalidLocale(name))
    case .duplicateLocale(let name): self = .duplicateLocale(name)
    case .missingBaseLocale(let name): self = .missingBaseLocale(name)
    case .unknownAliasTarget(let alias, let target): self = .unknownAliasTarget(alias: alias, target: target)
    case .aliasIsALocale(let alias): self = .aliasIsALocale(alias)
    }
  }
}
