import LabelsCore

/// Every major line to publish, from every published version: what apps of each major read.
///
/// Within one major every later version is decodable by the apps of earlier ones (additive changes are
/// a minor bump, breaking ones a major bump), so each major needs one document per locale: the newest
/// major's line holds the newest version's documents, and each older major's line the newest documents
/// projected onto the last version published in that major (see ``PublishedLine`` and
/// ``LabelProjection``). Versions before the last of their major are superseded and not read, except
/// for their plural forms: every line keeps each plural category form any version of its major had
/// (filled with the line's `other` text where its documents lack it), because the apps installed with
/// that version take a remote plural only with every form of their defaults.
package struct MajorLinePublication: Equatable, Sendable {
  /// One line per major that has a published version, in ascending order of major.
  package let lines: [PublishedLine]
  /// The line of the newest version, which is also the last of ``lines``.
  package let newest: PublishedLine

  /// Lays out the lines of the published versions.
  /// - Parameter versions: every published version and its documents, in any order.
  /// - Throws: ``UploadError/noPublishedVersion`` when `versions` is empty, and
  ///   ``UploadError/duplicateVersion(_:)`` when a version appears twice.
  package init(versions: [(version: SemanticVersion, documents: LocalizedDocuments)]) throws(UploadError) {
    var byMajor: [Int: [(version: SemanticVersion, documents: LocalizedDocuments)]] = [:]
    var seen: Set<SemanticVersion> = []
    for published in versions {
      guard seen.insert(published.version).inserted else { throw .duplicateVersion(published.version) }
      byMajor[published.version.major, default: []].append(published)
    }
    let lastOfMajor = byMajor.compactMapValues { versions in versions.max { $0.version < $1.version } }
    guard let newestMajor = lastOfMajor.keys.max(), let newest = lastOfMajor[newestMajor] else {
      throw .noPublishedVersion
    }
    let newestLine = PublishedLine(
      version: newest.version, textVersion: newest.version,
      documents: Self.keepingForms(of: byMajor[newestMajor] ?? [], in: newest.documents), summary: nil)
    var lines: [PublishedLine] = []
    for major in lastOfMajor.keys.sorted() where major != newestMajor {
      if let last = lastOfMajor[major] {
        let line = Self.line(projecting: newest, onto: last)
        lines.append(
          PublishedLine(
            version: line.version, textVersion: line.textVersion,
            documents: Self.keepingForms(of: byMajor[major] ?? [], in: line.documents), summary: line.summary)
        )
      }
    }
    self.lines = lines + [newestLine]
    self.newest = newestLine
  }

  /// The line apps of `major` read, or `nil` when no version of that major was published.
  package func line(major: Int) -> PublishedLine? {
    lines.first { $0.major == major }
  }

  /// `documents` with every plural category form that any of `versions` (one major's) has at the same
  /// place and locale: an app installed with any version of the major needs each form of its defaults,
  /// even one a later version of the major left out, such as Hebrew's `many` after CLDR 42
  /// (``LabelProjection/keepingForms(of:in:)``).
  private static func keepingForms(
    of versions: [(version: SemanticVersion, documents: LocalizedDocuments)], in documents: LocalizedDocuments
  ) -> LocalizedDocuments {
    var kept = documents.documents
    for earlier in versions.sorted(by: { $0.version < $1.version }) {
      for (locale, document) in kept {
        if let earlierDocument = earlier.documents.documents[locale] {
          kept[locale] = LabelProjection.keepingForms(of: earlierDocument, in: document)
        }
      }
    }
    return LocalizedDocuments(baseLocale: documents.baseLocale, documents: kept)
  }

  private static func line(
    projecting newest: (version: SemanticVersion, documents: LocalizedDocuments),
    onto last: (version: SemanticVersion, documents: LocalizedDocuments)
  ) -> PublishedLine {
    var documents: [LocaleIdentifier: JSONValue] = [:]
    var summary = ProjectionSummary()
    for (locale, old) in last.documents.documents {
      // A locale the newest version dropped keeps its last document: its texts are still the best.
      guard let new = newest.documents.documents[locale] else {
        documents[locale] = old
        summary.kept += old.labelCount
        continue
      }
      let projection = LabelProjection(of: new, onto: old, rules: .forLocale(locale.rawValue))
      documents[locale] = projection.document
      summary = summary + projection.summary
    }
    return PublishedLine(
      version: last.version, textVersion: newest.version,
      documents: LocalizedDocuments(baseLocale: last.documents.baseLocale, documents: documents),
      summary: summary)
  }
}
