import LabelsCore
import LabelsKit

/// Lint on a catalog with tens of thousands of findings, measured in process as `check` runs it: every
/// locale but the base one left untranslated (a warning per label), and with `locate`, each finding
/// placed at its line in the locale's Swift source on both cores, as the release gate does for the
/// current defaults.
///
/// Runs in a child process of its own (`LabelsBench measure-lint`); the same run without `--locate` is
/// the baseline that locating is compared with.
struct LintMeasurement {
  /// Labels per locale.
  let labels: Int
  /// Number of locales, base included.
  let locales: Int
  /// Whether findings are located in the Swift sources.
  let locate: Bool
  /// Timed repetitions after one warm-up.
  let repetitions: Int

  /// The documents: the base locale's texts in every locale.
  var documents: LocalizedDocuments {
    let document = SyntheticCatalog(labelCount: labels).document(locale: "en")
    let tags = SyntheticCatalog.localeTags.prefix(locales).compactMap { try? LocaleIdentifier($0) }
    return LocalizedDocuments(
      baseLocale: tags.first, documents: Dictionary(uniqueKeysWithValues: tags.map { ($0, document) }))
  }

  /// Times lint, and with `locate` the locator's index and every finding's location.
  /// - Throws: ``BenchError/failed(_:status:output:)`` when lint finds nothing or a finding has no line.
  func run() throws(BenchError) -> Sample {
    let documents = documents
    let sources = SyntheticDefaultsSources.files(documents)
    let clock = ContinuousClock()
    var seconds: [Double] = []
    for repetition in 0...repetitions {
      let start = clock.now
      let findings = Linter.lint(documents)
      var located = 0
      if locate {
        let locator = SwiftFindingLocator(
          SwiftLiteralLocator(files: sources), documents: documents, paths: nil)
        // On both cores, as the release gate locates its findings.
        located =
          ParallelWork.halves(of: findings.count) { range in
            range.filter { locator.location(of: findings[$0])?.line != nil }
          }.count
      }
      let elapsed = clock.now - start
      guard !findings.isEmpty, !locate || located == findings.count else {
        throw .failed("lint", status: 1, output: "\(located) of \(findings.count) findings located")
      }
      if repetition > 0 {
        seconds.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
      }
    }
    return Sample(seconds: seconds, peakBytes: ChildProcess.ownPeakBytes)
  }
}
