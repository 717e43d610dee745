import LabelsCore
import LabelsKit

/// The JSON the studio's page reads (docs/studio.md, "The page's requests"), made from a view of the
/// workspace.
enum StudioResponses {
  /// `GET /api/project`: the version, locales, coverage per locale, and the saved edits a rebuild and
  /// `make export` have not taken.
  static func project(_ view: StudioWorkspace.View, workspace: StudioWorkspace) -> JSONValue {
    let documents = view.documents
    let locales = ordered(documents)
    var coverage: [JSONValue] = []
    for locale in locales {
      let entries = view.index.entries
      let untranslated = entries.count { $0.untranslated.contains(locale) }
      let review = entries.count { $0.review.contains(locale) }
      let findings = view.findings.count { $0.locale == locale && $0.rule != .untranslated }
      coverage.append(
        .object([
          "locale": .string(locale.rawValue), "labels": number(entries.count),
          "translated": number(entries.count - untranslated - review), "untranslated": number(untranslated),
          "needsReview": number(review), "findings": number(findings),
        ]))
    }
    let exported = view.published.first { $0.version == workspace.inputs.version }?.documents
    var build: [JSONValue] = []
    var export: [JSONValue] = []
    var notices = view.notices
    for entry in view.index.entries {
      for locale in locales {
        let now = documents.documents[locale].flatMap { entry.key.value(in: $0) }
        let pair = JSONValue.object([
          "locale": .string(locale.rawValue), "key": .string(entry.key.description),
        ])
        if now != workspace.inputs.documents.documents[locale].flatMap({ entry.key.value(in: $0) }) {
          build.append(pair)
        }
        if let exported, now != exported.documents[locale].flatMap({ entry.key.value(in: $0) }) {
          export.append(pair)
        }
      }
    }
    if exported == nil {
      notices.append(
        "Exports/\(workspace.inputs.version) does not exist yet: run 'make export' after a rebuild")
    }
    return .object([
      "version": .string(workspace.inputs.version.description),
      "baseLocale": documents.baseLocale.map { .string($0.rawValue) } ?? .null,
      "locales": .array(locales.map { .string($0.rawValue) }),
      "samples": .array(PluralPreview.samples.map(number)),
      "store": workspace.store.map {
        .object([
          "environment": .string($0.target.environment.rawValue),
          "database": .string($0.target.database.description),
        ])
      } ?? .null,
      "labelCount": number(view.index.entries.count),
      "coverage": .array(coverage),
      "pending": .object(["build": .array(build), "export": .array(export)]),
      "notices": .array(notices.map(JSONValue.string)),
    ])
  }

  /// `GET /api/labels`: a page of the labels that match.
  static func labels(
    _ view: StudioWorkspace.View, query: String, filter: StudioIndex.Filter, offset: Int, limit: Int
  )
    -> JSONValue
  {
    let matches = view.index.matches(query, filter: filter)
    let page = matches.dropFirst(offset).prefix(limit)
    return .object([
      "total": number(matches.count), "offset": number(offset),
      "labels": .array(
        page.map { index in
          let entry = view.index.entries[index]
          return .object([
            "key": .string(entry.key.description), "kind": .string(entry.kind.rawValue),
            "base": .string(entry.preview),
            "untranslated": .array(entry.untranslated.map { .string($0.rawValue) }),
            "review": .array(entry.review.map { .string($0.rawValue) }),
            "findings": number(entry.findings), "changed": .bool(entry.changed), "drift": .bool(entry.drift),
          ])
        }),
    ])
  }

  /// `GET /api/label`: one label in every locale; `nil` when the base locale has no such label.
  static func label(_ key: JSONPointer, _ view: StudioWorkspace.View, workspace: StudioWorkspace)
    -> JSONValue?
  {
    let documents = view.documents
    guard let base = documents.baseLocale,
      let baseValue = documents.documents[base].flatMap({ key.value(in: $0) }),
      let baseLabel = StudioLabel(baseValue, at: key)
    else { return nil }
    let exported = view.published.first { $0.version == workspace.inputs.version }?.documents
    var locales: [JSONValue] = []
    for locale in ordered(documents) {
      let value = documents.documents[locale].flatMap { key.value(in: $0) }
      let label = value.flatMap { StudioLabel($0, at: key) }
      let fields = label?.fields ?? []
      let unplaced = fields.first { workspace.placement.places[locale]?[$0.pointer] == nil }
      var state = view.review.state(of: key, in: locale)?.rawValue
      if state == nil,
        view.findings.contains(where: {
          $0.locale == locale && $0.rule == .untranslated && key.contains($0.path)
        })
      {
        state = TranslationState.untranslated.rawValue
      }
      var pending: String?
      if value != workspace.inputs.documents.documents[locale].flatMap({ key.value(in: $0) }) {
        pending = "build"
      } else if let exported, value != exported.documents[locale].flatMap({ key.value(in: $0) }) {
        pending = "export"
      }
      locales.append(
        .object([
          "locale": .string(locale.rawValue), "base": .bool(locale == base),
          "revision": .string(view.revisions[locale] ?? ""),
          "state": state.map(JSONValue.string) ?? .null,
          "fields": .array(
            fields.map {
              .object([
                "pointer": .string($0.pointer.description), "name": .string($0.name),
                "text": .string($0.text),
              ])
            }),
          "forms": .array(forms(of: baseLabel.kind, locale).map(JSONValue.string)),
          "length": number(label?.length ?? 0), "baseLength": number(baseLabel.length),
          "findings": findings(
            view.findings.filter { $0.locale == locale && (key.contains($0.path) || $0.path.contains(key)) }),
          "preview": preview(value, locale),
          "pending": pending.map(JSONValue.string) ?? .null,
          "editable": .bool(label != nil && unplaced == nil),
          "problem": label == nil
            ? .string("\(locale) has no value for this label (an optional left out); add it in Swift")
            : unplaced.map {
              .string(
                "\($0.pointer) is not written as a one-line literal the studio can tell apart; change it in Swift"
              )
            } ?? .null,
        ]))
    }
    var published: [JSONValue] = []
    for (version, folder) in view.published {
      var values: [String: JSONValue] = [:]
      for locale in folder.locales {
        guard let value = folder.documents[locale].flatMap({ key.value(in: $0) }),
          let label = StudioLabel(value, at: key)
        else { continue }
        values[locale.rawValue] = .string(
          label.kind == .text
            ? label.preview : label.fields.map { "\($0.name): \($0.text)" }.joined(separator: "; "))
      }
      published.append(.object(["version": .string(version.description), "values": .object(values)]))
    }
    let storeEdits = (workspace.store?.reading?.edits ?? []).filter { key.contains($0.pointer) }.map { edit in
      JSONValue.object([
        "key": .string(key.description), "locale": .string(edit.locale.rawValue),
        "pointer": .string(edit.pointer.description), "store": .string(edit.store),
        "repository": .string(edit.repository), "refusal": edit.refusal.map(JSONValue.string) ?? .null,
      ])
    }
    return .object([
      "key": .string(key.description), "kind": .string(baseLabel.kind.rawValue),
      "doc": workspace.inputs.comment(key).map(JSONValue.string) ?? .null,
      "revision": .string(view.revision),
      "placeholders": placeholders(baseLabel.preview),
      "locales": .array(locales),
      "published": .array(published),
      "storeEdits": .array(storeEdits),
    ])
  }

  /// `POST /api/check`: the findings and preview of an edit.
  static func check(_ check: StudioCheck, key: JSONPointer, locale: LocaleIdentifier) -> JSONValue {
    let value = check.documents.documents[locale].flatMap { key.value(in: $0) }
    return .object([
      "findings": findings(check.findings + check.newErrors.filter { $0.locale != locale }),
      "preview": preview(value, locale),
      "length": number(value.flatMap { StudioLabel($0, at: key) }?.length ?? 0),
      "savable": .bool(check.newErrors.isEmpty),
    ])
  }

  /// `GET /api/store`: the store's lines and edits.
  static func store(_ reading: StudioStore.Reading, environment: String, index: StudioIndex) -> JSONValue {
    .object([
      "environment": .string(environment), "line": reading.line.map(JSONValue.string) ?? .null,
      "status": .array(reading.status.map(JSONValue.string)),
      "edits": .array(
        reading.edits.map { edit in
          .object([
            "key": .string((index.label(holding: edit.pointer) ?? edit.pointer).description),
            "locale": .string(edit.locale.rawValue),
            "pointer": .string(edit.pointer.description), "store": .string(edit.store),
            "repository": .string(edit.repository), "refusal": edit.refusal.map(JSONValue.string) ?? .null,
          ])
        }),
    ])
  }

  /// Findings as the page shows them.
  static func findings(_ findings: [Finding]) -> JSONValue {
    .array(
      findings.map {
        .object([
          "severity": .string($0.severity.rawValue), "rule": .string($0.rule.rawValue),
          "message": .string($0.message), "pointer": .string($0.path.description),
          "locale": $0.locale.map { .string($0.rawValue) } ?? .null,
        ])
      })
  }

  /// The base locale, then the others in order.
  private static func ordered(_ documents: LocalizedDocuments) -> [LocaleIdentifier] {
    [documents.baseLocale].compactMap { $0 } + documents.locales.filter { $0 != documents.baseLocale }
  }

  /// The forms CLDR's rules select in a locale, for a plural; none for a text.
  private static func forms(of kind: StudioLabel.Kind, _ locale: LocaleIdentifier) -> [String] {
    kind == .text ? [] : PluralRules.forLocale(locale.rawValue).categories.map(\.rawValue)
  }

  private static func preview(_ value: JSONValue?, _ locale: LocaleIdentifier) -> JSONValue {
    .array(
      (value.map { PluralPreview.rows(of: $0, locale: locale) } ?? []).map {
        .object(["count": number($0.count), "form": .string($0.form), "text": .string($0.text)])
      })
  }

  /// The printf arguments and named placeholders of a base text, each with its type.
  private static func placeholders(_ text: String) -> JSONValue {
    let signature = PlaceholderSignature(text)
    let printf = signature.arguments.sorted { $0.key < $1.key }.map { position, type in
      JSONValue.object([
        "position": number(position), "token": .string("%\(type)"), "type": .string(typeName(type)),
      ])
    }
    let named = signature.named.sorted().map {
      JSONValue.object(["token": .string($0), "type": .string("named")])
    }
    return .array(printf + named)
  }

  /// A placeholder's type in words.
  private static func typeName(_ type: PlaceholderType) -> String {
    switch type.conversion {
    case .signedInteger: "integer"
    case .unsignedInteger: "unsigned integer"
    case .floatingPoint: "number"
    case .object: "text"
    case .character: "character"
    case .cString: "C string"
    case .pointer: "pointer"
    }
  }

  static func number(_ value: Int) -> JSONValue {
    .number(String(value))
  }
}
