import LabelsCore

/// The versions published in an export root, in semantic-version order: the one place that says which
/// version is the newest, the one `diff` compares with by default and the version policy reviews against.
package struct PublishedVersions: Equatable, Sendable {
  /// Every published version, oldest first: 1.9.0 before 1.10.0, in whatever order the folders were found.
  package let all: [SemanticVersion]

  /// The versions of the folders found in an export root, in any order.
  package init(_ versions: some Sequence<SemanticVersion>) {
    all = versions.sorted()
  }

  /// The newest published version, or `nil` when none is published.
  package var newest: SemanticVersion? {
    all.last
  }
}
