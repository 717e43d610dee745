import Foundation
import LabelsCore
import LabelsRuntime
import LabelsTestFixtures
import Testing

@Suite struct LabelsLoaderTests {
  private let base = FixtureLabels.base
  private let translated = FixtureLabels.translated

  private func load(_ remote: RemoteDocument<FixtureLabels>, over defaults: FixtureLabels = .base) throws
    -> LoadedLabels<FixtureLabels>
  {
    LabelsLoader.load(try remote.data, over: defaults)
  }

  @Test func completeRemoteIsTakenWhole() throws {
    let loaded = try load(RemoteDocument(translated))
    #expect(loaded == LoadedLabels(labels: translated, source: .remote, fallbacks: []))
  }

  /// A document as export writes it (pretty, sorted keys, a `nil` optional left out) loads as itself.
  @Test func exportedDocumentLoadsAsItsDefaults() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/partial.json")
    let loaded = LabelsLoader.load(try Data(contentsOf: url), over: FixtureLabels.partial)
    #expect(loaded == LoadedLabels(labels: FixtureLabels.partial, source: .remote, fallbacks: []))
  }

  @Test func optionalLabelMissingRemotelyKeepsTheDefault() throws {
    // partial leaves profile/hint out; over defaults that have it, the default is kept and reported.
    let remote = try RemoteDocument(FixtureLabels.partial)
    let expected = try FixtureLabels.partial.taking("/profile/hint", from: base)
    #expect(
      try load(remote, over: base)
        == LoadedLabels(labels: expected, source: .partlyRemote, fallbacks: ["/profile/hint"]))
  }

  @Test func missingKeysAtSeveralDepthsKeepTheirDefaults() throws {
    let remote = try RemoteDocument(translated)
      .removing("/cart")
      .removing("/profile/headline")
      .removing("/options/alerts/digest")
    let expected = try translated.taking(
      "/cart", "/profile/headline", "/options/alerts/digest", from: base)
    #expect(
      try load(remote)
        == LoadedLabels(
          labels: expected, source: .partlyRemote,
          fallbacks: ["/cart", "/options/alerts/digest", "/profile/headline"]))
  }

  @Test func wrongTypesKeepTheirDefaults() throws {
    let remote = try RemoteDocument(translated)
      .setting("/profile/greeting", to: 5)
      .setting("/options", to: "options")
      .setting("/cart/title", to: ["Корзина"])
      .setting("/cart/count", to: true)
    let expected = try translated.taking(
      "/profile/greeting", "/options", "/cart/title", "/cart/count", from: base)
    #expect(
      try load(remote)
        == LoadedLabels(
          labels: expected, source: .partlyRemote,
          fallbacks: ["/cart/count", "/cart/title", "/options", "/profile/greeting"]))
  }

  @Test func nullKeepsTheDefault() throws {
    let remote = try RemoteDocument(translated).setting("/profile/signIn", to: NSNull())
    let expected = try translated.taking("/profile/signIn", from: base)
    #expect(
      try load(remote)
        == LoadedLabels(labels: expected, source: .partlyRemote, fallbacks: ["/profile/signIn"]))
  }

  @Test(arguments: [
    "not json {", "", "{\"profile\": ", "\u{FEFF}\u{FEFF}{}", "[]", "\"labels\"", "null",
    "{\"a\": 1,}", "[1,]", "{\"a\": 01}", "{\"a\": 1.}", "{\"a\": .5}", "{\"a\": +1}", "{\"a\": -}",
    "{\"a\": 1e}",
    "{\"a\": tru}", "{\"a\": \"x\u{01}\"}", #"{"a": "\x"}"#, #"{"a": "\ud800"}"#, #"{"a": "\udc00"}"#,
    #"{"a": "\ud800\u0041"}"#, #"{"a": "\u12"}"#, "{\"a\": 1} {}", "{'a': 1}", "{\"a\" 1}", "{a: 1}",
    "// x\n{}",
    String(repeating: "[", count: 200) + String(repeating: "]", count: 200),
  ])
  func unreadableOrForeignDocumentsGiveTheDefaults(text: String) {
    let loaded = LabelsLoader.load(Data(text.utf8), over: base)
    #expect(loaded == LoadedLabels(labels: base, source: .defaultsOnly, fallbacks: [""]))
  }

  @Test func invalidUTF8OrUTF16GivesTheDefaults() throws {
    let invalid = LabelsLoader.load(Data([0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D]), over: base)
    #expect(invalid == LoadedLabels(labels: base, source: .defaultsOnly, fallbacks: [""]))
    let text = String(decoding: try RemoteDocument(translated).data, as: UTF8.self)
    let utf16 = LabelsLoader.load(
      Data(text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }), over: base)
    #expect(utf16 == LoadedLabels(labels: base, source: .defaultsOnly, fallbacks: [""]))
  }

  @Test func escapesAreRead() throws {
    let text = String(decoding: try RemoteDocument(translated).data, as: UTF8.self).replacingOccurrences(
      of: "\"Рады видеть\"",
      with: #""q\" b\\ s\/ \b\f\n\r\t \u00e9 \ud83d\ude00 \u0041""#)
    let loaded = LabelsLoader.load(Data(text.utf8), over: base)
    let expected = try translated.setting("/profile/headline", to: "q\" b\\ s/ \u{08}\u{0C}\n\r\t é 😀 A")
    #expect(loaded == LoadedLabels(labels: expected, source: .remote, fallbacks: []))
  }

  /// The store never sends one and the tool refuses one, as the strict reader of LabelsCore does.
  @Test func aByteOrderMarkMakesTheDocumentUnreadable() throws {
    let text = String(decoding: try RemoteDocument(translated).data, as: UTF8.self)
    let loaded = LabelsLoader.load(Data([0xEF, 0xBB, 0xBF] + Array(text.utf8)), over: base)
    #expect(loaded == LoadedLabels(labels: base, source: .defaultsOnly, fallbacks: [""]))
  }

  /// A number too large for a `Double` is valid JSON, read as written: an unknown member is ignored.
  @Test func aHugeNumberIsReadAsWritten() {
    let loaded = LabelsLoader.load(Data("{\"a\": 1e400}".utf8), over: base)
    #expect(
      loaded
        == LoadedLabels(labels: base, source: .defaultsOnly, fallbacks: ["/cart", "/options", "/profile"]))
  }

  @Test func numbersAreReadExactly() {
    let loaded = LabelsLoader.load(
      Data(#"{"big": 9007199254740993, "negative": -0, "ratio": 2.5e-3, "huge": 1.5E300}"#.utf8),
      over: Numbers(big: 0, negative: 1, ratio: 0, huge: 0))
    #expect(
      loaded
        == LoadedLabels(
          labels: Numbers(big: 9_007_199_254_740_993, negative: 0, ratio: 0.0025, huge: 1.5e300),
          source: .remote,
          fallbacks: []))
  }

  @Test func noBytesGiveTheDefaults() {
    let loaded = LabelsLoader.load(nil, over: translated)
    #expect(loaded == LoadedLabels(labels: translated, source: .defaultsOnly, fallbacks: [""]))
  }

  @Test func emptyObjectFallsBackAtEveryTopLevelKey() {
    let loaded = LabelsLoader.load(Data("{}".utf8), over: base)
    #expect(
      loaded
        == LoadedLabels(
          labels: base, source: .defaultsOnly, fallbacks: ["/cart", "/options", "/profile"]))
  }

  @Test func extraUnknownKeysAreIgnoredAndNoFallback() throws {
    let remote = try RemoteDocument(translated)
      .setting("/profile/unknown", to: "x")
      .setting("/promotions", to: ["banner": ["title": "Sale"]])
      .setting("/cart/items/0/icon", to: "ticket")
      .setting("/options/alerts/digest/sound", to: NSNull())
    #expect(try load(remote) == LoadedLabels(labels: translated, source: .remote, fallbacks: []))
  }

  @Test func arrayIsTakenWholeWhenItDecodes() throws {
    let remote = try RemoteDocument(translated).setting(
      "/cart/items", to: [["id": "bread", "name": "Хлеб"], ["id": "figs", "name": "Инжир"]])
    let expected = try translated.setting(
      "/cart/items", to: [["id": "bread", "name": "Хлеб"], ["id": "figs", "name": "Инжир"]])
    #expect(try load(remote) == LoadedLabels(labels: expected, source: .remote, fallbacks: []))
  }

  @Test(arguments: [
    ("/cart/items/2/name", nil),
    ("/cart/items/4/id", "5"),
    ("/cart/items/1", "\"bread\""),
    ("/cart/items/0/name", "null"),
  ])
  func arrayWithABrokenElementComesWholeFromTheDefaults(pointer: String, json: String?) throws {
    let value = try json.map {
      try JSONSerialization.jsonObject(with: Data($0.utf8), options: .fragmentsAllowed)
    }
    let remote = try RemoteDocument(translated).setting(pointer, to: value)
    let expected = try translated.taking("/cart/items", from: base)
    #expect(
      try load(remote)
        == LoadedLabels(labels: expected, source: .partlyRemote, fallbacks: ["/cart/items"]))
  }

  @Test func optionalLabelTheDefaultsLackIsTakenFromTheRemote() throws {
    let remote = try RemoteDocument(FixtureLabels.partial).setting("/profile/hint", to: "Потрібна допомога?")
    let expected = try FixtureLabels.partial.setting("/profile/hint", to: "Потрібна допомога?")
    #expect(
      try load(remote, over: .partial) == LoadedLabels(labels: expected, source: .remote, fallbacks: []))
  }

  @Test func optionalLabelOfTheWrongTypeIsDropped() throws {
    let remote = try RemoteDocument(FixtureLabels.partial).setting("/profile/hint", to: 7)
    #expect(
      try load(remote, over: FixtureLabels.partial)
        == LoadedLabels(labels: .partial, source: .partlyRemote, fallbacks: ["/profile/hint"]))
  }

  @Test func repeatedKeysAreNotTrusted() throws {
    let text = String(decoding: try RemoteDocument(translated).data, as: UTF8.self)
      .replacingOccurrences(of: "\"headline\":", with: "\"headline\":\"A\",\"headl\\u0069ne\":")
      .replacingOccurrences(of: "\"title\":\"Корзина\"", with: "\"title\":\"Корзина\",\"title\":\"B\"")
      .replacingOccurrences(of: "\"options\":{", with: "\"options\":{\"title\":{},")
      .replacingOccurrences(of: "\"id\":\"bread\"", with: "\"id\":\"bread\",\"id\":\"bread\"")
    let loaded = LabelsLoader.load(Data(text.utf8), over: base)
    let expected = try translated.taking(
      "/profile/headline", "/cart/title", "/cart/items", "/options/title", from: base)
    #expect(
      loaded
        == LoadedLabels(
          labels: expected, source: .partlyRemote,
          fallbacks: ["/cart/items", "/cart/title", "/options/title", "/profile/headline"]))
  }

  /// A dictionary is an object like any other: merged key by key.
  @Test func valueTheTypeRefusesIsRepairedWhereItIs() throws {
    let loaded = LabelsLoader.load(
      Data(#"{"code": "", "name": "remote", "tags": {"a": "x"}}"#.utf8),
      over: ValidatedLabels(code: "EUR", name: "default", tags: ["b": "y"]))
    #expect(
      loaded
        == LoadedLabels(
          labels: ValidatedLabels(code: "EUR", name: "remote", tags: ["a": "x", "b": "y"]),
          source: .partlyRemote, fallbacks: ["/code", "/tags/b"]))
  }

  /// Fallbacks are listed in the order of LabelsKit's pointers: indices and number-like keys by value.
  @Test func fallbacksAreOrderedAsTheToolOrdersPointers() {
    let loaded = LabelsLoader.load(
      Data(#"{"code": "USD", "name": "remote", "tags": {"2": 2, "10": 10, "a": "x"}}"#.utf8),
      over: ValidatedLabels(code: "EUR", name: "default", tags: ["2": "two", "10": "ten"]))
    #expect(
      loaded
        == LoadedLabels(
          labels: ValidatedLabels(code: "USD", name: "remote", tags: ["2": "two", "10": "ten", "a": "x"]),
          source: .partlyRemote, fallbacks: ["/tags/2", "/tags/10"]))
  }

  /// The nesting limit is LabelsCore's: a document nested exactly that deep is read.
  @Test func aDocumentAtTheNestingLimitIsRead() {
    let depth = StrictJSONReader.maximumDepth
    let nested = String(repeating: "[", count: depth - 1) + String(repeating: "]", count: depth - 1)
    let loaded = LabelsLoader.load(
      Data(#"{"code": "USD", "name": "remote", "tags": {}, "deep": \#(nested)}"#.utf8),
      over: ValidatedLabels(code: "EUR", name: "default", tags: [:]))
    #expect(
      loaded
        == LoadedLabels(
          labels: ValidatedLabels(code: "USD", name: "remote", tags: [:]), source: .remote, fallbacks: []))
  }

  @Test func defaultsThatCannotRoundTripAreReturnedAsTheyAre() {
    let defaults = ValidatedLabels(code: "", name: "default", tags: [:])
    let loaded = LabelsLoader.load(Data(#"{"code": "", "name": "remote", "tags": {}}"#.utf8), over: defaults)
    #expect(loaded == LoadedLabels(labels: defaults, source: .defaultsOnly, fallbacks: [""]))
  }
}

/// Numbers beyond the exact range of `Double`, and in every notation.
private struct Numbers: Codable, Equatable {
  var big: Int64
  var negative: Int
  var ratio: Double
  var huge: Double
}

/// A labels type whose decoding refuses a value of the right JSON type: an empty currency code.
private struct ValidatedLabels: Codable, Equatable {
  var code: String
  var name: String
  var tags: [String: String]

  init(code: String, name: String, tags: [String: String]) {
    self.code = code
    self.name = name
    self.tags = tags
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    code = try container.decode(String.self, forKey: .code)
    name = try container.decode(String.self, forKey: .name)
    tags = try container.decode([String: String].self, forKey: .tags)
    guard !code.isEmpty else {
      throw DecodingError.dataCorruptedError(forKey: .code, in: container, debugDescription: "empty code")
    }
  }
}
