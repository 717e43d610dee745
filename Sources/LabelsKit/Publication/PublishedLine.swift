import LabelsCore

/// What every app of one major version reads: the documents at `/<environment>/v<major>/<locale>/labels`.
///
/// The newest major's line holds the newest published documents as they are, but for the plural forms an
/// earlier version of its major had and the newest left out, which it keeps. An older major's line
/// holds, per locale of the last version published in that major, the newest documents projected onto
/// that version's (see ``LabelProjection``): the shape its apps decode, with every newer text they can
/// use.
package struct PublishedLine: Equatable, Sendable {
  /// The last version published in the major: the shape of the documents, and the versions whose
  /// apps read them are its major's.
  package let version: SemanticVersion
  /// The version the texts come from: the newest published version, the same as ``version`` for the
  /// newest line.
  package let textVersion: SemanticVersion
  /// Each locale's document, with the base locale of ``version``.
  package let documents: LocalizedDocuments
  /// For an older line, how many labels took a newer text and how many kept their last text, over every
  /// locale; `nil` for the newest line, which is not projected.
  package let summary: ProjectionSummary?

  /// Creates a line from its parts; ``MajorLinePublication`` builds them from published versions.
  package init(
    version: SemanticVersion, textVersion: SemanticVersion, documents: LocalizedDocuments,
    summary: ProjectionSummary?
  ) {
    self.version = version
    self.textVersion = textVersion
    self.documents = documents
    self.summary = summary
  }

  /// The major version every app reading the line was built with.
  package var major: Int { version.major }

  /// The line's key below the environment, `v1` for major 1.
  package var key: String { version.lineKey }

  /// Whether the documents are the newest projected onto an older version's.
  package var isProjected: Bool { summary != nil }
}
