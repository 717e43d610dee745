import LabelsCore

/// A label whose text depends on a count: a form per CLDR plural category the locale's language needs
/// (`one`, `few`, `many`, `other` in Russian), and optional exact-number forms (`=0` → "No expenses").
///
/// Published as `{"@plural": {"few": "%lld расхода", "many": "%lld расходов", …}}`. Write a locale's
/// plural with its language's initialiser, which takes exactly the forms that language needs, so a
/// missing form is a compile error: `.ru(one:few:many:other:)`, `.en(one:other:)`. The general
/// ``init(_:exact:rules:)`` takes any forms; lint reports what a locale lacks or never uses.
///
/// A plural keeps the CLDR rules of its locale (``rules``), so `labels.expenses.count(5)` formats in it:
/// a language's initialiser gives that language's rules, and a plural the app's runtime decodes takes the
/// rules its decoder hands it under ``LabelsCore/PluralRules/codingUserInfoKey`` (`LabelsLoader` and
/// `LiveLabels` hand the rules of the locale they load). The rules are not part of the JSON: `==`
/// compares the forms only, and encoding writes the forms only.
public struct Plural: Codable, Equatable, Sendable {
  /// The forms and rules, behind one reference: a label struct's value witnesses then copy a plural as one
  /// retain, as they copy a `String`, instead of one per member, which is what plural labels added to
  /// the schema module's debug build (docs/benchmarks.md, "What moved each figure").
  private let storage: PluralStorage

  /// The text of each category form.
  public var forms: [PluralCategory: String] { storage.forms }
  /// The text of each exact-number form, by its number.
  public var exact: [Int: String] { storage.exact }
  /// The rules ``callAsFunction(_:)`` selects a form by: the locale's, or CLDR's root rules (only
  /// `other`) for a plural made or decoded without any.
  public var rules: PluralRules { storage.rules }

  /// A plural of these forms under `rules`, for a language without an initialiser of its own.
  public init(_ forms: [PluralCategory: String], exact: [Int: String] = [:], rules: PluralRules = .root) {
    storage = PluralStorage(forms: forms, exact: exact, rules: rules)
  }

  /// Whether both have the same forms; the rules are not compared, as the JSON does not hold them.
  public static func == (lhs: Plural, rhs: Plural) -> Bool {
    lhs.forms == rhs.forms && lhs.exact == rhs.exact
  }

  /// The form a count selects under `rules`: an exact-number form for that number, else the form of the
  /// count's category, else `other`; `nil` when the plural has neither.
  public func form(for count: Int, rules: PluralRules) -> String? {
    exact[count] ?? forms[rules.category(for: count)] ?? forms[.other]
  }

  /// The text for `count` under `rules`: the form the count selects, its count placeholder (`%lld`,
  /// `%d`, `{count}`) filled in, or the form as it is when it takes no argument (`=0`: "No expenses").
  /// Never traps and never reads an argument it was not given: a form that does not take exactly the
  /// count (a remote text with `%@`, say) gives way to `other`, and `other` to the count alone.
  public func callAsFunction(_ count: Int, rules: PluralRules) -> String {
    if let form = form(for: count, rules: rules), let text = Self.filled(form, count: count) { return text }
    if let other = forms[.other], let text = Self.filled(other, count: count) { return text }
    return String(count)
  }

  /// The text for `count` under the plural's own ``rules``: `labels.expenses.count(5)` is "5 расходов" for
  /// a Russian plural. ``callAsFunction(_:rules:)`` with them.
  public func callAsFunction(_ count: Int) -> String {
    self(count, rules: rules)
  }

  /// The text for `count` in `locale`, a BCP 47 tag such as the one the app's locale resolver gave:
  /// ``callAsFunction(_:rules:)`` under CLDR's rules for it. Looking the rules up takes about half a
  /// microsecond; keep ``PluralRules/forLocale(_:)`` for a screen of many counts.
  public func callAsFunction(_ count: Int, locale: String) -> String {
    self(count, rules: .forLocale(locale))
  }

  /// A form with its count filled in: as the one printf argument, as `{count}`, or not at all when the
  /// form takes no argument; `nil` when it takes anything else.
  private static func filled(_ form: String, count: Int) -> String? {
    if let text = filledAtItsOnlyPlaceholder(form, count: count) { return text }
    let argument = LabelArgument.integer(Int64(count))
    return (try? LabelFormatter.format(form, arguments: [argument]))
      ?? (try? LabelFormatter.format(form, named: ["{count}": argument]))
      ?? (try? LabelFormatter.format(form, arguments: []))
  }

  /// The common form, such as `%lld расходов`, filled without the formatter's scan: its only `%` starts
  /// a bare `%d`, `%ld` or `%lld`, and it has no `{`. The count is written in decimal where the
  /// placeholder stands, as ``LabelsCore/LabelFormatter`` writes it; `nil` for every other form.
  private static func filledAtItsOnlyPlaceholder(_ form: String, count: Int) -> String? {
    let bytes = form.utf8
    guard let percent = bytes.firstIndex(of: UInt8(ascii: "%")) else { return nil }
    var cursor = bytes.index(after: percent)
    for _ in 0..<2 where cursor < bytes.endIndex && bytes[cursor] == UInt8(ascii: "l") {
      cursor = bytes.index(after: cursor)
    }
    guard cursor < bytes.endIndex, bytes[cursor] == UInt8(ascii: "d") else { return nil }
    let end = bytes.index(after: cursor)
    guard !bytes[end...].contains(UInt8(ascii: "%")), !bytes.contains(UInt8(ascii: "{")) else { return nil }
    return String(form[..<percent]) + String(count) + String(form[end...])
  }

  /// Reads `@plural` and keeps every category and exact-number form in it; other members are left for
  /// lint to report, so that an app shows the forms it can. The rules are the `PluralRules` in the
  /// decoder's `userInfo` under ``LabelsCore/PluralRules/codingUserInfoKey``, else the root rules.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: LabelKey.self)
    let members = try container.decode([String: String].self, forKey: LabelKey(PluralLabel.marker))
    let forms = PluralLabel.forms(of: members)
    let rules = decoder.userInfo[PluralRules.codingUserInfoKey] as? PluralRules
    self.init(forms.categories, exact: forms.exact, rules: rules ?? .root)
  }

  /// Writes `@plural` with a member per form: the category's name, or `=` and the number. The rules are
  /// not written; an encoder whose `userInfo` holds a ``LabelsCore/PluralRulesRecording`` under
  /// ``LabelsCore/PluralRules/codingUserInfoKey`` is told them.
  public func encode(to encoder: any Encoder) throws {
    (encoder.userInfo[PluralRules.codingUserInfoKey] as? any PluralRulesRecording)?.record(rules)
    var container = encoder.container(keyedBy: LabelKey.self)
    try container.encode(members, forKey: LabelKey(PluralLabel.marker))
  }

  /// The members of `@plural`: a member per form, the category's name or `=` and the number.
  var members: [String: String] {
    var members: [String: String] = [:]
    for (category, text) in forms { members[category.rawValue] = text }
    for (number, text) in exact { members[PluralLabel.exactKey(number)] = text }
    return members
  }
}
