import Defaults
import Foundation
import Labels
import Testing

/// The schema's conformances, written once in `LabelGroup`: decoding as strict as synthesised code, and
/// `==`, encoding and decoding by reflection that see every stored property, through `@Indirect` too.
@Suite struct LabelGroupTests {
  @Test func equalityComparesEveryLabelAtEveryLevel() {
    let english = Labels.english
    #expect(english == Labels.english)
    var edited = english
    let reminder = english.settings.notifications.reminder
    edited.settings.notifications.reminder = Labels.Reminder(
      toggle: reminder.toggle, body: reminder.body + "!")
    #expect(edited != english)
    edited = english
    let login = english.login
    edited.login = Labels.Login(
      welcome: login.welcome, loginButton: login.loginButton, greeting: login.greeting, forgotPassword: nil)
    #expect(edited != english)
    edited = english
    let expenses = english.expenses
    edited.expenses = Labels.Expenses(
      title: expenses.title, count: expenses.count, categories: expenses.categories.dropLast())
    #expect(edited != english)
    #expect(english != Labels.russian)
  }

  @Test func encodingUsesPropertyNamesAndLeavesOutNil() throws {
    let login = Labels.Login(welcome: "W", loginButton: "B", greeting: "G", forgotPassword: nil)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let text = String(decoding: try encoder.encode(login), as: UTF8.self)
    #expect(text == #"{"greeting":"G","loginButton":"B","welcome":"W"}"#)
  }

  @Test func indirectMembersEncodeUnderTheirOwnName() throws {
    let text = String(decoding: try JSONEncoder().encode(Labels.english), as: UTF8.self)
    #expect(text.contains(#""settings":{"#))
    #expect(!text.contains(#""_settings""#))
  }

  @Test func aTypeFirstEncodedOnManyThreadsAtOnceEncodesTheSameEverywhere() async throws {
    // `Pair` is used nowhere else, so its layout is worked out while the tasks race for it.
    let pair = Pair(first: "Сохранить", second: nil)
    let texts = try await withThrowingTaskGroup(of: String.self) { group in
      for _ in 0..<32 {
        group.addTask {
          let encoder = JSONEncoder()
          encoder.outputFormatting = .sortedKeys
          return String(decoding: try encoder.encode(pair), as: UTF8.self)
        }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(texts == Array(repeating: #"{"first":"Сохранить"}"#, count: 32))
    #expect(pair == Pair(first: "Сохранить", second: nil))
    #expect(pair != Pair(first: "Сохранить", second: ""))
  }

  @Test func aMissingMemberIsADecodingErrorNamingIt() throws {
    let json = Data(#"{"welcome":"W","greeting":"G"}"#.utf8)
    #expect {
      try JSONDecoder().decode(Labels.Login.self, from: json)
    } throws: { error in
      guard case DecodingError.keyNotFound(let key, _) = error else { return false }
      return key.stringValue == "loginButton"
    }
  }

  @Test func aMemberOfAnotherTypeIsADecodingErrorNamingIt() throws {
    let json = Data(#"{"welcome":"W","loginButton":7,"greeting":"G"}"#.utf8)
    #expect {
      try JSONDecoder().decode(Labels.Login.self, from: json)
    } throws: { error in
      guard case DecodingError.typeMismatch(_, let context) = error else { return false }
      return context.codingPath.map(\.stringValue) == ["loginButton"]
    }
  }

  @Test func nestedStructsDecodeFromTheirOwnNames() throws {
    let data = try JSONEncoder().encode(Labels.russian)
    let decoded = try JSONDecoder().decode(Labels.self, from: data)
    #expect(decoded == Labels.russian)
    #expect(
      decoded.settings.notifications.reminder.body == Labels.russian.settings.notifications.reminder.body)
  }

  @Test func aFailureHalfwayReleasesWhatWasDecoded() throws {
    // `first` decodes, `second` fails: the decoded `first` must be released, not leaked or freed twice.
    let json = Data(#"{"first":{"text":"a"},"second":5}"#.utf8)
    let before = Tracked.live.value
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(TrackedPair.self, from: json)
    }
    #expect(Tracked.live.value == before)
    let pair = try JSONDecoder().decode(
      TrackedPair.self, from: Data(#"{"first":{"text":"a"},"second":{"text":"b"}}"#.utf8))
    #expect(Tracked.live.value == before + 2)
    #expect(pair.second.text == "b")
  }

  @Test func aClassCannotBeEncodedAsALabelGroupAndSaysSo() {
    #expect {
      try JSONEncoder().encode(NotAStruct(text: "a"))
    } throws: { error in
      guard case EncodingError.invalidValue(_, let context) = error else { return false }
      return context.debugDescription.contains("is not a struct")
    }
  }

  @Test func aClassCannotBeDecodedAsALabelGroupAndSaysSo() {
    #expect {
      try JSONDecoder().decode(NotAStruct.self, from: Data(#"{"text":"a"}"#.utf8))
    } throws: { error in
      guard case DecodingError.dataCorrupted(let context) = error else { return false }
      return context.debugDescription.contains("is not a struct")
    }
  }

  @Test func aMissingOptionalDecodesAsNil() throws {
    let json = Data(#"{"welcome":"W","loginButton":"B","greeting":"G"}"#.utf8)
    #expect(try JSONDecoder().decode(Labels.Login.self, from: json).forgotPassword == nil)
  }
}

/// A label struct of this test alone.
private struct Pair: LabelGroup {
  let first: String
  let second: String?
}

/// A label struct whose members count the instances alive.
private struct TrackedPair: LabelGroup {
  var first: Tracked
  var second: Tracked
}

/// A decodable class that counts its live instances.
private final class Tracked: Codable, Equatable, Sendable {
  static let live = LiveCount()
  let text: String

  init(from decoder: any Decoder) throws {
    text = try decoder.container(keyedBy: LabelKey.self).decode(String.self, forKey: LabelKey("text"))
    Self.live.add(1)
  }

  deinit {
    Self.live.add(-1)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: LabelKey.self)
    try container.encode(text, forKey: LabelKey("text"))
  }

  static func == (lhs: Tracked, rhs: Tracked) -> Bool { lhs.text == rhs.text }
}

/// A class cannot be built property by property.
private final class NotAStruct: LabelGroup {
  let text: String

  init(text: String) {
    self.text = text
  }
}

/// A count shared by threads.
private final class LiveCount: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  var value: Int { lock.withLock { count } }

  func add(_ delta: Int) {
    lock.withLock { count += delta }
  }
}
