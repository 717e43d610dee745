import LabelsKit

/// Why the published tree cannot be served: the export root cannot be read, holds no version, fails
/// the audit, or its lines cannot be laid out; each problem as a diagnostic.
package struct PublishedTreeUnreadable: Error, Equatable, Sendable {
  /// The problems, as the command line prints them.
  package let diagnostics: [Diagnostic]

  /// The failure of reading the tree, with its `diagnostics`.
  package init(_ diagnostics: [Diagnostic]) {
    self.diagnostics = diagnostics
  }
}
