/// One imported label: its key as the team wrote it, its text, and where it comes from.
public struct TranslationEntry: Equatable, Sendable {
  /// The key, such as `login.welcome`.
  public let key: String
  /// The text.
  public let value: String
  /// Where the entry is.
  public let location: FileLocation

  /// Creates an entry.
  public init(key: String, value: String, location: FileLocation) {
    self.key = key
    self.value = value
    self.location = location
  }
}
