/// A BCP 47 language tag naming a locale (`en`, `pt-BR`, `zh-Hans`, `sr-Latn-RS`), safe to use as a
/// file name and a remote key.
public struct LocaleIdentifier: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The tag as written, such as `pt-BR`.
  public let rawValue: String

  /// Validates a tag: a 2-3 letter language, then an optional 4-letter script, an optional region
  /// (2 letters or 3 digits) and optional variants (5-8 alphanumerics, or a digit and 3 alphanumerics).
  /// - Throws: ``IdentifierError/invalidLocale(_:)`` for anything else, such as `../x`, `en/us` or `""`.
  public init(_ rawValue: String) throws(IdentifierError) {
    guard Self.isValid(rawValue) else { throw .invalidLocale(rawValue) }
    self.rawValue = rawValue
  }

  public var description: String { rawValue }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    CanonicalJSONWriter.keyPrecedes(lhs.rawValue, rhs.rawValue)
  }

  /// Whether `tag` is such a tag, exactly as written (see ``init(_:)``).
  public static func isValid(_ tag: String) -> Bool {
    let subtags = tag.split(separator: "-", omittingEmptySubsequences: false)
    guard let language = subtags.first, language.count >= 2, language.count <= 3, isLetters(language) else {
      return false
    }
    var rest = subtags.dropFirst()
    if let script = rest.first, script.count == 4, isLetters(script) { rest = rest.dropFirst() }
    if let region = rest.first,
      (region.count == 2 && isLetters(region)) || (region.count == 3 && region.allSatisfy(\.isASCIIDigit))
    {
      rest = rest.dropFirst()
    }
    return rest.allSatisfy { variant in
      let alphanumeric = variant.allSatisfy { $0.isASCIIDigit || $0.isASCIILetter }
      let longVariant = (5...8).contains(variant.count)
      let digitVariant = variant.count == 4 && variant.first?.isASCIIDigit == true
      return alphanumeric && (longVariant || digitVariant)
    }
  }

  private static func isLetters(_ text: Substring) -> Bool {
    text.allSatisfy(\.isASCIILetter)
  }
}

extension Character {
  fileprivate var isASCIILetter: Bool { isASCII && isLetter }
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
