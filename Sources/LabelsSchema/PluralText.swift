import LabelsCore

/// A label of several counts in one text ("3 followers · 21 posts"), or of one count with text around
/// it: a format that references count variables, and each variable's plural forms.
///
/// ```swift
/// // the schema
/// public enum StatsCount: String, PluralVariable { case followers, posts }
/// public let stats: PluralText<StatsCount>
///
/// // a locale's defaults: a variable left out, or one the enum lacks, does not compile
/// stats: PluralText("%#@followers@ · %#@posts@") {
///   switch $0 {
///   case .followers: .en(one: "%lld follower", other: "%lld followers")
///   case .posts: .en(one: "%lld post", other: "%lld posts", exact: [0: "no posts"])
///   }
/// },
///
/// // the app
/// labels.profile.stats([.followers: 3, .posts: 21])   // "3 followers · 21 posts"
/// ```
///
/// A format that takes other arguments beside its counts (`%@ has %#@posts@`) is a ``PluralText1`` or
/// ``PluralText2``, whose call passes them.
///
/// Published as `{"@format": "%#@followers@ · %#@posts@", "@plurals": {"followers": {…}, "posts": {…}}}`
/// (``LabelsCore/PluralTextLabel``). Each variable is a ``Plural``, so its language initialiser makes a
/// missing form a compile error, and it selects its form under its own rules.
public struct PluralText<Variable: PluralVariable>: Codable, Equatable, Sendable {
  /// The format: text with each variable referenced as `%#@name@`, or `%n$#@name@` by position.
  public let format: String
  /// The forms of each variable.
  public let plurals: [Variable: Plural]

  /// A label of this format whose variables take the forms `plural` gives for each: write it as a
  /// `switch` over the variables, so that leaving one out does not compile.
  public init(_ format: String, _ plural: (Variable) -> Plural) {
    self.format = format
    var plurals: [Variable: Plural] = [:]
    for variable in Variable.allCases { plurals[variable] = plural(variable) }
    self.plurals = plurals
  }

  /// A label of this format and these forms, for a label read from a document.
  init(format: String, plurals: [Variable: Plural]) {
    self.format = format
    self.plurals = plurals
  }

  /// The text with each variable's form for its count: `[.followers: 3, .posts: 21]` gives
  /// "3 followers · 21 posts". A variable the call leaves out counts 0. Never traps: a variable the
  /// format references but the label lacks shows its count alone, and a format that is no format (a
  /// remote text edited by hand) gives each variable's text in turn, separated by spaces.
  public func callAsFunction(_ counts: [Variable: Int]) -> String {
    text(counts, arguments: [])
  }

  /// The text with each variable's form for its count and the text's other arguments filled with
  /// `arguments` in argument order (``PluralText1``). Each form is formatted with the whole text's
  /// arguments (``LabelsCore/PluralTextArguments``: its placeholder without a position is its count,
  /// `%n$` the text's argument n), then the format with each variable's text at its position, as
  /// ``LabelsCore/LabelFormatter`` binds it. A form that does not format gives way to `other`, and
  /// `other` to the count alone; a text whose arguments are not these shows its format's other
  /// placeholders as written, each variable's form filled with its count alone.
  func text(_ counts: [Variable: Int], arguments: [LabelArgument]) -> String {
    let count = { (name: String) -> Int in Variable(rawValue: name).flatMap { counts[$0] } ?? 0 }
    let shown = { (name: String) -> String in
      guard let variable = Variable(rawValue: name), let plural = plurals[variable] else {
        return String(count(name))
      }
      return plural(count(name))
    }
    guard let parsed = try? PluralTextFormat(format) else {
      return Variable.allCases.map { shown($0.rawValue) }.joined(separator: " ")
    }
    var forms: [String: [String: String]] = [:]
    for (variable, plural) in plurals { forms[variable.rawValue] = plural.members }
    if let textArguments = try? PluralTextArguments(format: parsed, forms: forms),
      textArguments.otherArguments.count == arguments.count
    {
      var remaining = arguments[...]
      let whole = textArguments.arguments.map { argument -> LabelArgument in
        switch argument {
        case .count(let name): .integer(Int64(count(name)))
        case .value: remaining.popFirst() ?? .integer(0)
        }
      }
      let bound = whole.enumerated().map { index, argument -> LabelArgument in
        guard case .count(let name) = textArguments.arguments[index] else { return argument }
        return .text(formatted(name, count: count(name), position: index + 1, arguments: whole))
      }
      if let text = try? LabelFormatter.format(parsed.boundText, choosingFrom: bound) { return text }
    }
    return parsed.segments.map { segment in
      switch segment {
      case .text(let text): text
      case .variable(let name): shown(name)
      case .argument(let placeholder): placeholder
      }
    }
    .joined()
  }

  /// The form of the variable `name` that `count` selects, formatted with the text's `arguments`, the
  /// variable's own count at `position`; else its `other` form; else the count alone.
  private func formatted(_ name: String, count: Int, position: Int, arguments: [LabelArgument]) -> String {
    guard let variable = Variable(rawValue: name), let plural = plurals[variable] else {
      return String(count)
    }
    let candidates = [plural.form(for: count, rules: plural.rules), plural.forms[.other]]
    for case let form? in candidates {
      if let positioned = try? PluralTextArguments.positioned(form, countAt: position),
        let text = try? LabelFormatter.format(positioned, choosingFrom: arguments)
      {
        return text
      }
    }
    return String(count)
  }

  /// Reads `@format` and the forms of each variable in `@plurals` the enum declares; a variable it does
  /// not declare is left for lint to report. Each variable takes the rules in the decoder's `userInfo`
  /// under ``LabelsCore/PluralRules/codingUserInfoKey``, else the root rules, as ``Plural`` does.
  /// - Throws: `DecodingError` when a member is missing or not of its type.
  public init(from decoder: any Decoder) throws {
    try self.init(from: decoder, declaring: [])
  }

  /// Reads the label as ``init(from:)`` does; while a schema is recorded, also reports the kinds of the
  /// format's other arguments, `declared`, to the decoder's ``LabelsCore/ArgumentDeclarationRecorder``,
  /// so lint checks every locale's format against them.
  init(from decoder: any Decoder, declaring declared: [LabelArgument.Kind]) throws {
    if let recorder = decoder.userInfo[.argumentDeclarations] as? any ArgumentDeclarationRecorder {
      recorder.record(ArgumentDeclaration(declared))
    }
    let container = try decoder.container(keyedBy: LabelKey.self)
    let format = try container.decode(String.self, forKey: LabelKey(PluralTextLabel.formatMarker))
    let variables = try container.decode(
      [String: [String: String]].self, forKey: LabelKey(PluralTextLabel.variablesMarker))
    let rules = decoder.userInfo[PluralRules.codingUserInfoKey] as? PluralRules ?? .root
    var plurals: [Variable: Plural] = [:]
    for (name, members) in variables {
      guard let variable = Variable(rawValue: name) else { continue }
      let forms = PluralLabel.forms(of: members)
      plurals[variable] = Plural(forms.categories, exact: forms.exact, rules: rules)
    }
    self.init(format: format, plurals: plurals)
  }

  /// Writes `@format` and `@plurals`, a member per variable holding its forms as ``Plural`` writes
  /// them. An encoder whose `userInfo` holds a ``LabelsCore/PluralRulesRecording`` is told the rules of
  /// the first variable, as ``Plural`` tells its own.
  public func encode(to encoder: any Encoder) throws {
    let recording = encoder.userInfo[PluralRules.codingUserInfoKey] as? any PluralRulesRecording
    if let first = Variable.allCases.lazy.compactMap({ plurals[$0] }).first { recording?.record(first.rules) }
    var container = encoder.container(keyedBy: LabelKey.self)
    var variables: [String: [String: String]] = [:]
    for (variable, plural) in plurals { variables[variable.rawValue] = plural.members }
    try container.encode(format, forKey: LabelKey(PluralTextLabel.formatMarker))
    try container.encode(variables, forKey: LabelKey(PluralTextLabel.variablesMarker))
  }
}
