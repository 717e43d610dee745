import Foundation
import LabelsRuntime
import ShopLabels

/// The example app's own code for its labels: what an iOS app's target holds, so CI builds this library
/// for iOS (`xcodebuild -scheme AppLabels -destination 'generic/platform=iOS'`, docs/ci.md), while the
/// `LabelsApp` command runs it on Linux against `serve` (`.ci/example`). README and docs/runtime.md show
/// this code.
public enum AppLabels {
  /// The labels of the user's preferred languages, as an app sets them up at launch: the cached ones at
  /// once (else the compiled-in defaults of the locale the resolver picks), fresh ones on `refresh()`,
  /// read with the user's ID token and the App Check token of the providers, for a database locked down
  /// (docs/runtime.md, "A locked-down database").
  /// - Throws: `LabelsRuntimeError` when the catalog cannot be resolved over.
  public static func live(
    database: URL, preferredLanguages: [String] = Locale.preferredLanguages, cache: LabelsCache? = .standard,
    authTokenProvider: LabelsFetcher.TokenProvider? = nil,
    appCheckTokenProvider: LabelsFetcher.TokenProvider? = nil
  ) throws -> LiveLabels<Labels> {
    let defaults = try LocaleResolver.resolve(
      preferredLanguages, in: LabelsCatalog.locales, base: LabelsCatalog.baseLocale,
      aliases: LabelsCatalog.aliases)
    let endpoint = try LabelsEndpoint(
      environment: "development", version: Labels.schemaVersion, locale: defaults.locale)
    let fetcher = LabelsFetcher(
      database: database, authTokenProvider: authTokenProvider, appCheckTokenProvider: appCheckTokenProvider)
    return LiveLabels(endpoint: endpoint, defaults: defaults.labels, fetcher: fetcher, cache: cache)
  }
}
