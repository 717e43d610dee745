/// The rules of lint and of the upload pre-flight, by their stable rule id; each is defined in
/// ``definition``, and ``families`` says which of the two reports it.
package enum FindingRule: String, Rule {
  case placeholderMismatch = "placeholder-mismatch"
  case placeholderInvalid = "placeholder-invalid"
  case argumentMismatch = "argument-mismatch"
  case emptyValue = "empty-value"
  case whitespace
  case untranslated
  case translationStale = "translation-stale"
  case translationUnreviewed = "translation-unreviewed"
  case pluralFormMissing = "plural-form-missing"
  case pluralFormUnexpected = "plural-form-unexpected"
  case pluralInvalid = "plural-invalid"
  case firebaseKey = "firebase-key"
  case firebasePathLength = "firebase-path-length"
  case firebaseDepth = "firebase-depth"
  case firebaseEmpty = "firebase-empty"
  case firebaseNull = "firebase-null"
  case firebaseIntegerKeys = "firebase-integer-keys"
  case firebaseStringSize = "firebase-string-size"
  case firebaseWriteSize = "firebase-write-size"

  /// Whether lint, the pre-flight or both report the rule.
  package var families: Set<RuleFamily> {
    switch self {
    case .placeholderMismatch, .placeholderInvalid, .argumentMismatch, .emptyValue, .whitespace,
      .untranslated, .translationStale, .translationUnreviewed,
      .pluralFormMissing,
      .pluralFormUnexpected, .pluralInvalid:
      [.lint]
    case .firebaseKey, .firebasePathLength: [.lint, .preflight]
    case .firebaseDepth, .firebaseEmpty, .firebaseNull, .firebaseIntegerKeys,
      .firebaseStringSize, .firebaseWriteSize:
      [.preflight]
    }
  }

  /// The rule's severity, summary and explanation.
  package var definition: RuleDefinition<Diagnostic.Severity> {
    switch self {
    case .placeholderMismatch:
      RuleDefinition(
        .error, summary: "a locale's placeholders differ from the base locale's for the same label",
        explanation: """
          The app passes the same arguments whatever the locale, so a translation must take the same \
          placeholders. printf placeholders are compared by argument position and type, so `%1$@ %2$d` \
          and `%2$d %1$@` agree, and `%@ %d` agrees with `%1$@ %2$d`; named placeholders (`{name}`, \
          `{{name}}`) are compared as a set. Not reported when either string already has a \
          `placeholder-invalid` finding. Every form of a plural label takes the placeholders of its \
          `other` form (only `other` is compared with the base locale's), except that a form shown for \
          exactly one number may leave out the count: an exact-number form (`=0`), or a category that \
          selects one whole number in the locale's language (`one` in English, `one` and `two` in Arabic; \
          Android lint's ImpliedQuantity). Where the category covers several numbers (`one` in Russian: 1, \
          21, 31), the finding names one the text would be wrong for. Labels are matched with the \
          base locale by JSON Pointer; lists matched by id (every item an object with a distinct, \
          non-empty string `id`) by `id`, other lists by index.
          """)
    case .placeholderInvalid:
      RuleDefinition(
        .error, summary: "a malformed format specifier",
        explanation: """
          `%1` without a conversion, one position with two types (`%1$@` and `%1$d`), a gap in positions \
          (`%1$@ %3$@`), positional and sequential placeholders mixed, a width or precision taken from an \
          argument (`%*d`) or above 9999, or `%p`. The app's formatter refuses such a text. Write `%%` for a \
          literal percent sign.
          """)
    case .argumentMismatch:
      RuleDefinition(
        .error, summary: "a text does not take the arguments its typed label's call passes",
        explanation: """
          A label the schema types as `Template<String>`, `Template2<String, Int>` or `Template3` is \
          formatted by a call that passes exactly those arguments (`labels.login.greeting("Аня")`), so \
          every locale's text must take them: printf placeholders by position and kind (`%@` text; `%d`, \
          `%lld` integer; `%u` unsigned; `%f` number, which also takes integers). A label of a single \
          argument may name it instead (`{name}`); named placeholders have no order, so a label of several \
          arguments cannot use them. Checked on the defaults, against the schema, so `check` and `export` \
          refuse the text. Fix the placeholders, or change the label's type in the schema.
          """)
    case .emptyValue:
      RuleDefinition(
        .error, summary: "an empty string, or one of whitespace only",
        explanation: "The app would show nothing. Write the text, or remove the label from the schema.")
    case .whitespace:
      RuleDefinition(
        .warning, summary: "leading or trailing whitespace",
        explanation: """
          Any Unicode whitespace, newlines included. Remove it: spacing belongs to the layout, and \
          translators rarely keep it.
          """)
    case .untranslated:
      RuleDefinition(
        .warning, summary: "a value identical to the base locale's, unless the allow-list names it",
        explanation: """
          A label that reads the same as in the base locale was probably not translated. Labels meant to \
          read the same (a brand name, an identifier) are listed in `LabelsCatalog.untranslated` \
          (`Defaults/LabelsCatalog+Untranslated.swift`): a JSON Pointer, in which `*` matches any one key \
          or index, mapped to the locales it applies to (none: every locale). Empty values are left to \
          `empty-value`.
          """)
    case .translationStale:
      RuleDefinition(
        .warning, summary: "the base text changed after this translation was made",
        explanation: """
          `export` marks each translation whose base text changed as needing review, in \
          `Defaults/LabelsReview.json`; before the export, lint compares with the newest published version. \
          The mark lasts until the translation changes (by hand or `import xliff`) or is confirmed as it \
          is: `LabelsParser review confirm LOCALE POINTER`. XLIFF and String Catalogs carry it as \
          `needs-review-translation` and `needs_review`. `check --fail-on-stale` fails on it.
          """)
    case .translationUnreviewed:
      RuleDefinition(
        .warning, summary: "a translation imported as new, not yet reviewed",
        explanation: """
          An import kept the state `new` of a String Catalog or an XLIFF file in \
          `Defaults/LabelsReview.json`. It lasts until the translation changes or is confirmed: \
          `LabelsParser review confirm LOCALE POINTER`.
          """)
    case .pluralFormMissing:
      RuleDefinition(
        .error, summary: "a plural label lacks a form its locale's language needs",
        explanation: """
          CLDR's cardinal plural rules say which forms a language needs: `one` and `other` in English; \
          `one`, `few`, `many` and `other` in Russian and Ukrainian; only `other` in Japanese. Without \
          the form, a count that selects it shows the wrong grammar. Add the form in the locale's \
          defaults; the per-language initialiser (`.ru(one:few:many:other:)`) makes it a compile error. \
          A form that only exact millions select (the `many` CLDR gave Spanish, French, Italian, \
          Portuguese and Catalan, which older catalogs lack) is a warning: apps show `other` for them, \
          as Apple's formatter does, and a remote plural without it is still taken.
          """)
    case .pluralFormUnexpected:
      RuleDefinition(
        .warning, summary: "a plural label has a form its locale's language never selects",
        explanation: """
          A CLDR category the language's rules never choose, such as `few` in English: no number shows \
          it. Remove it, or check the locale. Exact-number forms (`=0`, `=1`) are always allowed. When a \
          CLDR update removed the category (Hebrew's `many`) and apps of the schema's major were \
          published with it, keep it until your next major version: an installed app takes a remote \
          plural only with every form of its defaults. From the next major on it is an error: remove it.
          """)
    case .pluralInvalid:
      RuleDefinition(
        .error, summary: "a plural label is malformed",
        explanation: """
          Its `@plural` object holds a key that is neither a CLDR category (`zero`, `one`, `two`, `few`, \
          `many`, `other`) nor an exact number (`=0`, `=12`), a form that is not text, or no `other` \
          form, which every language needs.
          """)
    case .firebaseKey:
      RuleDefinition(
        .error, summary: "a key Firebase Realtime Database cannot hold",
        explanation: """
          A key that is empty, contains `.` `$` `#` `[` `]` `/` or an ASCII control character \
          (U+0000-U+001F, U+007F), or is one of the reserved `.value`, `.priority`, `.sv`. Judged on \
          Unicode scalars, as the store reads them, so `/` followed by a combining mark is still `/`. \
          Lint, the pre-flight, `rules` and `--environment` share the rule; rename the key.
          """)
    case .firebasePathLength:
      RuleDefinition(
        .error, summary: "a path over the store's 768 bytes, or over 704 within a locale's labels",
        explanation: """
          Counted as the SDKs count it: the UTF-8 bytes of every key plus one byte for each `/`. The \
          pre-flight counts the whole path from the database root, under the environment it uploads to \
          (768 passes, 769 fails). Lint (and so `check` and `export`) counts a label's or a group's path \
          within its locale's labels against the budget import shortens keys to: 64 of the 768 bytes are \
          kept for `/<environment>/v<major>/<locale>/labels`, which leaves 704 (704 passes, 705 fails), \
          a plural label's forms included (`/@plural/other` is 14 bytes below the label); \
          it reports the path once for every locale, at the label's declaration in the schema. Each \
          reports it once, at the highest node that breaks it. Shorten the keys.
          """)
    case .firebaseDepth:
      RuleDefinition(
        .error, summary: "a path deeper than the store's 32 keys",
        explanation: """
          Counted from the database root, the 4 keys of the prefix included, so 28 levels inside a \
          locale's document (32 passes, 33 fails); array indexes count as keys. Reported once, at the \
          highest node. Nest the labels less deeply.
          """)
    case .firebaseEmpty:
      RuleDefinition(
        .error, summary: "an empty object or array",
        explanation: """
          The store keeps no empty node, so the key is missing when the app reads it back and its \
          decoder fails. Remove it or give it content.
          """)
    case .firebaseNull:
      RuleDefinition(
        .error, summary: "a null",
        explanation: """
          Writing `null` deletes the node, so the key is missing when the app reads it back. Remove the \
          member or give it a value.
          """)
    case .firebaseIntegerKeys:
      RuleDefinition(
        .error, summary: "an object whose keys are all non-negative integers",
        explanation: """
          Keys such as `0` or digits without a leading zero: the SDKs return such an object as an array \
          when its largest key is below twice the number of keys, and a later edit can tip it either way, \
          so the app cannot decode it. Use keys that are not numbers.
          """)
    case .firebaseStringSize:
      RuleDefinition(
        .error, summary: "a string over the store's 10 MB",
        explanation: "Over 10 485 760 UTF-8 bytes the store refuses the string. Shorten it.")
    case .firebaseWriteSize:
      RuleDefinition(
        .warning, summary: "an upload over 16 MB, too big for one SDK write (an error over 256 MB)",
        explanation: """
          Over 16 777 216 bytes an SDK could not write the upload at once; the Firebase CLI writes \
          through the REST API and still accepts it, so this is a warning. Over 268 435 456 bytes no \
          single write accepts it, and it is an error: split the upload.
          """)
    }
  }
}
