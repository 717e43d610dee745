/// A label of several counts in one text, in a labels document: a format whose count variables each
/// take a plural form, as String Catalogs' `substitutions` and `.stringsdict`'s
/// `NSStringLocalizedFormatKey` write it.
///
/// ```json
/// "stats": {
///   "@format": "%#@followers@ · %#@posts@",
///   "@plurals": {
///     "followers": {"one": "%lld follower", "other": "%lld followers"},
///     "posts": {"=0": "no posts", "one": "%lld post", "other": "%lld posts"}
///   }
/// }
/// ```
///
/// The two members `@format` and `@plurals` (keys no Swift property can have, so no group is mistaken
/// for one) are its only members. `@format` references each variable as `%#@name@`, or `%n$#@name@` for
/// argument n (``PluralTextFormat``); each member of `@plurals` holds a variable's forms, exactly as
/// `@plural` holds a ``PluralLabel``'s.
public struct PluralTextLabel: Equatable, Sendable {
  /// The key of the member that holds the format.
  public static let formatMarker = "@format"
  /// The key of the member that holds each variable's plural forms.
  public static let variablesMarker = "@plurals"

  /// The `@format` member, as it is.
  public let format: JSONValue
  /// The members of `@plurals`, by variable name, as they are.
  public let variables: [String: JSONValue]

  /// A label of these members.
  public init(format: JSONValue, variables: [String: JSONValue]) {
    self.format = format
    self.variables = variables
  }

  /// A label of an object's members when they are exactly `@format` and an object `@plurals`; `nil`
  /// for anything else.
  public init?(members: [String: JSONValue]) {
    guard members.count == 2, let format = members[Self.formatMarker],
      case .object(let variables) = members[Self.variablesMarker]
    else { return nil }
    self.init(format: format, variables: variables)
  }

  /// The format's text, when it is a string.
  public var formatText: String? {
    if case .string(let text) = format { text } else { nil }
  }

  /// The forms of each variable whose member is an object, as a plural label's.
  public var plurals: [String: PluralLabel] {
    variables.compactMapValues { value in
      if case .object(let members) = value { PluralLabel(members: members) } else { nil }
    }
  }

  /// Each variable's forms that are texts, by variable name and `@plural` member name: what
  /// ``PluralTextArguments`` reads.
  public var formTexts: [String: [String: String]] {
    variables.compactMapValues { value -> [String: String]? in
      guard case .object(let members) = value else { return nil }
      return members.compactMapValues { if case .string(let text) = $0 { text } else { nil } }
    }
  }

  /// The label as a document value.
  public var value: JSONValue {
    .object([Self.formatMarker: format, Self.variablesMarker: .object(variables)])
  }
}
