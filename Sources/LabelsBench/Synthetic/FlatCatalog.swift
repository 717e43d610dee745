import LabelsCore
import LabelsKit

/// A catalog shaped like a real app's String Catalog: flat hyphenated keys (`account-settings-privacy-title`)
/// under prefixes of very different sizes, some keys that are whole sentences, a comment on some keys,
/// and a few gaps in every locale but the base one.
struct FlatCatalog {
  /// Keys in the base locale.
  let keyCount: Int
  /// Locales, the base (`en`) first.
  let localeCount: Int

  /// The 40 locales the catalog can have.
  static let localeTags = [
    "en", "ar", "bg", "ca", "cs", "da", "de", "el", "es", "et", "eu", "fa", "fi", "fr", "gl", "he", "hi",
    "hr",
    "hu", "id", "it", "ja", "ko", "lt", "lv", "nb", "nl", "pl", "pt-BR", "pt-PT", "ro", "ru", "sk", "sl",
    "sr",
    "sv", "th", "tr", "uk", "zh-Hans",
  ]

  private static let areas = [
    "account", "settings", "timeline", "compose", "notifications", "profile", "search", "lists", "filters",
    "media", "messages", "onboarding", "login", "about", "drafts", "bookmarks", "explore", "help",
    "report", "server",
  ]
  private static let topics = [
    "privacy", "security", "display", "sounds", "language", "appearance", "storage", "sync", "sharing",
    "blocking", "muting", "followers", "alerts", "polls", "attachments",
  ]
  private static let roles = [
    "title", "subtitle", "button", "description", "placeholder", "error", "hint", "label", "confirm",
    "cancel", "empty", "loading",
  ]
  private static let sentenceWords = [
    "keeps", "your", "home", "timeline", "up", "to", "date", "in", "real", "time", "shows", "new",
    "posts", "from", "people", "you", "follow", "when", "they", "arrive", "and", "hides", "replies",
  ]

  /// One table per locale, as if read from a String Catalog `App.xcstrings`.
  /// - Throws: ``BenchError/usage(_:)`` when a locale tag is invalid, which would be a bug here.
  func tables() throws(BenchError) -> [TranslationTable] {
    var generator = SeededGenerator(seed: 16)
    var keys: [String] = []
    var seen: Set<String> = []
    while keys.count < keyCount {
      let key: String
      if keys.count % 20 == 19 {
        // One key in twenty is a sentence, as catalogs keyed by their English text have.
        let count = Int.random(in: 5...12, using: &generator)
        let words = (0..<count).map { _ in Self.sentenceWords.randomElement(using: &generator) ?? "" }
        key =
          (words.first.map { $0.prefix(1).uppercased() + $0.dropFirst() } ?? "")
          + " " + words.dropFirst().joined(separator: " ") + "."
      } else {
        // Squaring the draw makes the first areas far larger than the last, as real prefixes are.
        let draw = Double.random(in: 0..<1, using: &generator)
        let area = Self.areas[Int(draw * draw * Double(Self.areas.count))]
        let topic = Self.topics.randomElement(using: &generator) ?? ""
        let role = Self.roles.randomElement(using: &generator) ?? ""
        key = Bool.random(using: &generator) ? "\(area)-\(topic)-\(role)" : "\(area)-\(role)-\(keys.count)"
      }
      if seen.insert(key).inserted { keys.append(key) }
    }
    let location = FileLocation(file: "App.xcstrings")
    var tables: [TranslationTable] = []
    for (index, tag) in Self.localeTags.prefix(localeCount).enumerated() {
      let words = SyntheticCatalog.words(for: tag)
      var texts = SeededGenerator(seed: SyntheticCatalog.seed(of: tag))
      let entries = keys.enumerated().compactMap { number, key -> TranslationEntry? in
        // Every locale but the base one lacks one key in fifty.
        if index > 0, (number + index).isMultiple(of: 50) { return nil }
        let text = SyntheticCatalog.text(words: words, using: &texts)
        let comment = index == 0 && number.isMultiple(of: 7) ? "Shown on the \(key) screen." : nil
        return TranslationEntry(key: key, value: text, location: location, comment: comment)
      }
      guard let locale = try? LocaleIdentifier(tag) else { throw .usage("invalid locale tag \(tag)") }
      tables.append(TranslationTable(locale: locale, file: "App.xcstrings", entries: entries))
    }
    return tables
  }
}
