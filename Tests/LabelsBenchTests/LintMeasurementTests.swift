import LabelsKit
import Testing

@testable import LabelsBench

@Suite struct LintMeasurementTests {
  @Test func everyFindingOfTheSyntheticCatalogIsLocatedAtTheLineOfItsLabel() throws {
    let documents = LintMeasurement(labels: 45, locales: 3, locate: true, repetitions: 0).documents
    let files = SyntheticDefaultsSources.files(documents)
    let locator = SwiftLiteralLocator(files: files)
    let findings = Linter.lint(documents)
    // Every label of the two locales beside the base is untranslated.
    #expect(findings.count == 90)
    for finding in findings {
      let location = try #require(locator.location(of: finding, in: documents))
      let line = try #require(location.line)
      let lines = try #require(files[location.file]).split(separator: "\n", omittingEmptySubsequences: false)
      guard
        case .string(let text)? = finding.path.value(in: try #require(documents.documents[finding.locale!]))
      else {
        Issue.record("\(finding.place) is not a string")
        continue
      }
      let key = try #require(finding.path.tokens.last)
      #expect(
        lines[line - 1].trimmingPrefix(while: \.isWhitespace) == "\(key): \(SwiftStringLiteral.text(text)),")
      #expect(location.file == "Defaults/Labels+\(finding.locale!).swift")
    }
  }
}
