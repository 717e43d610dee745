import LabelsCore

/// Finds the translation mistakes the compiler cannot see, in the documents of every locale: the
/// ``FindingRule``s of the lint family, each with the severity of its definition. The two rules that
/// compare with the base locale run only when the base locale is known and has a document.
package enum Linter {
  /// Every finding in the documents: the paths too long for the store first, once for every locale
  /// (``pathLengthFindings(_:)``), then by locale, then in document order.
  /// - Parameters:
  ///   - documents: the labels of every locale, with the base locale when known.
  ///   - allowlist: the labels meant to read the same as in the base locale.
  ///   - arguments: what the schema's typed labels take, checked in every locale (`argument-mismatch`).
  ///   - installed: the plural forms of installed apps, which decide whether a form the language never
  ///     selects is a warning or an error (`plural-form-unexpected`).
  package static func lint(
    _ documents: LocalizedDocuments, allowlist: UntranslatedAllowlist = .none,
    arguments: ArgumentDeclarations = .none, installed: InstalledPlurals = .none
  ) -> [Finding] {
    let base = documents.baseLocale.flatMap { locale in
      documents.documents[locale].map { (locale: locale, document: $0) }
    }
    var findings: [Finding] = []
    var longPaths: [LocaleIdentifier: [Walk.LongPath]] = [:]
    for locale in documents.locales {
      guard let document = documents.documents[locale] else { continue }
      // The base locale is linted on its own; every other locale beside it.
      let compared = base?.locale == locale ? nil : base
      var walk = Walk(locale: locale, base: compared?.locale, allowlist: allowlist, arguments: arguments)
      walk.installed = installed
      walk.visit(document, base: compared?.document)
      findings += walk.findings
      longPaths[locale] = walk.longPaths
    }
    let order =
      [documents.baseLocale].compactMap { $0 } + documents.locales.filter { $0 != documents.baseLocale }
    return pathLengthFindings(order.compactMap { longPaths[$0] }) + findings
  }

  /// A depth-first walk of one locale's document beside the base locale's.
  struct Walk {
    let locale: LocaleIdentifier
    /// The base locale, unless this is it.
    let base: LocaleIdentifier?
    let allowlist: UntranslatedAllowlist
    let arguments: ArgumentDeclarations
    var installed = InstalledPlurals.none
    var pointer = JSONPointer.root
    /// The bytes of ``pointer`` as the store counts a path: each key in UTF-8 with its `/`.
    var pathBytes = 0
    /// The paths that pass ``FirebaseLimits/maximumDocumentPathBytes``, each the highest on its way.
    var longPaths: [LongPath] = []
    /// The tokens of ``pointer`` as the schema names the place: list items are `0`.
    var schemaTokens: [String] = []
    var findings: [Finding] = []

    init(
      locale: LocaleIdentifier, base: LocaleIdentifier?, allowlist: UntranslatedAllowlist,
      arguments: ArgumentDeclarations
    ) {
      self.locale = locale
      self.base = base
      self.allowlist = allowlist
      self.arguments = arguments
    }

    mutating func visit(_ value: JSONValue, base baseValue: JSONValue?) {
      switch value.labelNode {
      case .absent, .value:
        break
      case .text(let text):
        check(text, base: baseValue)
      case .plural(let plural):
        measureStoredForms(value)
        checkPlural(plural, base: baseValue)
      case .pluralText(let label):
        measureStoredForms(value)
        checkPluralText(label, base: baseValue)
      case .list(let list):
        let baseItems = Self.matchedItems(list, base: baseValue)
        for (index, item) in list.items.enumerated() {
          descend(String(index), item, base: baseItems[index], schemaKey: "0")
        }
      case .group(let members):
        let baseMembers: [String: JSONValue]
        if case .group(let members) = baseValue?.labelNode {
          baseMembers = members
        } else {
          baseMembers = [:]
        }
        for key in members.keys.sorted(by: CanonicalJSONWriter.keyPrecedes) {
          if let member = members[key] { descend(key, member, base: baseMembers[key]) }
        }
      }
    }

    mutating func descend(
      _ key: String, _ value: JSONValue, base baseValue: JSONValue?, schemaKey: String? = nil
    ) {
      let parent = pointer
      let parentBytes = pathBytes
      pointer = pointer.appending(key)
      pathBytes += 1 + key.utf8.count
      schemaTokens.append(schemaKey ?? key)
      if let problem = FirebaseKey.problem(key) { report(.firebaseKey, problem) }
      measurePath(parentBytes: parentBytes)
      visit(value, base: baseValue)
      pointer = parent
      pathBytes = parentBytes
      schemaTokens.removeLast()
    }

    /// Checks a text: its placeholders, beside the base locale's unless `comparesPlaceholders` is false
    /// (a plural form other than `other`, which answers to its own `other` form), whether it is
    /// translated, and its whitespace. `countPosition` is set for a form of a label of several counts:
    /// the argument position of its variable's count.
    mutating func check(
      _ text: String, base baseValue: JSONValue?, comparesPlaceholders: Bool = true, countPosition: Int? = nil
    ) {
      let signature: PlaceholderSignature
      if let countPosition {
        // A form of a label of several counts: its placeholder without a position is its count, and it
        // may leave out the text's arguments it does not show (``PluralTextArguments``).
        signature = PlaceholderSignature(
          (try? PluralTextArguments.positioned(text, countAt: countPosition)) ?? text)
        for problem in signature.problems {
          if case .missingPosition = problem { continue }
          report(.placeholderInvalid, problem.message)
        }
      } else {
        signature = PlaceholderSignature(text)
        for problem in signature.problems { report(.placeholderInvalid, problem.message) }
      }
      if let declaration = arguments.declaration(at: schemaTokens),
        let mismatch = declaration.mismatch(in: text)
      {
        report(.argumentMismatch, mismatch)
      }
      if let base, case .text(let baseText) = baseValue?.labelNode {
        let baseSignature = PlaceholderSignature(baseText)
        if comparesPlaceholders, signature.problems.isEmpty, baseSignature.problems.isEmpty,
          !signature.isCompatible(with: baseSignature)
        {
          report(
            .placeholderMismatch,
            "has \(Self.placeholders(signature)) but the base locale \(base) has \(Self.placeholders(baseSignature)); "
              + "a translation must take the same arguments")
        }
        if text == baseText, !text.allSatisfy(\.isWhitespace), !allowlist.allows(pointer, in: locale) {
          report(
            .untranslated,
            "identical to the base locale \(base) (\(Self.excerpt(text))); translate it, or allow-list the "
              + "label if it is meant to read the same")
        }
      }
      if text.allSatisfy(\.isWhitespace) {
        report(
          .emptyValue, text.isEmpty ? "the value is empty" : "the value is blank (only whitespace)")
      } else {
        let leading = text.first?.isWhitespace == true
        let trailing = text.last?.isWhitespace == true
        if leading || trailing {
          let which = leading && trailing ? "leading and trailing" : leading ? "leading" : "trailing"
          report(.whitespace, "\(which) whitespace; remove it, spacing belongs to the layout")
        }
      }
    }

    mutating func report(_ rule: FindingRule, severity: Diagnostic.Severity? = nil, _ message: String) {
      findings.append(
        Finding(
          rule: rule, severity: severity ?? rule.severity, locale: locale, path: pointer, message: message))
    }

    /// The base item each item is compared with: the one with the same `id` when both lists are
    /// matched by id (translations may order them differently), else the one at the same index.
    private static func matchedItems(_ list: LabelList, base baseValue: JSONValue?) -> [JSONValue?] {
      guard case .list(let baseList) = baseValue?.labelNode else { return list.items.map { _ in nil } }
      if let ids = list.itemIDs, let baseItems = baseList.itemsByID {
        return ids.map { baseItems[$0] }
      }
      return list.items.indices.map { $0 < baseList.items.count ? baseList.items[$0] : nil }
    }

    static func placeholders(_ signature: PlaceholderSignature) -> String {
      signature.isEmpty ? "no placeholders" : "placeholders \(signature)"
    }

    /// The text in quotes, cut after 40 characters.
    private static func excerpt(_ text: String) -> String {
      let cut = text.count > 40 ? text.prefix(40) + "…" : Substring(text)
      return "\"" + cut + "\""
    }
  }
}
