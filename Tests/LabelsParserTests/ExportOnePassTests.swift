import Foundation
import Testing

@testable import LabelsCommands

/// `export` in one pass: the defaults encoded once, each input read once through the run's
/// ``InputFiles``, and the version's files and the review state written in one step.
@Suite struct ExportOnePassTests {
  /// `ShopLabels.V1`, each encoding of a locale's labels counted.
  struct CountedV1: Codable, Sendable {
    /// Encodings of any `CountedV1`; only this suite's one test makes them.
    static let encodings = Tally()
    var labels: ShopLabels.V1

    init(labels: ShopLabels.V1) {
      self.labels = labels
    }

    init(from decoder: any Decoder) throws {
      labels = try ShopLabels.V1(from: decoder)
    }

    func encode(to encoder: any Encoder) throws {
      Self.encodings.add()
      try labels.encode(to: encoder)
    }
  }

  /// A count that tasks add to.
  final class Tally: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    /// The count so far.
    var value: Int { lock.withLock { count } }

    /// Counts one more.
    func add() { lock.withLock { count += 1 } }

    /// Starts again from zero.
    func reset() { lock.withLock { count = 0 } }
  }

  @Test func exportEncodesOnceAndReadsEachInputOnce() throws {
    let repository = try GitRepository()
    try repository.publishFirstRelease()
    let locales = ShopLabels.firstRelease.map { locale, labels in
      var labels = labels
      if locale == "en" { labels.cart.title = "Basket" }
      return (locale, CountedV1(labels: labels))
    }
    let project = ShopLabels.project(root: repository.path, version: "1.0.0", locales: locales)
    let console = Console(output: { _ in }, error: { _ in })
    let export = ExportCommand(root: nil, check: false)
    let versionFiles = ["en.json", "manifest.json", "ru.json", "schema.json", "uk.json"].map {
      "\(repository.path)/Exports/1.0.0/\($0)"
    }

    // A content change: the version rewritten in place, the translations of the changed text marked.
    let reads = CountedReads()
    CountedV1.encodings.reset()
    #expect(try export.run(project: project, console: console, inputs: reads.inputs) == .ok)
    #expect(CountedV1.encodings.value == 3)
    #expect(versionFiles.map(reads.count) == [1, 1, 1, 1, 1])
    #expect(reads.count(project.paths.reviewFile) == 1)
    #expect(reads.readAgain == [])
    #expect(try repository.read("Exports/1.0.0/en.json").contains("Basket"))
    #expect(try repository.read("Defaults/LabelsReview.json").contains(#""uk""#))

    // Up to date: one encoding, each version file read once, and nothing else needed.
    reads.reset()
    CountedV1.encodings.reset()
    #expect(try export.run(project: project, console: console, inputs: reads.inputs) == .ok)
    #expect(CountedV1.encodings.value == 3)
    #expect(versionFiles.map(reads.count) == [1, 1, 1, 1, 1])
    #expect(reads.count(project.paths.reviewFile) == 0)
    #expect(reads.readAgain == [])
  }
}
