/// A plural label in a labels document: `{"@plural": {"one": "%lld расход", "few": …, "other": …}}`.
///
/// The one member `@plural` (a key no Swift property can have, so no group is mistaken for a plural)
/// holds a form per CLDR category the locale needs (``PluralCategory``) and, optionally, exact-number
/// forms such as `=0` and `=1`, as String Catalogs and ICU allow.
public struct PluralLabel: Equatable, Sendable {
  /// The key of the member that marks a plural label.
  public static let marker = "@plural"

  /// The members of the `@plural` object, as they are.
  public let members: [String: JSONValue]

  /// A plural label of these members.
  public init(members: [String: JSONValue]) {
    self.members = members
  }

  /// A plural label of these texts, by `@plural` member name (`one`, `=0`).
  public init(texts: [String: String]) {
    self.init(members: texts.mapValues(JSONValue.string))
  }

  /// The label as a document value: `{"@plural": members}`.
  public var value: JSONValue {
    .object([Self.marker: .object(members)])
  }

  /// The text of each category form that is a string.
  public var forms: [PluralCategory: String] { Self.forms(of: texts).categories }

  /// The text of each exact-number form (`=0` → 0) that is a string.
  public var exactForms: [Int: String] { Self.forms(of: texts).exact }

  /// The members that hold text.
  private var texts: [String: String] {
    members.compactMapValues { value in
      if case .string(let text) = value { text } else { nil }
    }
  }

  /// Members of `@plural` sorted into category forms and exact-number forms; a member that is neither
  /// is left out.
  public static func forms(of members: [String: String])
    -> (categories: [PluralCategory: String], exact: [Int: String])
  {
    var categories: [PluralCategory: String] = [:]
    var exact: [Int: String] = [:]
    for (key, text) in members {
      if let category = PluralCategory(rawValue: key) {
        categories[category] = text
      } else if let number = exactNumber(key) {
        exact[number] = text
      }
    }
    return (categories, exact)
  }

  /// The member name of the exact-number form of `number`: `=0` for 0.
  public static func exactKey(_ number: Int) -> String {
    "=\(number)"
  }

  /// The members that are neither a category nor an exact-number form holding text, such as `sevral`
  /// or a number: what lint reports as malformed.
  public var malformedKeys: [String] {
    members.compactMap { key, value in
      let isForm = PluralCategory(rawValue: key) != nil || Self.exactNumber(key) != nil
      guard isForm, case .string = value else { return key }
      return nil
    }
    .sorted()
  }

  /// The number an exact-number key names: `=0` → 0, `=12` → 12; `nil` for anything else (`=01`, `=`,
  /// `=-1`).
  public static func exactNumber(_ key: String) -> Int? {
    guard key.hasPrefix("="), key.count > 1 else { return nil }
    let digits = key.dropFirst()
    guard digits.count <= 9, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
      digits == "0" || !digits.hasPrefix("0")
    else { return nil }
    return Int(digits)
  }
}
