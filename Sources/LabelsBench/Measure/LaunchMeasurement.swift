import Foundation
import LabelsRuntime

/// An app's cold launch from its cache, as `LiveLabels` starts, with a document of 10,000 labels
/// (``BenchLabels``). A document whose labels all passed the checks when it was stored is read and
/// decoded; with `--recheck`, one stored with a fallback is checked label by label over the defaults,
/// decoded and overlaid again. The baseline is `JSONDecoder` decoding the same document alone.
///
/// Runs in a child process of its own (`LabelsBench measure-launch`), with `--baseline` for the bare
/// decoding.
struct LaunchMeasurement {
  /// Timed repetitions after one warm-up.
  let repetitions: Int
  /// Whether to time the bare decoding instead of the launch.
  let baseline: Bool
  /// Whether the cached document is checked again, as one stored with a fallback is.
  var recheck = false

  /// Writes the labels to a cache in a temporary folder, then times launches over defaults of the same
  /// texts, so every label is checked and taken (the synthetic locales' placeholders differ at random).
  /// - Throws: ``BenchError`` when the cache cannot be written or the launch does not use it.
  func run() throws(BenchError) -> Sample {
    var defaultTexts = SyntheticTexts(locale: "ru")
    var remoteTexts = SyntheticTexts(locale: "ru")
    let defaults = BenchLabels(texts: &defaultTexts)
    let remote = BenchLabels(texts: &remoteTexts)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("labels-launch-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let cache = LabelsCache(directory: folder)
    let endpoint: LabelsEndpoint
    let data: Data
    do {
      endpoint = try LabelsEndpoint(environment: "production", version: "1.0.0", locale: "ru")
      data = try JSONEncoder().encode(remote)
      try cache.store(data, etag: "\"1\"", isComplete: !recheck, for: endpoint)
    } catch {
      throw .failed("measure-launch", status: 1, output: "\(error)")
    }
    let fetcher = LabelsFetcher(database: URL(fileURLWithPath: "/"))
    let clock = ContinuousClock()
    var seconds: [Double] = []
    for repetition in 0...repetitions {
      let start = clock.now
      if baseline {
        guard (try? JSONDecoder().decode(BenchLabels.self, from: data)) != nil else {
          throw .failed("measure-launch", status: 1, output: "the document does not decode")
        }
      } else {
        let live = LiveLabels(endpoint: endpoint, defaults: defaults, fetcher: fetcher, cache: cache)
        guard live.current.source == .remote else {
          throw .failed("measure-launch", status: 1, output: "the launch did not use the cache")
        }
      }
      let elapsed = clock.now - start
      if repetition > 0 {
        seconds.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
      }
    }
    return Sample(seconds: seconds, peakBytes: ChildProcess.ownPeakBytes)
  }
}
