import Defaults
import Foundation
import Labels
import LabelsRuntime

/// The example app's own code for its labels: what an iOS app's target holds, so CI builds this library
/// for iOS (`xcodebuild -scheme AppLabels -destination 'generic/platform=iOS'`, docs/ci.md), while the
/// `LabelsApp` command runs it on Linux against `serve` (`.ci/example`).
public enum AppLabels {
  /// The labels of `locale`, as an app sets them up at launch: the cached ones at once (else the
  /// compiled-in defaults of that locale, or of the base locale), fresh ones on `refresh()`.
  /// - Throws: `LabelsRuntimeError` when `locale` is not a BCP 47 tag.
  public static func live(database: URL, locale: String, cache: LabelsCache?) throws -> LiveLabels<Labels> {
    let endpoint = try LabelsEndpoint(
      environment: "development", version: Labels.schemaVersion, locale: locale)
    let defaults =
      LabelsCatalog.locales.first { $0.locale == locale }?.labels ?? LabelsCatalog.locales[0].labels
    return LiveLabels(
      endpoint: endpoint, defaults: defaults, fetcher: LabelsFetcher(database: database), cache: cache)
  }
}
