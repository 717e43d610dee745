import LabelsCore

/// The published version a release is compared with, read once for every stage that needs it.
///
/// Reading is the command line's; what counts as the baseline is decided here. The newest published
/// version is the baseline. When it is the very version being published and its folder cannot be read
/// (torn by a killed export, or damaged by hand, which export is about to rewrite), that is recorded
/// with its reasons and the version before it is compared with instead. Any other read error is the
/// caller's to report: none is swallowed.
package enum PublishedBaseline: Sendable {
  /// Nothing is published yet.
  case nothingPublished
  /// The newest published version and its folder.
  case newest(SemanticVersion, PublishedVersion)
  /// The newest published version is the one being published and cannot be read, for `reasons`;
  /// `previous` is the version before it, when there is one.
  case currentUnreadable(
    SemanticVersion, reasons: [Diagnostic], previous: (version: SemanticVersion, folder: PublishedVersion)?)

  /// The version the defaults are compared with and its folder; `nil` when there is none.
  package var compared: (version: SemanticVersion, folder: PublishedVersion)? {
    switch self {
    case .nothingPublished: nil
    case .newest(let version, let folder): (version, folder)
    case .currentUnreadable(_, _, let previous): previous
    }
  }

  /// Why the folder of the current version could not be read, when export is to rewrite it.
  package var unreadableCurrent: [Diagnostic]? {
    guard case .currentUnreadable(_, let reasons, _) = self else { return nil }
    return reasons
  }

  /// The baseline among `published`, for labels about to be published at `version`, each folder read
  /// through `read`: the newest, or, when that is `version` and `read` fails, the one before it.
  /// - Parameters:
  ///   - published: the versions published so far.
  ///   - version: the version about to be published.
  ///   - reasons: the diagnostics of a failure, kept when the current version cannot be read.
  ///   - read: reads one published version folder.
  /// - Throws: what `read` throws for any folder but the current version's.
  package static func read<Failure: Error>(
    _ published: PublishedVersions, current version: SemanticVersion, reasons: (Failure) -> [Diagnostic],
    read: (SemanticVersion) throws(Failure) -> PublishedVersion
  ) throws(Failure) -> PublishedBaseline {
    guard let newest = published.newest else { return .nothingPublished }
    do throws(Failure) {
      return .newest(newest, try read(newest))
    } catch  where newest == version {
      var previous: (version: SemanticVersion, folder: PublishedVersion)?
      if let older = published.all.dropLast().last { previous = (older, try read(older)) }
      return .currentUnreadable(newest, reasons: reasons(error), previous: previous)
    }
  }
}
