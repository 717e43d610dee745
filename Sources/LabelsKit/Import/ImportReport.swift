import LabelsCore

/// What an import found: the gaps it filled, the keys it left out or kept whole, and the Swift names it
/// had to move. Printed by the command and written beside the generated sources.
package struct ImportReport: Equatable, Sendable {
  /// A key of the base locale that a locale has no text for; its defaults hold the base text.
  package struct Gap: Equatable, Sendable {
    /// The locale without the key.
    package let locale: LocaleIdentifier
    /// The key.
    package let key: String
  }

  /// A key that only non-base locales have, so it is not part of the schema.
  package struct LeftOut: Equatable, Sendable {
    /// The locale that has it.
    package let locale: LocaleIdentifier
    /// The key.
    package let key: String
    /// Where it is.
    package let location: FileLocation
  }

  /// A translation an import did not take as it was (``RefusedTranslation``): imported as a gap because
  /// lint would refuse it, or with a form filled (``MillionForms``).
  package struct Refused: Equatable, Sendable {
    /// The locale.
    package let locale: LocaleIdentifier
    /// The key.
    package let key: String
    /// Why lint would refuse it, or which forms were filled.
    package let reason: String
  }

  /// A key that stays one JSON key instead of nesting at its dots.
  package struct KeptWhole: Equatable, Sendable {
    /// The key.
    package let key: String
    /// Why, such as `login is itself a label`.
    package let reason: String
  }

  /// A label whose source key the store refuses, stored under its escape (``FirebaseKey/storeKey(_:)``),
  /// or whose path that would make too long, stored under a shortened key (``ShortStoreKey``).
  package struct Escaped: Equatable, Sendable {
    /// The source key, which `emit` writes and the app looks up.
    package let key: String
    /// The JSON key, the last part of the label's path in the store.
    package let jsonKey: String
  }

  /// An object made to split a large one: the labels whose keys share a segment, a first word or a
  /// first letter.
  package struct Group: Equatable, Sendable {
    /// Where the group is in the document.
    package let path: JSONPointer
    /// How many labels share the prefix.
    package let labelCount: Int
    /// What its labels' keys share, such as `settings`.
    package let prefix: String
  }

  /// A translation whose input gave it a review state.
  package struct Reviewed: Equatable, Sendable {
    /// The locale.
    package let locale: LocaleIdentifier
    /// The key.
    package let key: String
    /// The state, such as `needs-review`.
    package let state: TranslationState
  }

  /// A Swift name that differs from the one its key alone gives, because of a collision or a reserved word.
  package struct Renamed: Equatable, Sendable {
    /// What was named.
    package enum Kind: String, Equatable, Sendable {
      case property, type
    }

    /// The key path, with `<item>` for array items.
    package let key: String
    /// The Swift name given.
    package let name: String
    /// Whether it names a property or a type.
    package let kind: Kind
  }

  /// A key that is a plural in one of a locale and the base locale and text in the other.
  package struct Mixed: Equatable, Sendable {
    /// The locale whose kind differs from the base locale's.
    package let locale: LocaleIdentifier
    /// The key.
    package let key: String
    /// Whether the locale has text where the base locale has a plural (its text became the `other`
    /// form), rather than a plural where the base locale has text (its `other` form became the text).
    package let textInPlural: Bool
  }

  /// A text imported as a typed label (``ImportedTemplates``).
  package struct Typed: Equatable, Sendable {
    /// The key.
    package let key: String
    /// The Swift type, such as `Template2<String, Int>`.
    package let type: String
  }

  /// A text with placeholders that stays a `String`, because the schema cannot type them.
  package struct Untyped: Equatable, Sendable {
    /// The key.
    package let key: String
    /// Why, such as `takes 4 arguments, more than the 3 of Template3`.
    package let reason: String
  }

  /// The base locale.
  package let baseLocale: LocaleIdentifier
  /// Every locale, base first.
  package let locales: [LocaleIdentifier]
  /// How many files were read.
  package let fileCount: Int
  /// How the files were read, where it is not plain from their folders (`Base.lproj`) or their texts (an
  /// escape that reads another text than it shows).
  package let notes: [String]
  /// How many labels the base locale has.
  package let labelCount: Int
  /// The gaps filled, by locale then key.
  package let gaps: [Gap]
  /// The keys left out, by locale then key.
  package let leftOut: [LeftOut]
  /// How many keys have translations in other locales but no base text: the keys of ``leftOut``.
  package var keysWithoutBase: Int { Set(leftOut.map(\.key)).count }
  /// The keys kept whole, by key.
  package let keptWhole: [KeptWhole]
  /// The names moved, in key order.
  package let renamed: [Renamed]
  /// The groups made of large objects, in the order they were made.
  package let groups: [Group]
  /// The keys whose comment became the documentation of their property, sorted.
  package let comments: [String]
  /// The review states kept from the input, by locale then key.
  package let reviewed: [Reviewed]
  /// The labels stored under an escape of their key, by key.
  package let escaped: [Escaped]
  /// The labels stored under a shortened key, because their path would pass the store's limit, by key.
  package let shortened: [Escaped]
  /// The String Catalog localizations and `.stringsdict` keys left out.
  package let skipped: [StringCatalog.Skipped]
  /// The keys imported as plural labels, sorted.
  package let plurals: [String]
  /// The keys imported as labels of several counts (`PluralText`), sorted.
  package let pluralTexts: [String]
  /// The keys whose kind in a locale differs from the base locale's, by locale then key.
  package let mixed: [Mixed]
  /// The `.strings` texts replaced by a `.stringsdict` plural of the same key and locale, by locale then
  /// key, each at the place of its text.
  package let replaced: [LeftOut]
  /// The translations imported as gaps because lint would refuse them, by locale then key.
  package let refused: [Refused]
  /// The base locale's plurals completed from their own `other` (``BasePluralForms``), by key, with the
  /// forms filled.
  package let baseForms: [Refused]
  /// The plurals whose form for exact millions was filled from `other` (``MillionForms``), by locale then
  /// key, with the forms filled.
  package let millionForms: [Refused]
  /// The texts imported as typed labels, by key.
  package let typed: [Typed]
  /// The texts with placeholders kept as `String`, by key.
  package let untyped: [Untyped]

  /// The report as Markdown, ending in a newline.
  package var text: String {
    let others = locales.filter { $0 != baseLocale }.map(\.rawValue)
    let localeList = others.isEmpty ? "" : "; \(others.joined(separator: ", "))"
    var lines = [
      "# Import report",
      "",
      "Imported \(count(labelCount, "label")) in \(count(locales.count, "locale")) "
        + "(base \(baseLocale)\(localeList)) from \(count(fileCount, "file")).",
    ]
    if keysWithoutBase > 0 {
      lines.append(
        "\(count(keysWithoutBase, "key")) \(keysWithoutBase == 1 ? "has" : "have") translations but no "
          + "\(baseLocale) text, so \(keysWithoutBase == 1 ? "it is" : "they are") left out (below): give the "
          + "\(baseLocale) table every key, with Xcode's Product > Export Localizations or genstrings over "
          + "the sources, and import again.")
    }
    if gaps.isEmpty && leftOut.isEmpty && keptWhole.isEmpty && renamed.isEmpty && skipped.isEmpty
      && mixed.isEmpty && replaced.isEmpty && groups.isEmpty && reviewed.isEmpty && escaped.isEmpty
      && shortened.isEmpty && refused.isEmpty && millionForms.isEmpty && baseForms.isEmpty
    {
      lines.append("Every locale has every key, and every key became a Swift name as it is.")
    }
    section(
      "How the files were read", notes,
      note: "Base.lproj names no locale: Xcode keeps the development language's files there under Base "
        + "Internationalization. An escape of a .strings file is read as Apple reads it; where that is "
        + "another text than it shows, its place is named. An app looks each text up by its table, so each "
        + "table but the app's default (Localizable) is a group of its own, its keys named here as "
        + "Table › key.", into: &lines)
    section(
      "Missing translations", gaps.map { "\($0.locale): \(shown($0.key))" },
      note: "Filled with the \(baseLocale) text, marked `// missing in <locale>` in the locale's folder "
        + "Defaults/<Language>/ and untranslated in Defaults/LabelsReview.json; translate them there.",
      into: &lines)
    section(
      "Translations not taken",
      refused.map { "\($0.locale): \(shown($0.key)): \(SwiftStringLiteral.escaped($0.reason))" },
      note: "Lint would refuse these, so each is a gap like a missing translation (a plural keeps the forms "
        + "lint takes and fills the others); the input's translation and the reason are kept in "
        + "Defaults/LabelsReview.json. Fix the translation there and in the locale's defaults.",
      into: &lines)
    section(
      "Base forms filled from other",
      baseForms.map { "\($0.locale): \(shown($0.key)): \(SwiftStringLiteral.escaped($0.reason))" },
      note: "The \(baseLocale) plural lacked forms its language selects, which Xcode accepts but a label "
        + "needs: each is the plural's own `other` until written. Write it in the \(baseLocale) defaults; "
        + "translators then see the base text changed.",
      into: &lines)
    section(
      "Forms for exact millions filled",
      millionForms.map { "\($0.locale): \(shown($0.key)): \(SwiftStringLiteral.escaped($0.reason))" },
      note: "CLDR gives these languages a form only exact millions select, which the input lacked: it is "
        + "the locale's own `other` (what Apple's formatter shows for them), and the label is needs-review "
        + "in Defaults/LabelsReview.json, with the input's forms. Check the form, then "
        + "`LabelsParser review confirm LOCALE POINTER`.",
      into: &lines)
    section(
      "Review states kept", reviewed.map { "\($0.locale): \(shown($0.key)): \($0.state.rawValue)" },
      note: "String Catalog translations marked new or needs_review, kept in Defaults/LabelsReview.json; "
        + "lint reports them until they change or `review confirm` clears them.", into: &lines)
    section(
      "Left out", leftOut.map { "\($0.locale): \(shown($0.key)) (\($0.location))" },
      note: "These keys are not in the base locale \(baseLocale); add them to \(baseLocale) and import again "
        + "to keep them.", into: &lines)
    section(
      "Kept as one key", keptWhole.map { "\(shown($0.key)): \($0.reason)" },
      note: "The JSON key keeps its dots, since the document cannot nest it.", into: &lines)
    section(
      "Grouped",
      groups.map { group in
        "\(shown(group.path.description)): "
          + "\(count(group.labelCount, "label")), keys starting \(shown(group.prefix))"
      },
      note:
        "Objects of more than \(KeyGrouping.maximumMembers) members split into groups; each label keeps its "
        + "whole key in the JSON, under its group.", into: &lines)
    section(
      "Keys escaped for the store", escaped.map { "\(shown($0.key)) → \(shown($0.jsonKey))" },
      note: "Firebase keys cannot be empty or hold . $ # [ ] / or control characters, so these labels are "
        + "stored under their key with each such character written as % and its hex code (the empty key as "
        + "%22%22); the schema's sourceKeys keep the key, which `LabelsParser emit` writes.", into: &lines)
    section(
      "Keys shortened for the store", shortened.map { "\(shown($0.key)) → \(shown($0.jsonKey))" },
      note: "A label's path in Firebase may take \(FirebaseLimits.maximumPathBytes) bytes, of which "
        + "\(FirebaseLimits.reservedPrefixBytes) are kept for /<environment>/v<major>/<locale>/labels, so these labels "
        + "are stored under the start of their key, \(ShortStoreKey.marker) and a hash of the whole key; the "
        + "schema's sourceKeys keep the key, which `LabelsParser emit` writes.", into: &lines)
    section(
      "Comments kept", comments.map(shown),
      note: "Each comment is the documentation of its property in the schema.", into: &lines)
    section(
      "Renamed", renamed.map { "\(shown($0.key)): \($0.kind.rawValue) \($0.name)" },
      note: "Swift names moved by a collision or a reserved word; the JSON keeps the original key.",
      into: &lines)
    section(
      "Plural labels", plurals.map(shown),
      note:
        "Imported as `Plural` with the forms each locale has; in the repository, lint names a form a locale lacks.",
      into: &lines)
    section(
      "Labels of several counts", pluralTexts.map(shown),
      note:
        "Imported as `PluralText` (`PluralText1` or `PluralText2` when the format takes other arguments "
        + "beside its counts) with each locale's format and each variable's forms; in the repository, lint "
        + "names a form a locale lacks.",
      into: &lines)
    section(
      "Typed labels", typed.map { "\(shown($0.key)): \($0.type)" },
      note: "Texts with printf placeholders, typed by the base text's: the app calls the label with its "
        + "arguments, and lint refuses a locale whose text takes others (argument-mismatch).",
      into: &lines)
    section(
      "Kept as String", untyped.map { "\(shown($0.key)): \($0.reason)" },
      note: "Texts with placeholders the schema cannot type; the app formats them itself.", into: &lines)
    section(
      "Text and plural mixed",
      mixed.map { item in
        "\(item.locale): \(shown(item.key)): "
          + (item.textInPlural
            ? "text where \(baseLocale) has a plural; it became the `other` form"
            : "a plural where \(baseLocale) has text; its `other` form became the text")
      },
      note: "Each key keeps the kind it has in the base locale \(baseLocale).", into: &lines)
    section(
      "Replaced by .stringsdict", replaced.map { "\($0.locale): \(shown($0.key)) (\($0.location))" },
      note:
        "A key in both a locale's .strings and .stringsdict is the .stringsdict plural, as Apple reads it.",
      into: &lines)
    section(
      "Skipped", skipped.map { "\(shown($0.key)) (\($0.locale)): \($0.reason)" },
      note: "String Catalog entries and .stringsdict keys that hold more than a label can.", into: &lines)
    return lines.joined(separator: "\n") + "\n"
  }

  /// The report as a terminal shows it: its first lines, then each section's title and count, then
  /// where the whole report is (`path`). KeePassium's whole report is 13,210 lines.
  package func summary(reportPath: String) -> String {
    var lines: [String] = []
    var inSections = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("## ") {
        if !inSections, lines.last?.isEmpty == false { lines.append("") }
        inSections = true
        lines.append("- " + line.dropFirst(3))
      } else if !inSections, !line.isEmpty || lines.last?.isEmpty == false {
        lines.append(String(line))
      }
    }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return (lines + ["", "The whole report, with every key: \(reportPath)", ""]).joined(separator: "\n")
  }

  private func section(_ title: String, _ items: [String], note: String, into lines: inout [String]) {
    guard !items.isEmpty else { return }
    lines += ["", "## \(title): \(items.count)", "", note, ""]
    lines += items.map { "- \($0)" }
  }

  /// A key on one line, its line breaks and other control characters escaped, cut after
  /// ``shownLength`` characters with the count of the rest.
  private func shown(_ key: String) -> String {
    let escaped = SwiftStringLiteral.escaped(key)
    guard escaped.count > Self.shownLength else { return escaped }
    return "\(escaped.prefix(Self.shownLength))… (\(escaped.count - Self.shownLength) more characters)"
  }

  /// The most characters of a key the report shows.
  static let shownLength = 120

  private func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
