import LabelsCore

/// Walks two documents side by side for ``SchemaDiff``, collecting the changes of one locale.
///
/// The path of the values being compared is kept as one stack of tokens, pushed and popped on the way
/// down, and becomes a ``JSONPointer`` only for a change: a pointer per label compared was most of the
/// comparison's allocations. The OLD schema, when known, is walked alongside: the sub-schema of the
/// values being compared is passed down with them, so a member its object declares optional is reported
/// as `optional-removed` or `optional-added` instead of `key-removed` or `key-added`.
struct DocumentComparison {
  let locale: LocaleIdentifier?
  private(set) var changes: [Change] = []
  private var tokens: [String] = []

  init(locale: LocaleIdentifier?) {
    self.locale = locale
  }

  /// The changes between two documents, `schema` being OLD's schema when known. With `split`, a root
  /// object of many members is compared on both cores, each taking half of the members both documents
  /// have.
  static func changes(
    old: JSONValue, new: JSONValue, locale: LocaleIdentifier?, split: Bool, schema: JSONSchema? = nil
  ) -> [Change] {
    guard split, case .object(let oldMembers) = old, case .object(let newMembers) = new,
      oldMembers.count >= 64
    else {
      var comparison = DocumentComparison(locale: locale)
      comparison.compare(old, new, at: .root, id: nil, schema: schema)
      return comparison.changes
    }
    let shared = oldMembers.keys.filter { newMembers[$0] != nil }
    let halves = ParallelWork.map(count: 2) { half in
      var comparison = DocumentComparison(locale: locale)
      let range = half == 0 ? 0..<shared.count / 2 : shared.count / 2..<shared.count
      for key in shared[range] {
        if let oldValue = oldMembers[key], let newValue = newMembers[key] {
          comparison.compareMember(key, oldValue, newValue, id: nil, schema: schema?.memberSchema(key))
        }
      }
      return comparison.changes
    }
    var membership = DocumentComparison(locale: locale)
    membership.recordMembership(
      oldMembers, newMembers, removed: oldMembers.keys.filter { newMembers[$0] == nil }, id: nil,
      schema: schema)
    return membership.changes + halves.joined()
  }

  /// Compares the values at `path`; `id` is the id of the innermost id-matched array element around
  /// them, carried on every change inside it; `schema` is OLD's schema of the values, when known.
  mutating func compare(
    _ old: JSONValue, _ new: JSONValue, at path: JSONPointer, id: String?, schema: JSONSchema? = nil
  ) {
    tokens = path.tokens
    compareValues(old, new, id: id, schema: schema)
  }

  /// Records the members of the object at `path` that only OLD has (`removed`) or only NEW has
  /// (`added`), as ``compare(_:_:at:id:schema:)`` records them, for a walk that found them itself.
  mutating func recordMembership(
    at path: JSONPointer, removed: [String: JSONValue], added: [String: JSONValue]
  ) {
    tokens = path.tokens
    recordMembership(removed, added, removed: Array(removed.keys), id: nil, schema: nil)
  }

  private mutating func compareValues(_ old: JSONValue, _ new: JSONValue, id: String?, schema: JSONSchema?) {
    switch (old.labelNode, new.labelNode) {
    case (.group(let oldMembers), .group(let newMembers)):
      compareObjects(oldMembers, newMembers, id: id, schema: schema)
    case (.list(let oldList), .list(let newList)):
      compareLists(oldList, newList, id: id, items: schema?.itemSchema)
    case (.plural(let oldPlural), .plural(let newPlural)):
      tokens.append(PluralLabel.marker)
      compareForms(oldPlural, newPlural, id: id)
      tokens.removeLast()
    case (.pluralText(let oldLabel), .pluralText(let newLabel)):
      comparePluralTexts(oldLabel, newLabel, id: id)
    case (.text(let oldText), .text(let newText)) where oldText != newText:
      let compatible = PlaceholderSignature(oldText).isCompatible(with: PlaceholderSignature(newText))
      record(compatible ? .valueChanged : .placeholdersChanged, old: old, new: new, id: id)
    case (.text, _), (.plural, _), (.pluralText, _), (.group, _), (.list, _), (.absent, _), (.value, _):
      if old.kind != new.kind || old.isPluralText != new.isPluralText {
        record(.typeChanged, old: old, new: new, id: id)
      } else if old != new {
        record(.valueChanged, old: old, new: new, id: id)
      }
    }
  }

  private mutating func compareMember(
    _ token: String, _ old: JSONValue, _ new: JSONValue, id: String?, schema: JSONSchema?
  ) {
    tokens.append(token)
    compareValues(old, new, id: id, schema: schema)
    tokens.removeLast()
  }

  private mutating func compareObjects(
    _ old: [String: JSONValue], _ new: [String: JSONValue], id: String?, schema: JSONSchema?
  ) {
    var removed: [String] = []
    for (key, oldValue) in old {
      if let newValue = new[key] {
        compareMember(key, oldValue, newValue, id: id, schema: schema?.memberSchema(key))
      } else {
        removed.append(key)
      }
    }
    recordMembership(old, new, removed: removed, id: id, schema: schema)
  }

  /// Compares two plural labels form by form: `other` as any text (content, or breaking when its
  /// placeholders changed); any other form as content when it takes the arguments an app built against
  /// OLD passes, OLD's `other` form's, or leaves out a count it implies (``PluralFormArguments``: "One
  /// item" for `one` in English), else as breaking; a form only one side has as `form-removed` or
  /// `form-added`.
  /// A form of a label of several counts (`countPosition`, its variable's argument position) takes any of
  /// the text's arguments, which the format's comparison answers for: its change is content unless it
  /// leaves out a count its category does not imply (``LabelsCore/PluralTextArguments``).
  private mutating func compareForms(
    _ old: PluralLabel, _ new: PluralLabel, id: String?, countPosition: Int? = nil
  ) {
    let otherKey = PluralCategory.other.rawValue
    for key in old.members.keys.sorted(by: CanonicalJSONWriter.keyPrecedes) {
      guard let oldForm = old.members[key] else { continue }
      if let newForm = new.members[key] {
        if key != otherKey, case .string(let oldText) = oldForm, case .string(let newText) = newForm,
          case .string(let oldOther)? = old.members[otherKey]
        {
          if oldText != newText {
            let rules = PluralRules.forLocale(locale?.rawValue ?? "")
            let problem =
              countPosition.map { position in
                PluralTextArguments.countLeftOut(
                  of: newText, key: key, other: oldOther, position: position, rules: rules)
              } ?? PluralFormArguments.problem(of: newText, key: key, other: oldOther, rules: rules)
            record(
              problem == nil ? .valueChanged : .placeholdersChanged, at: key, old: oldForm, new: newForm,
              id: id)
          }
        } else {
          compareMember(key, oldForm, newForm, id: id, schema: nil)
        }
      } else {
        record(.formRemoved, at: key, old: oldForm, id: id)
      }
    }
    for key in new.members.keys.sorted(by: CanonicalJSONWriter.keyPrecedes) where old.members[key] == nil {
      record(.formAdded, at: key, new: new.members[key], id: id)
    }
  }

  /// Compares two labels of several counts: the format as a text whose placeholders are its variables
  /// and other arguments in argument order (content while they stay, breaking when one is added,
  /// removed, renamed, moved or retyped), each variable both have form by form as a plural's, and a variable only one side has as
  /// `key-removed` or `key-added`.
  private mutating func comparePluralTexts(_ old: PluralTextLabel, _ new: PluralTextLabel, id: String?) {
    // The text's arguments are the format's and its forms' (``PluralTextArguments``): one a form adds
    // or drops changes what the app passes, as one the format adds does.
    let oldArguments = PluralTextArguments(old)?.arguments
    let newArguments = PluralTextArguments(new)?.arguments
    let sameArguments = oldArguments != nil && oldArguments == newArguments
    if old.format != new.format || !sameArguments {
      record(
        sameArguments ? .valueChanged : .placeholdersChanged, at: PluralTextLabel.formatMarker,
        old: old.format, new: new.format, id: id)
    }
    tokens.append(PluralTextLabel.variablesMarker)
    let oldPlurals = old.plurals
    let newPlurals = new.plurals
    let positions = new.formatText.flatMap { try? PluralTextFormat($0) }
    for key in old.variables.keys.sorted(by: CanonicalJSONWriter.keyPrecedes) {
      if let oldPlural = oldPlurals[key], let newPlural = newPlurals[key] {
        tokens.append(key)
        compareForms(oldPlural, newPlural, id: id, countPosition: positions?.position(of: key) ?? 1)
        tokens.removeLast()
      } else if let newValue = new.variables[key], let oldValue = old.variables[key] {
        compareMember(key, oldValue, newValue, id: id, schema: nil)
      }
    }
    recordMembership(
      old.variables, new.variables, removed: old.variables.keys.filter { new.variables[$0] == nil }, id: id,
      schema: nil)
    tokens.removeLast()
  }

  /// Records the members of an object that only OLD (`removed`) or only NEW has, with rename hints;
  /// a member `schema` (OLD's, of the object) declares optional is `optional-removed` or
  /// `optional-added`.
  private mutating func recordMembership(
    _ old: [String: JSONValue], _ new: [String: JSONValue], removed: [String], id: String?,
    schema: JSONSchema?
  ) {
    var removed = removed
    // NEW has keys OLD lacks only when it holds more than the keys both share.
    var added = new.count > old.count - removed.count ? new.keys.filter { old[$0] == nil } : []
    guard !removed.isEmpty || !added.isEmpty else { return }
    removed.sort(by: CanonicalJSONWriter.keyPrecedes)
    added.sort(by: CanonicalJSONWriter.keyPrecedes)
    // Pair each removed key with the first added key of equal value, one to one, as a rename hint.
    var unmatchedAdded = added
    var renamedTo: [String: String] = [:]
    for key in removed {
      if let match = unmatchedAdded.firstIndex(where: { new[$0] == old[key] }) {
        renamedTo[key] = unmatchedAdded.remove(at: match)
      }
    }
    let renamedFrom = Dictionary(uniqueKeysWithValues: renamedTo.map { ($0.value, $0.key) })
    for key in removed {
      let hint = renamedTo[key].map { "possibly renamed to \(JSONPointer(tokens + [$0]))" }
      let rule: ChangeRule = schema?.declaresOptional(key) == true ? .optionalRemoved : .keyRemoved
      record(rule, at: key, old: old[key], id: id, hint: hint)
    }
    for key in added {
      let hint = renamedFrom[key].map { "possibly renamed from \(JSONPointer(tokens + [$0]))" }
      let rule: ChangeRule = schema?.declaresOptional(key) == true ? .optionalAdded : .keyAdded
      record(rule, at: key, new: new[key], id: id, hint: hint)
    }
  }

  /// Compares two lists whose items OLD's schema describes with `items`, when known: by id when both
  /// lists are matched by id (``LabelList``), else by index.
  private mutating func compareLists(
    _ oldList: LabelList, _ newList: LabelList, id: String?, items: JSONSchema?
  ) {
    let old = oldList.items
    let new = newList.items
    guard let oldIDs = oldList.itemIDs, let newIDs = newList.itemIDs else {
      for index in 0..<min(old.count, new.count) {
        compareMember(String(index), old[index], new[index], id: id, schema: items)
      }
      for index in new.count..<max(new.count, old.count) {
        record(.itemRemoved, at: String(index), old: old[index], id: id)
      }
      for index in old.count..<max(old.count, new.count) {
        record(.itemAdded, at: String(index), new: new[index], id: id)
      }
      return
    }
    let oldIndices = Dictionary(uniqueKeysWithValues: oldIDs.enumerated().map { ($0.element, $0.offset) })
    for (newIndex, elementID) in newIDs.enumerated() {
      if let oldIndex = oldIndices[elementID] {
        compareMember(String(newIndex), old[oldIndex], new[newIndex], id: elementID, schema: items)
      } else {
        record(.itemAdded, at: String(newIndex), new: new[newIndex], id: elementID)
      }
    }
    let kept = Set(newIDs)
    for (oldIndex, elementID) in oldIDs.enumerated() where !kept.contains(elementID) {
      record(.itemRemoved, at: String(oldIndex), old: old[oldIndex], id: elementID)
    }
  }

  /// Records a change of the value being compared, or with `token`, of its member or element `token`.
  private mutating func record(
    _ rule: ChangeRule,
    at token: String? = nil,
    old: JSONValue? = nil,
    new: JSONValue? = nil,
    id: String?,
    hint: String? = nil
  ) {
    let path = JSONPointer(token.map { tokens + [$0] } ?? tokens)
    changes.append(Change(rule: rule, locale: locale, path: path, old: old, new: new, id: id, hint: hint))
  }
}

extension JSONSchema {
  /// The schema of the member `key` of the objects this schema describes, when it declares one.
  fileprivate func memberSchema(_ key: String) -> JSONSchema? {
    switch self {
    case .object(let properties, _): properties[key]
    case .dictionary(let values): values
    case .string, .integer, .number, .boolean, .array: nil
    }
  }

  /// The schema of the elements of the arrays this schema describes.
  fileprivate var itemSchema: JSONSchema? {
    guard case .array(let items) = self else { return nil }
    return items
  }

  /// Whether this is an object schema declaring the member `key` but not requiring it.
  fileprivate func declaresOptional(_ key: String) -> Bool {
    guard case .object(let properties, let required) = self else { return false }
    return properties[key] != nil && !required.contains(key)
  }
}

extension JSONValue {
  /// Whether the value is a label of several counts, which is an object to JSON as a group is.
  fileprivate var isPluralText: Bool {
    if case .pluralText = labelNode { true } else { false }
  }
}
