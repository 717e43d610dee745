import LabelsCore

/// A pair of label documents shaped like a real release rather than like ``SyntheticCatalog``'s, whose
/// English documents are ASCII words in a regular tree: labels in groups of 20 under three levels of
/// nesting, keys of two words, texts of 2 to 6 words mixing Cyrillic, CJK, accented Latin and English,
/// some with `%@` or `{{count}}`; and a new version with 1 % of the labels removed, 1 % added and 1 %
/// changed, each label chosen at random, so the changes spread over the whole document. The bench
/// writes them as another tool would (`Python/rewrite_as_python.py`: keys in no order, `\uXXXX`
/// escapes), never in the canonical form our fast paths know.
struct RealShapedDocuments {
  /// Labels in the old document.
  let labels: Int
  /// The seed of every choice.
  var seed: UInt64 = 44

  /// The old document and the new one.
  func pair() -> (old: JSONValue, new: JSONValue) {
    var generator = SeededGenerator(seed: seed)
    let groups = max(1, (labels + 19) / 20)
    let screensPerSection = max(1, groups / (Self.sections * 20))
    var remaining = labels
    var sections: [String: JSONValue] = [:]
    var section = 0
    while remaining > 0 {
      var screens: [String: JSONValue] = [:]
      for _ in 0..<screensPerSection where remaining > 0 {
        var groupsOfScreen: [String: JSONValue] = [:]
        for _ in 0..<20 where remaining > 0 {
          var members: [String: JSONValue] = [:]
          while members.count < min(20, remaining) {
            members[Self.key(using: &generator)] = .string(Self.text(using: &generator))
          }
          remaining -= members.count
          groupsOfScreen[Self.unusedKey(in: groupsOfScreen, using: &generator)] = .object(members)
        }
        screens[Self.unusedKey(in: screens, using: &generator)] = .object(groupsOfScreen)
      }
      sections["\(Self.keyWords[section % Self.keyWords.count])\(section / Self.keyWords.count)"] =
        .object(screens)
      section += 1
    }
    let old = JSONValue.object(sections)
    return (old, changed(old, using: &generator))
  }

  /// Top-level sections: a large app's feature areas.
  private static let sections = 10

  /// `old` with each label removed, changed or followed by a new label at 1 % each.
  private func changed(_ value: JSONValue, using generator: inout SeededGenerator) -> JSONValue {
    guard case .object(let members) = value else { return value }
    var result: [String: JSONValue] = [:]
    for name in members.keys.sorted(by: CanonicalJSONWriter.keyPrecedes) {
      guard let member = members[name] else { continue }
      guard case .string = member else {
        result[name] = changed(member, using: &generator)
        continue
      }
      switch Int.random(in: 0..<100, using: &generator) {
      case 0: continue
      case 1: result[name] = .string(Self.text(using: &generator))
      case 2:
        result[name] = member
        result[Self.unusedKey(in: members.merging(result) { first, _ in first }, using: &generator)] =
          .string(Self.text(using: &generator))
      default: result[name] = member
      }
    }
    return .object(result)
  }

  /// A key of two words, as a developer names a label: `accountTitle`.
  private static func key(using generator: inout SeededGenerator) -> String {
    let first = keyWords[Int.random(in: 0..<keyWords.count, using: &generator)]
    let second = keyWords[Int.random(in: 0..<keyWords.count, using: &generator)]
    return first + second.prefix(1).uppercased() + second.dropFirst()
  }

  /// A key of two words that `members` does not have yet.
  private static func unusedKey(in members: [String: JSONValue], using generator: inout SeededGenerator)
    -> String
  {
    while true {
      let key = key(using: &generator)
      if members[key] == nil { return key }
    }
  }

  /// A text of 2 to 6 words from every script, one in ten with `%@` and one in twenty with `{{count}}`.
  private static func text(using generator: inout SeededGenerator) -> String {
    let count = Int.random(in: 2...6, using: &generator)
    var words = (0..<count).map { _ in textWords[Int.random(in: 0..<textWords.count, using: &generator)] }
    switch Int.random(in: 0..<20, using: &generator) {
    case 0, 1: words.insert("%@", at: Int.random(in: 0...words.count, using: &generator))
    case 2: words.insert("{{count}}", at: Int.random(in: 0...words.count, using: &generator))
    default: break
    }
    return words.joined(separator: " ")
  }

  private static let keyWords = [
    "account", "settings", "title", "subtitle", "button", "message", "error", "empty", "profile", "search",
    "payment", "cart", "order", "status", "share", "delete", "confirm", "cancel", "notice", "header",
    "footer", "label", "hint", "placeholder", "summary", "details", "privacy", "security", "help", "about",
    "login", "signup", "photo", "video", "comment", "reply", "follow", "invite", "report", "filter",
  ]

  private static let textWords = [
    "Сохранить", "изменения", "настройки", "аккаунт", "подписка", "Оплата", "отменить", "сообщение",
    "保存", "設定", "アカウント", "変更", "通知", "支払い", "检索", "删除", "确认", "账户",
    "Änderungen", "Übersicht", "été", "configuración", "çalışma", "Přehled", "zmiany", "réglages",
    "Save", "changes", "account", "settings", "welcome", "back", "your", "payment", "was", "declined",
  ]
}
