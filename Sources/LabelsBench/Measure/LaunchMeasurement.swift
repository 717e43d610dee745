import Foundation
import LabelsRuntime

/// An app's cold launch from its cache, as `LiveLabels` starts, with a document of 10,000 labels
/// (``BenchLabels``). A document whose labels all passed the checks when it was stored is read and
/// decoded; with `--recheck`, one stored with a fallback is checked label by label over the defaults,
/// decoded and overlaid again; with `--rollout`, the line's control document is cached beside it (a
/// release staged to 10 %, the install at 50: the released tree is shown), so the launch also reads and
/// selects from it. The baseline is `JSONDecoder` decoding the same document alone.
///
/// Every launch is given the install's position (50) rather than reading it from `UserDefaults`, so
/// that no run writes the machine's defaults.
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
  /// Whether the line's control document is cached beside the labels.
  var rollout = false

  /// The control document cached with `--rollout`: as the tool writes it, a release staged to 10 %.
  static let controlDocument = Data(
    #"""
    {"previous": {"commit": "5d0c1e2", "id": "5d0c1e2a3b4c5d6e", "textVersion": "1.1.0", "version": "1.1.0"},
     "released": {"commit": "9f2c41d", "id": "9f2c41d07a3b5e66", "textVersion": "1.2.0", "version": "1.2.0"},
     "seal": "sha256:4b227777d4dd1fc61c6f884f48641d02b4d121d3fd328cb08b5531fcacdabf8a",
     "staged": {"commit": "0123456", "id": "0123456789abcdef", "percent": 10, "textVersion": "1.3.0",
       "version": "1.3.0"}}
    """#.utf8)

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
      if rollout {
        try cache.store(Self.controlDocument, etag: "\"c\"", isComplete: true, for: .rollout, of: endpoint)
      }
    } catch {
      throw .failed("measure-launch", status: 1, output: "\(error)")
    }
    let fetcher = LabelsFetcher(database: URL(fileURLWithPath: "/"))
    guard let position = RolloutPosition(50) else { throw .failed("measure-launch", status: 1, output: "") }
    let clock = ContinuousClock()
    var seconds: [Double] = []
    for repetition in 0...repetitions {
      let start = clock.now
      if baseline {
        guard (try? JSONDecoder().decode(BenchLabels.self, from: data)) != nil else {
          throw .failed("measure-launch", status: 1, output: "the document does not decode")
        }
      } else {
        let live = LiveLabels(
          endpoint: endpoint, defaults: defaults, fetcher: fetcher, cache: cache, position: position)
        guard live.current.source == .remote else {
          throw .failed("measure-launch", status: 1, output: "the launch did not use the cache")
        }
        guard !rollout || live.rollout.staged?.percent == 10 else {
          throw .failed("measure-launch", status: 1, output: "the launch did not read the control document")
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
