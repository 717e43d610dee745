import LabelsCore

extension LabelsRuntimeError {
  /// The runtime's case for why a set of locales is refused.
  init(_ error: LocaleSetError) {
    switch error {
    case .invalidLocale(let name): self = .invalidLocale(name)
    case .duplicateLocale(let name): self = .duplicateLocale(name)
    case .missingBaseLocale(let name): self = .unsupportedBaseLocale(name)
    case .unknownAliasTarget(let alias, let target):
      self = .unsupportedAliasTarget(alias: alias, target: target)
    case .aliasIsALocale(let alias): self = .aliasShadowsLocale(alias)
    }
  }
}
