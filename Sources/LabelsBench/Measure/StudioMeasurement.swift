import Foundation
import LabelsCommands
import LabelsCore
import LabelsKit
import LabelsServer

/// The studio's page in headless Chromium over generated labels (issue 41's targets): from navigation to
/// the first labels shown, at most 1 s, and from a keystroke in search to its results shown, at most
/// 100 ms, with 10,000 labels × 20 locales.
///
/// The studio serves in this process (its workspace over the generated documents, as if compiled, and an
/// empty defaults folder in the scratch folder, so no text is editable), and
/// `Tests/Browser/studio_bench.py` drives Chromium (Scripts/install-browser.sh), each run a fresh load
/// timed by the page's own `performance.now()`.
struct StudioMeasurement {
  /// Where the generated project goes.
  let scratch: String
  let labels: Int
  let locales: Int
  let repetitions: Int
  /// The browser script.
  let script: String

  /// The search typed, a key's part that many labels share; its last key is timed.
  static let query = "payments/error"

  /// The two rows.
  func rows() throws(BenchError) -> [BenchRow] {
    let catalog = SyntheticCatalog(labelCount: labels)
    var documents: [LocaleIdentifier: JSONValue] = [:]
    for tag in SyntheticCatalog.localeTags.prefix(locales) {
      guard let locale = try? LocaleIdentifier(tag) else { continue }
      documents[locale] = catalog.document(locale: tag)
    }
    let root = scratch + "/studio"
    do {
      try FileManager.default.createDirectory(atPath: root + "/Defaults", withIntermediateDirectories: true)
    } catch {
      throw .io(root, "\(error)")
    }
    let server: LoopbackHTTPServer
    let session: StudioSession
    do {
      let inputs = StudioInputs(
        documents: LocalizedDocuments(baseLocale: try LocaleIdentifier("en"), documents: documents),
        version: try SemanticVersion("1.0.0"))
      let workspace = try StudioWorkspace(root: root, inputs: inputs, console: Console.standard())
      let page = try StudioServer.page(root: "")
      let handler = StudioHandler()
      server = try LoopbackHTTPServer(port: 0, handler: handler.respond)
      session = StudioSession(port: server.port)
      handler.server = StudioServer(page: page, session: session, workspace: workspace)
    } catch {
      throw .failed("the studio over \(labels) labels × \(locales) locales", status: 1, output: "\(error)")
    }
    defer { server.stop() }
    var process = ChildProcess(
      program: "python3",
      arguments: [script, "--url", session.address, "--runs", String(repetitions), "--query", Self.query])
    process.standardOutput = scratch + "/studio-browser.json"
    let usage = try process.run()
    guard usage.status == 0 else {
      throw .failed("python3 \(script)", status: usage.status, output: "")
    }
    let output = try FileAccess.read(process.standardOutput)
    guard case .object(let members)? = try? StrictJSONReader.read(output),
      case .array(let first)? = members["firstLabelsMs"], case .array(let search)? = members["searchMs"]
    else { throw .badResult(String(decoding: output, as: UTF8.self)) }
    func sample(_ values: [JSONValue]) -> Sample {
      Sample(
        seconds: values.compactMap {
          if case .number(let text) = $0 { Double(text).map { $0 / 1000 } } else { nil }
        },
        peakBytes: usage.peakBytes)
    }
    let size = "\(BenchSizes.grouped(labels)) labels × \(locales) locales"
    return [
      BenchRow(
        operation: "studio: navigation to first labels", size: size, mode: "headless Chromium",
        ours: sample(first), baseline: "-", baselineSample: nil, maximumMilliseconds: 1000),
      BenchRow(
        operation: "studio: keystroke to search results", size: size, mode: "headless Chromium",
        ours: sample(search), baseline: "-", baselineSample: nil, maximumMilliseconds: 100),
    ]
  }
}
