import LabelsCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The labels the studio lists: each label of the base locale with what its filters need, and its key
/// and texts in every locale made ready for search, so that a keystroke costs one pass over bytes.
package struct StudioIndex: Sendable {
  /// What the list can be narrowed to.
  package enum Filter: String, CaseIterable, Sendable {
    /// Every label.
    case all
    /// A locale has no translation of its own.
    case untranslated
    /// A translation needs review, or was imported and never reviewed.
    case review
    /// Lint finds something in a locale.
    case findings
    /// A text differs from the newest published version.
    case changed
    /// The store holds an edit of it that the repository has not taken.
    case drift
  }

  /// One label of the list.
  package struct Entry: Sendable {
    /// The label's place.
    package let key: JSONPointer
    /// Its kind.
    package let kind: StudioLabel.Kind
    /// The base text in one line.
    package let preview: String
    /// The locales with no translation of their own.
    package let untranslated: [LocaleIdentifier]
    /// The locales whose translation needs review or was never reviewed.
    package let review: [LocaleIdentifier]
    /// How many findings lint has in it, in every locale.
    package let findings: Int
    /// Whether a text of it differs from the newest published version.
    package let changed: Bool
    /// Whether the store holds an edit of it.
    package let drift: Bool
  }

  /// The labels, in the base locale's document order.
  package let entries: [Entry]
  /// Their keys.
  private let keys: Set<JSONPointer>
  /// Each entry's key and texts, lowercased, as UTF-8, separated by a byte no text holds.
  private let haystacks: [[UInt8]]

  /// The index of `documents`.
  /// - Parameters:
  ///   - documents: the labels of every locale, as the sources write them now.
  ///   - review: the review state brought up to date with them.
  ///   - findings: lint's findings on them, with the review state's.
  ///   - published: the newest published version's labels, when there is one.
  ///   - drift: the texts (or labels) the store holds edits of.
  package init(
    documents: LocalizedDocuments, review: ReviewState, findings: [Finding], published: LocalizedDocuments?,
    drift: Set<JSONPointer>
  ) {
    let base = documents.baseLocale.flatMap { documents.documents[$0] } ?? .null
    let keys = StudioLabel.pointers(in: base)
    let labels = Set(keys)
    let drifted = Set(drift.compactMap { $0.selfAndAncestors.first(where: labels.contains) })
    var counts: [JSONPointer: Int] = [:]
    var untranslated: [JSONPointer: Set<LocaleIdentifier>] = [:]
    for finding in findings {
      guard let label = finding.path.selfAndAncestors.first(where: labels.contains) else { continue }
      counts[label, default: 0] += 1
      if finding.rule == .untranslated, let locale = finding.locale {
        untranslated[label, default: []].insert(locale)
      }
    }
    var reviewed: [JSONPointer: Set<LocaleIdentifier>] = [:]
    for (locale, entries) in review.entries {
      for (path, entry) in entries {
        guard let label = path.selfAndAncestors.first(where: labels.contains) else { continue }
        if entry.state == .untranslated {
          untranslated[label, default: []].insert(locale)
        } else {
          reviewed[label, default: []].insert(locale)
        }
      }
    }
    let locales = documents.locales
    var entries: [Entry] = []
    var haystacks: [[UInt8]] = []
    entries.reserveCapacity(keys.count)
    haystacks.reserveCapacity(keys.count)
    for key in keys {
      let value = key.value(in: base) ?? .null
      let label = StudioLabel(value, at: key)
      var changed = false
      if let published {
        changed = locales.contains { locale in
          key.value(in: documents.documents[locale] ?? .null)
            != published.documents[locale].flatMap { key.value(in: $0) }
        }
      }
      entries.append(
        Entry(
          key: key, kind: label?.kind ?? .text, preview: label?.preview ?? "",
          untranslated: (untranslated[key] ?? []).sorted(), review: (reviewed[key] ?? []).sorted(),
          findings: counts[key] ?? 0, changed: changed, drift: drifted.contains(key)))
      var haystack = Array(key.description.lowercased().utf8)
      for locale in locales {
        guard let value = documents.documents[locale].flatMap({ key.value(in: $0) }),
          let fields = StudioLabel(value, at: key)?.fields
        else { continue }
        for field in fields {
          haystack.append(separator)
          haystack += field.text.lowercased().utf8
        }
      }
      haystacks.append(haystack)
    }
    self.entries = entries
    self.haystacks = haystacks
    self.keys = labels
  }

  /// The label that holds the text at `pointer`, when one does.
  package func label(holding pointer: JSONPointer) -> JSONPointer? {
    pointer.selfAndAncestors.first { keys.contains($0) }
  }

  /// The entries that match `query` (in the key or any text, ignoring case) and pass `filter`, in order.
  package func matches(_ query: String, filter: Filter) -> [Int] {
    let needle = Array(query.lowercased().utf8)
    return entries.indices.filter { index in
      passes(entries[index], filter) && (needle.isEmpty || Self.contains(haystacks[index], needle))
    }
  }

  private func passes(_ entry: Entry, _ filter: Filter) -> Bool {
    switch filter {
    case .all: true
    case .untranslated: !entry.untranslated.isEmpty
    case .review: !entry.review.isEmpty
    case .findings: entry.findings > 0
    case .changed: entry.changed
    case .drift: entry.drift
    }
  }

  /// Whether `needle` occurs in `haystack`: each place of its first byte found by the C library's
  /// `memchr`, then compared by `memcmp`, which are as fast in a debug build.
  private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
    guard let first = needle.first else { return true }
    return haystack.withUnsafeBytes { hay in
      needle.withUnsafeBytes { pin in
        guard let base = hay.baseAddress, let pattern = pin.baseAddress else { return false }
        var start = 0
        while start + pin.count <= hay.count {
          guard let found = memchr(base + start, Int32(first), hay.count - pin.count - start + 1) else {
            return false
          }
          if memcmp(found, pattern, pin.count) == 0 { return true }
          start = base.distance(to: UnsafeRawPointer(found)) + 1
        }
        return false
      }
    }
  }
}

/// Between two texts of a label in a haystack: a byte no UTF-8 text holds, so no match spans two.
private let separator: UInt8 = 0xFF
