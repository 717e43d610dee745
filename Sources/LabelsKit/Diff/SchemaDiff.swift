import LabelsCore

/// Compares two versions of the labels and says what an app built against OLD would make of NEW
/// (design section 4): breaking, additive or content changes, each at a JSON Pointer.
package enum SchemaDiff {
  /// Compares two documents; the changes carry no locale.
  ///
  /// With `oldSchema`, the schema installed apps decode OLD with, a member it declares optional (in
  /// `properties`, not in `required`) that lost or got a value is `optional-removed` or
  /// `optional-added` (content) rather than `key-removed` or `key-added`.
  package static func compare(old: JSONValue, new: JSONValue, oldSchema: JSONSchema? = nil) -> ChangeReport {
    ChangeReport(DocumentComparison.changes(old: old, new: new, locale: nil, split: true, schema: oldSchema))
  }

  /// Compares two versions of every locale: removed and added locales, every common locale's
  /// document, and translations left stale by a change of the base locale (NEW's base locale, else
  /// OLD's; none are reported when neither is known or the base locale is not in both).
  ///
  /// With `oldSchema`, the schema installed apps decode OLD with, a member it declares optional that
  /// lost or got a value is `optional-removed` or `optional-added` rather than `key-removed` or
  /// `key-added`. A locale in `unchanged` is known to have the same document in both (its file has the
  /// same bytes) and is not walked: it has no changes.
  package static func compare(
    old: LocalizedDocuments, new: LocalizedDocuments, oldSchema: JSONSchema? = nil,
    unchanged: Set<LocaleIdentifier> = []
  ) -> ChangeReport {
    var all: [Change] = []
    var byLocale: [LocaleIdentifier: [Change]] = [:]
    for locale in old.locales where new.documents[locale] == nil {
      all.append(Change(rule: .localeRemoved, locale: locale, path: .root))
    }
    for locale in new.locales where old.documents[locale] == nil {
      all.append(Change(rule: .localeAdded, locale: locale, path: .root))
    }
    // The locales both versions have, compared on every core.
    let common = old.locales.filter { new.documents[$0] != nil }
    let walked = common.filter { !unchanged.contains($0) }
    let compared = ParallelWork.map(count: walked.count) { index in
      DocumentComparison.changes(
        old: old.documents[walked[index]] ?? .null, new: new.documents[walked[index]] ?? .null,
        locale: walked[index], split: common.count == 1, schema: oldSchema)
    }
    for locale in common { byLocale[locale] = [] }
    for (locale, changes) in zip(walked, compared) {
      byLocale[locale] = changes
      all += changes
    }
    if let base = new.baseLocale ?? old.baseLocale, let baseChanges = byLocale[base] {
      all += staleTranslations(base: base, baseChanges: baseChanges, byLocale: byLocale, new: new)
    }
    return ChangeReport(all)
  }

  /// A string is stale in a locale when the base locale's string at its path changed and nothing at
  /// that path (or above it) changed in the locale.
  private static func staleTranslations(
    base: LocaleIdentifier,
    baseChanges: [Change],
    byLocale: [LocaleIdentifier: [Change]],
    new: LocalizedDocuments
  ) -> [Change] {
    let edits = baseChanges.filter { change in
      guard case .text = change.old?.labelNode, case .text = change.new?.labelNode else { return false }
      return change.rule == .valueChanged || change.rule == .placeholdersChanged
    }
    var stale: [Change] = []
    for (locale, changes) in byLocale where locale != base {
      guard let document = new.documents[locale] else { continue }
      let touched = Set(changes.filter(\.rule.addressesNewDocument).map(\.path))
      for edit in edits {
        guard case .text = edit.path.value(in: document)?.labelNode,
          !edit.path.selfAndAncestors.contains(where: touched.contains)
        else { continue }
        stale.append(
          Change(
            rule: .translationStale, locale: locale, path: edit.path, old: edit.old, new: edit.new,
            id: edit.id,
            hint: "the \(base) text changed; update this translation"))
      }
    }
    return stale
  }
}
