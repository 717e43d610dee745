import LabelsCore
import LabelsKit

/// Label documents shaped like a real app's, generated from a seed: the same sizes give the same bytes.
///
/// Labels come in groups of 20; groups come in sections of 20, and every third section splits its groups
/// into four panels of five, so documents are two or three levels deep above the labels. Every section
/// and every panel names its groups alike, so a document of 10,000 labels is also a Swift schema
/// (``BenchLabels``). About 3 % of the texts carry
/// a placeholder, and every locale but English writes in a non-Latin or accented script.
struct SyntheticCatalog {
  /// The number of labels in each document.
  let labelCount: Int

  /// The first 20 BCP 47 tags the catalog uses, base locale first.
  static let localeTags = [
    "en", "ru", "uk", "de", "fr", "es", "it", "pt-BR", "ja", "zh-Hans",
    "ko", "pl", "tr", "nl", "sv", "cs", "ar", "he", "el", "vi",
  ]

  private static let labelNames = [
    "title", "subtitle", "message", "hint", "placeholder", "confirm", "cancel", "save", "delete", "edit",
    "share", "retry", "error", "empty", "loading", "done", "next", "back", "close", "help",
  ]
  private static let groupNames = [
    "account", "billing", "cart", "checkout", "contacts", "dashboard", "feed", "inbox", "login", "map",
    "orders", "payments", "photos", "profile", "search", "settings", "signup", "support", "wallet", "welcome",
  ]
  private static let placeholders = ["%@", "%lld", "{name}", "%1$@ / %2$@", "{count}"]

  /// The document of one locale: an object of sections, groups and labels.
  func document(locale: String) -> JSONValue {
    var texts = SyntheticTexts(locale: locale)
    var remaining = labelCount
    var sections: [String: JSONValue] = [:]
    var sectionIndex = 0
    while remaining > 0 {
      var section: [String: JSONValue] = [:]
      let panelled = sectionIndex % 3 == 2
      for groupIndex in 0..<20 where remaining > 0 {
        let count = min(20, remaining)
        remaining -= count
        let group = Self.group(count: count, texts: &texts)
        if panelled {
          let name = Self.groupNames[groupIndex % 5]
          let panel = "panel\(groupIndex / 5)"
          var members = section[panel].flatMap(\.objectMembers) ?? [:]
          members[name] = group
          section[panel] = .object(members)
        } else {
          section[Self.groupNames[groupIndex]] = group
        }
      }
      sections["section\(sectionIndex)"] = .object(section)
      sectionIndex += 1
    }
    return .object(sections)
  }

  private static func group(count: Int, texts: inout SyntheticTexts) -> JSONValue {
    var labels: [String: JSONValue] = [:]
    for index in 0..<count {
      labels[labelNames[index]] = .string(texts.next())
    }
    return .object(labels)
  }

  /// A text of two to eight words; about 3 % carry a placeholder and 1 % a character that needs escaping.
  static func text(words: [String], using generator: inout SeededGenerator) -> String {
    let count = Int.random(in: 2...8, using: &generator)
    var text = (0..<count).map { _ in words[Int.random(in: 0..<words.count, using: &generator)] }
      .joined(separator: " ")
    let roll = Int.random(in: 0..<100, using: &generator)
    if roll < 3 {
      text += " " + placeholders[roll % placeholders.count]
    } else if roll == 3 {
      text = "\"" + text + "\"\n"
    }
    return text
  }

  /// The vocabulary of a locale: its script decides the bytes the writer and the reader see.
  static func words(for locale: String) -> [String] {
    switch locale.prefix(2) {
    case "en":
      ["Save", "changes", "account", "settings", "welcome", "back", "expenses", "reminder", "total", "daily"]
    case "ru", "uk":
      ["Сохранить", "изменения", "аккаунт", "настройки", "расходы", "напоминание", "итого", "день"]
    case "ja": ["保存", "設定", "経費", "アカウント", "変更", "毎日"]
    case "zh", "ko": ["保存", "设置", "费用", "账户", "更改", "每日"]
    case "ar", "he": ["حفظ", "الإعدادات", "الحساب", "التغييرات", "المصاريف"]
    case "el": ["Αποθήκευση", "ρυθμίσεις", "λογαριασμός", "αλλαγές"]
    default: ["Änderungen", "speichern", "Übersicht", "été", "configuración", "çalışma", "Přehled", "zmiany"]
    }
  }

  /// The seed of a locale's texts.
  static func seed(of locale: String) -> UInt64 {
    locale.utf8.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
  }
}

extension JSONValue {
  fileprivate var objectMembers: [String: JSONValue]? {
    if case .object(let members) = self { members } else { nil }
  }
}
