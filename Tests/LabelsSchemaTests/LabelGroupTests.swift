import Foundation
import LabelsKit
import LabelsSchema
import LabelsTestFixtures
import Testing

/// The schema's conformances, written once in `LabelGroup`: decoding as strict as synthesised code, and
/// `==`, encoding and decoding by reflection that see every stored property, through `@Indirect` too.
@Suite struct LabelGroupTests {
  @Test func equalityComparesEveryLabelAtEveryLevel() {
    let base = FixtureLabels.base
    #expect(base == FixtureLabels.base)
    var edited = base
    let digest = base.options.alerts.digest
    edited.options.alerts.digest = FixtureLabels.Digest(toggle: digest.toggle, body: digest.body + "!")
    #expect(edited != base)
    edited = base
    let profile = base.profile
    edited.profile = FixtureLabels.Profile(
      headline: profile.headline, signIn: profile.signIn, greeting: profile.greeting, hint: nil)
    #expect(edited != base)
    edited = base
    let cart = base.cart
    edited.cart = FixtureLabels.Cart(title: cart.title, count: cart.count, items: cart.items.dropLast())
    #expect(edited != base)
    #expect(base != FixtureLabels.translated)
  }

  @Test func encodingUsesPropertyNamesAndLeavesOutNil() throws {
    let profile = FixtureLabels.Profile(headline: "W", signIn: "B", greeting: "G", hint: nil)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let text = String(decoding: try encoder.encode(profile), as: UTF8.self)
    #expect(text == #"{"greeting":"G","headline":"W","signIn":"B"}"#)
  }

  @Test func indirectMembersEncodeUnderTheirOwnName() throws {
    let text = String(decoding: try JSONEncoder().encode(FixtureLabels.base), as: UTF8.self)
    #expect(text.contains(#""options":{"#))
    #expect(text.contains(#""alerts":{"#))
    #expect(!text.contains(#""_options""#))
    #expect(!text.contains(#""_alerts""#))
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
    let json = Data(#"{"headline":"W","greeting":"G"}"#.utf8)
    #expect {
      try JSONDecoder().decode(FixtureLabels.Profile.self, from: json)
    } throws: { error in
      guard case DecodingError.keyNotFound(let key, _) = error else { return false }
      return key.stringValue == "signIn"
    }
  }

  @Test func aMemberOfAnotherTypeIsADecodingErrorNamingIt() throws {
    let json = Data(#"{"headline":"W","signIn":7,"greeting":"G"}"#.utf8)
    #expect {
      try JSONDecoder().decode(FixtureLabels.Profile.self, from: json)
    } throws: { error in
      guard case DecodingError.typeMismatch(_, let context) = error else { return false }
      return context.codingPath.map(\.stringValue) == ["signIn"]
    }
  }

  @Test func nestedStructsDecodeFromTheirOwnNames() throws {
    let data = try JSONEncoder().encode(FixtureLabels.translated)
    let decoded = try JSONDecoder().decode(FixtureLabels.self, from: data)
    #expect(decoded == FixtureLabels.translated)
    #expect(decoded.options.alerts.digest.body == FixtureLabels.translated.options.alerts.digest.body)
    #expect(decoded.cart.items == FixtureLabels.translated.cart.items)
    #expect(decoded.profile.hint == "Нужна помощь?")
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

  @Test func labelKeysKeepTheOriginalKeyInTheJSON() throws {
    let group = KeyedGroup(
      keepsTimeline: "Live", settingsTitle: "Settings", plain: "P", nested: Pair(first: "a", second: nil))
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(group)
    #expect(
      String(decoding: data, as: UTF8.self)
        == #"{"Keeps your home timeline up to date.":"Live","nested-pair":{"first":"a"},"#
        + #""plain":"P","settings-title":"Settings"}"#)
    #expect(try JSONDecoder().decode(KeyedGroup.self, from: data) == group)
    #expect {
      try JSONDecoder().decode(KeyedGroup.self, from: Data(#"{"keepsTimeline":"x"}"#.utf8))
    } throws: { error in
      guard case DecodingError.keyNotFound(let key, _) = error else { return false }
      return key.stringValue == "Keeps your home timeline up to date."
    }
  }

  @Test func theSchemaRecordsTheLabelKeys() throws {
    guard case .object(let properties, let required) = try JSONSchema(describing: KeyedGroup.self) else {
      Issue.record("not an object")
      return
    }
    let keys = ["Keeps your home timeline up to date.", "nested-pair", "plain", "settings-title"]
    #expect(properties.keys.sorted() == keys)
    #expect(required == Set(keys))
  }

  @Test func aMissingOptionalDecodesAsNil() throws {
    let json = Data(#"{"headline":"W","signIn":"B","greeting":"G"}"#.utf8)
    #expect(try JSONDecoder().decode(FixtureLabels.Profile.self, from: json).hint == nil)
  }
}

/// A label struct of this test alone.
private struct Pair: LabelGroup {
  let first: String
  let second: String?
}

/// A label struct whose keys are not all Swift names.
private struct KeyedGroup: LabelGroup {
  static var labelKeys: [String: String] {
    [
      "keepsTimeline": "Keeps your home timeline up to date.", "settingsTitle": "settings-title",
      "nested": "nested-pair",
    ]
  }

  let keepsTimeline: String
  let settingsTitle: String
  let plain: String
  @Indirect var nested: Pair
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

/// A count shared by threads.
private final class LiveCount: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  var value: Int { lock.withLock { count } }

  func add(_ delta: Int) {
    lock.withLock { count += delta }
  }
}
