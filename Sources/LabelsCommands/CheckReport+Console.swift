import LabelsCore
import LabelsKit

extension CheckReport {
  /// Prints the report: text (diagnostics on stderr, the summary of each step and the verdict on
  /// stdout; lint's findings as a digest when it found no error, unless `allFindings`), github (on
  /// stdout, each step's annotations then its summary, then the verdict) or json (one document on
  /// stdout).
  func print(_ format: DiagnosticFormat, allFindings: Bool = false, to console: Console) {
    switch format {
    case .text:
      for step in textSteps(allFindings: allFindings) { step.printText(to: console) }
      console.output(verdict)
    case .github:
      console.write(githubText)
    case .json:
      console.write(LogText.escaped(json: CanonicalJSONWriter.string(json)))
    }
  }
}
