import LabelsCore

/// One locale's document of an older major line brought up to date: the newest published document
/// projected onto the last document published in that major, so that an app of the old major gets every
/// text fix it can decode and format.
///
/// The walk follows the OLD document, whose shape the app decodes:
/// - a string takes the newest string at the same place when their placeholders are compatible
///   (``PlaceholderSignature/isCompatible(with:)``), else keeps its text;
/// - a plural takes the newest forms whole when each takes the old `other` form's arguments (or leaves
///   out a count it implies, ``LabelsCore/PluralFormArguments``), and keeps
///   every category form the old plural had, filled with the newest `other` form where the newest has
///   none (the app's runtime takes a remote plural only with every form of its defaults);
/// - a number, boolean or `null` takes the newest value when it is of the same JSON kind;
/// - an object keeps exactly its own members, each projected from the newest member of the same name
///   when there is one; members new in the newest document are not added;
/// - a list of items matched by id (``LabelList``) keeps its items in their order, each projected from
///   the newest item with the same id when the newest list is matched by id too;
/// - any other array projects element by element at the same index and keeps the elements beyond the
///   newest array's end;
/// - anything whose JSON kind changed keeps its old value whole.
package struct LabelProjection: Equatable, Sendable {
  /// The projected document: the old document's shape with the newest compatible values.
  package let document: JSONValue
  /// How many labels took a newer text and how many kept their last text.
  package let summary: ProjectionSummary

  /// Projects `newest` onto `old`.
  /// - Parameters:
  ///   - newest: the document of the newest published version, whose texts are taken.
  ///   - old: the document of the last version published in the older major, whose shape is kept.
  ///   - rules: the plural rules of the documents' locale: which plural forms may leave out the count
  ///     (``LabelsCore/PluralFormArguments``).
  package init(of newest: JSONValue, onto old: JSONValue, rules: PluralRules = .root) {
    var summary = ProjectionSummary()
    document = Self.project(newest, onto: old, rules: rules, summary: &summary)
    self.summary = summary
  }

  private static func project(
    _ new: JSONValue, onto old: JSONValue, rules: PluralRules, summary: inout ProjectionSummary
  ) -> JSONValue {
    switch (old.labelNode, new.labelNode) {
    case (.text(let oldText), .text(let newText)):
      guard PlaceholderSignature(oldText).isCompatible(with: PlaceholderSignature(newText)) else {
        return keep(old, summary: &summary)
      }
      if oldText == newText { summary.unchanged += 1 } else { summary.updated += 1 }
      return new
    case (.plural(let oldPlural), .plural(let newPlural)):
      // A plural takes the newest forms whole when each of them takes the old `other` form's arguments,
      // or leaves out a count it implies.
      guard let members = projectedForms(of: newPlural, onto: oldPlural, rules: rules) else {
        return keep(old, summary: &summary)
      }
      let projected = PluralLabel(members: members).value
      if old == projected { summary.unchanged += 1 } else { summary.updated += 1 }
      return projected
    case (.pluralText(let oldLabel), .pluralText(let newLabel)):
      // A label of several counts takes the newest whole when it has the old variables, each projected
      // as a plural is.
      guard let projected = projected(newLabel, onto: oldLabel, rules: rules) else {
        return keep(old, summary: &summary)
      }
      if old == projected { summary.unchanged += 1 } else { summary.updated += 1 }
      return projected
    case (.value, .value) where old.kind == new.kind, (.absent, .absent):
      return new
    case (.group(let oldMembers), .group(let newMembers)):
      var members: [String: JSONValue] = [:]
      for (key, oldMember) in oldMembers {
        if let newMember = newMembers[key] {
          members[key] = project(newMember, onto: oldMember, rules: rules, summary: &summary)
        } else {
          members[key] = keep(oldMember, summary: &summary)
        }
      }
      return .object(members)
    case (.list(let oldList), .list(let newList)):
      let oldElements = oldList.items
      if let ids = oldList.itemIDs {
        let newItems = newList.itemsByID ?? [:]
        return .array(
          zip(ids, oldElements).map { elementID, oldElement in
            guard let newElement = newItems[elementID] else { return keep(oldElement, summary: &summary) }
            return project(newElement, onto: oldElement, rules: rules, summary: &summary)
          })
      }
      return .array(
        oldElements.enumerated().map { index, oldElement in
          guard index < newList.items.count else { return keep(oldElement, summary: &summary) }
          return project(newList.items[index], onto: oldElement, rules: rules, summary: &summary)
        })
    case (.text, _), (.plural, _), (.pluralText, _), (.value, _), (.absent, _), (.group, _), (.list, _):
      return keep(old, summary: &summary)
    }
  }

  /// The newest plural's members when each form takes the old `other` form's arguments or leaves out a
  /// count it implies, with every category form the old one has: the old line's apps take a remote
  /// plural only when it has each form of their compiled defaults, so a form the newest rules no longer
  /// select (Hebrew's `many` after CLDR 42) stays, holding the newest `other` text, which those rules
  /// now show for its numbers. `nil` when a form does not fit.
  private static func projectedForms(of new: PluralLabel, onto old: PluralLabel, rules: PluralRules)
    -> [String: JSONValue]?
  {
    guard let oldOther = old.forms[.other], let newOther = new.forms[.other],
      new.forms.allSatisfy({ category, form in
        PluralFormArguments.problem(of: form, key: category.rawValue, other: oldOther, rules: rules) == nil
      })
    else { return nil }
    return members(of: new, keepingFormsOf: old, filledWith: newOther)
  }

  /// The members of `new` with every category form `old` has and `new` lacks, holding `other`.
  private static func members(of new: PluralLabel, keepingFormsOf old: PluralLabel, filledWith other: String)
    -> [String: JSONValue]
  {
    var members = new.members
    for category in old.forms.keys where new.forms[category] == nil {
      members[category.rawValue] = .string(other)
    }
    return members
  }

  /// The newest label of several counts when its format references exactly the old variables, takes
  /// the old other arguments, and each variable's forms project (``projectedForms(of:onto:rules:)``);
  /// `nil` otherwise.
  private static func projected(_ new: PluralTextLabel, onto old: PluralTextLabel, rules: PluralRules)
    -> JSONValue?
  {
    guard let newText = new.formatText, let oldText = old.formatText,
      let newFormat = try? PluralTextFormat(newText), let oldFormat = try? PluralTextFormat(oldText),
      Set(newFormat.variables) == Set(oldFormat.variables),
      Set(old.variables.keys) == Set(new.variables.keys),
      let newArguments = PluralTextArguments(new), let oldArguments = PluralTextArguments(old),
      newArguments.otherArguments == oldArguments.otherArguments
    else { return nil }
    let oldPlurals = old.plurals
    var variables: [String: JSONValue] = [:]
    for (name, newPlural) in new.plurals {
      // A form takes any of the text's arguments (the same as the old ones), and may leave out a count
      // its category implies.
      guard let oldPlural = oldPlurals[name], let position = newFormat.position(of: name),
        let newOther = newPlural.forms[.other],
        newPlural.forms.allSatisfy({ category, form in
          PluralTextArguments.countLeftOut(
            of: form, key: category.rawValue, other: newOther, position: position, rules: rules) == nil
        })
      else { return nil }
      variables[name] = .object(members(of: newPlural, keepingFormsOf: oldPlural, filledWith: newOther))
    }
    guard variables.count == old.variables.count else { return nil }
    return PluralTextLabel(format: new.format, variables: variables).value
  }

  /// `document` with every category form that `earlier`'s plural at the same place has and its own lacks,
  /// filled with its own `other` form: what a line holds for the apps of an earlier version of its major,
  /// which take a remote plural only with every form of their compiled defaults. Groups are followed by
  /// member, lists by item id when both are matched by id, else by index; everything else is kept as it
  /// is.
  package static func keepingForms(of earlier: JSONValue, in document: JSONValue) -> JSONValue {
    switch (document.labelNode, earlier.labelNode) {
    case (.plural(let plural), .plural(let earlierPlural)):
      guard let other = plural.forms[.other],
        earlierPlural.forms.keys.contains(where: { plural.forms[$0] == nil })
      else { return document }
      return PluralLabel(members: members(of: plural, keepingFormsOf: earlierPlural, filledWith: other)).value
    case (.pluralText(let label), .pluralText(let earlierLabel)):
      let earlierPlurals = earlierLabel.plurals
      var variables = label.variables
      for (name, plural) in label.plurals {
        guard let earlierPlural = earlierPlurals[name], let other = plural.forms[.other] else { continue }
        variables[name] = .object(members(of: plural, keepingFormsOf: earlierPlural, filledWith: other))
      }
      return PluralTextLabel(format: label.format, variables: variables).value
    case (.group(let members), .group(let earlierMembers)):
      return .object(
        members.reduce(into: [:]) { kept, member in
          kept[member.key] =
            earlierMembers[member.key].map { keepingForms(of: $0, in: member.value) } ?? member.value
        })
    case (.list(let list), .list(let earlierList)):
      if let ids = list.itemIDs, let earlierItems = earlierList.itemsByID {
        return .array(
          zip(ids, list.items).map { itemID, item in
            earlierItems[itemID].map { keepingForms(of: $0, in: item) } ?? item
          })
      }
      return .array(
        list.items.enumerated().map { index, item in
          index < earlierList.items.count ? keepingForms(of: earlierList.items[index], in: item) : item
        })
    case (.text, _), (.plural, _), (.pluralText, _), (.group, _), (.list, _), (.value, _), (.absent, _):
      return document
    }
  }

  /// Keeps an old value whole, counting its labels as kept.
  private static func keep(_ old: JSONValue, summary: inout ProjectionSummary) -> JSONValue {
    summary.kept += old.labelCount
    return old
  }
}
