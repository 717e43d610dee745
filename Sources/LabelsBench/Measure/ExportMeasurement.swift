import LabelsKit

/// Export measured in process, as `LabelsParser export` runs it: encode every locale's `LabelGroup`
/// schema value (``BenchLabels``, 10,000 labels), write it canonically.
///
/// Runs in a child process of its own (`LabelsBench measure-export`) so its peak memory is its own.
struct ExportMeasurement {
  /// Number of locales.
  let locales: Int
  /// Timed repetitions after one warm-up.
  let repetitions: Int

  /// Generates the catalog, then times `ExportPlan.files(for:)` on it.
  /// - Throws: ``BenchError/failed(_:status:output:)`` when the catalog cannot be built or encoded.
  func run() throws(BenchError) -> Sample {
    let entries = SyntheticCatalog.localeTags.prefix(locales).map { locale in
      var texts = SyntheticTexts(locale: locale)
      return (locale: locale, document: BenchLabels(texts: &texts))
    }
    let clock = ContinuousClock()
    var seconds: [Double] = []
    var bytes = 0
    do {
      let plan = try Catalog(version: "1.0.0", baseLocale: "en", entries: entries)
      for repetition in 0...repetitions {
        let start = clock.now
        let files = try ExportPlan.files(for: plan)
        let elapsed = clock.now - start
        bytes = files.reduce(0) { $0 + $1.contents.count }
        if repetition > 0 {
          seconds.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        }
      }
    } catch {
      throw .failed("export", status: 1, output: "\(error)")
    }
    guard bytes > 0 else { throw .failed("export", status: 1, output: "wrote nothing") }
    return Sample(seconds: seconds, peakBytes: ChildProcess.ownPeakBytes)
  }
}
