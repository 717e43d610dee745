import Foundation
import Testing

/// The generated plural rules and samples are what `Scripts/cldr/generate_plural_rules.py` makes of the
/// committed `plurals.xml`, so nobody edits them by hand or forgets to regenerate them.
@Suite struct PluralRulesGenerationTests {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let generator = "Scripts/cldr/generate_plural_rules.py"
  static let generatedFiles = [
    "Sources/LabelsCore/Plurals/PluralRules+CLDR.swift", "Tests/LabelsCoreTests/PluralSamples+CLDR.swift",
    "Sources/LabelsSchema/Plural+Languages.swift",
  ]

  /// Needs `python3` on the `PATH`, as `make test` does everywhere (docs/ci.md installs it in CI).
  @Test func theGeneratedFilesAreUpToDate() throws {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("plurals-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: output) }
    let status = try run(["python3", Self.generator, "--output", output.path])
    try #require(status == 0, "\(Self.generator) failed")
    for file in Self.generatedFiles {
      let committed = try Data(contentsOf: Self.packageRoot.appendingPathComponent(file))
      let generated = try Data(contentsOf: output.appendingPathComponent(file))
      #expect(committed == generated, "\(file) is out of date; run \(Self.generator)")
    }
  }
}

/// Runs a program found on `PATH` in the package's root folder and returns its exit status; what it
/// prints on standard error goes to the test's own.
private func run(_ arguments: [String]) throws -> Int32 {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = arguments
  process.currentDirectoryURL = PluralRulesGenerationTests.packageRoot
  process.standardOutput = FileHandle.nullDevice
  try process.run()
  process.waitUntilExit()
  return process.terminationStatus
}
