/// How many changes of each severity a report holds.
package struct ChangeSummary: Hashable, Sendable {
  /// The number of breaking changes.
  package let breaking: Int
  /// The number of additive changes.
  package let additive: Int
  /// The number of content changes.
  package let content: Int

  /// Counts the changes of each severity.
  package init(_ changes: [Change]) {
    breaking = changes.count { $0.severity == .breaking }
    additive = changes.count { $0.severity == .additive }
    content = changes.count { $0.severity == .content }
  }

  /// The number of changes of one severity.
  package subscript(severity: Severity) -> Int {
    switch severity {
    case .breaking: breaking
    case .additive: additive
    case .content: content
    }
  }

  /// The counts as people read them: `2 breaking, 1 additive, 3 content`.
  package var text: String {
    Severity.allCases.reversed().map { "\(self[$0]) \($0.rawValue)" }.joined(separator: ", ")
  }
}
