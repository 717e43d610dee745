/// A locale or version name that the tool refuses to use.
public enum IdentifierError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The text is not a BCP 47 tag.
  case invalidLocale(String)
  /// The text is not `MAJOR.MINOR.PATCH`.
  case invalidVersion(String)

  public var description: String {
    switch self {
    case .invalidLocale(let text):
      "invalid locale \"\(text)\"; expected a BCP 47 tag such as en, pt-BR or zh-Hans"
    case .invalidVersion(let text):
      "invalid version \"\(text)\"; expected MAJOR.MINOR.PATCH such as 1.2.0"
    }
  }
}
