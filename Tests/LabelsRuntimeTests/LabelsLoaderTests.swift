import Defaults
import Foundation
import Labels
import LabelsRuntime
import Testing

@Suite struct LabelsLoaderTests {
  private let english = Labels.english
  private let russian = Labels.russian

  private func load(_ remote: RemoteDocument, over defaults: Labels = .english) throws -> LoadedLabels<Labels>
  {
    LabelsLoader.load(try remote.data, over: defaults)
  }

  @Test func completeRemoteIsTakenWhole() throws {
    let loaded = try load(RemoteDocument(russian))
    #expect(loaded == LoadedLabels(labels: russian, source: .remote, fallbacks: []))
  }

  @Test func committedExportLoadsAsItsDefaults() throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Exports/\(Labels.schemaVersion)/uk.json")
    let loaded = LabelsLoader.load(try Data(contentsOf: url), over: Labels.ukrainian)
    #expect(loaded == LoadedLabels(labels: Labels.ukrainian, source: .remote, fallbacks: []))
  }

  @Test func optionalLabelMissingRemotelyKeepsTheDefault() throws {
    // uk.json leaves forgotPassword out; over defaults that have it, the default is kept and reported.
    let remote = try RemoteDocument(Labels.ukrainian)
    let expected = try Labels.ukrainian.taking("/login/forgotPassword", from: english)
    #expect(
      try load(remote, over: english)
        == LoadedLabels(labels: expected, source: .partlyRemote, fallbacks: ["/login/forgotPassword"]))
  }

  @Test func missingKeysAtSeveralDepthsKeepTheirDefaults() throws {
    let remote = try RemoteDocument(russian)
      .removing("/expenses")
      .removing("/login/welcome")
      .removing("/settings/notifications/reminder")
    let expected = try russian.taking(
      "/expenses", "/login/welcome", "/settings/notifications/reminder", from: english)
    #expect(
      try load(remote)
        == LoadedLabels(
          labels: expected, source: .partlyRemote,
          fallbacks: ["/expenses", "/login/welcome", "/settings/notifications/reminder"]))
  }

  @Test func wrongTypesKeepTheirDefaults() throws {
    let remote = try RemoteDocument(russian)
      .setting("/login/greeting", to: 5)
      .setting("/settings", to: "settings")
      .setting("/expenses/title", to: ["Расходы"])
      .setting("/expenses/count", to: true)
    let expected = try russian.taking(
      "/login/greeting", "/settings", "/expenses/title", "/expenses/count", from: english)
    #expect(
      try load(remote)
        == LoadedLabels(
          labels: expected, source: .partlyRemote,
          fallbacks: ["/expenses/count", "/expenses/title", "/login/greeting", "/settings"]))
  }

  @Test func nullKeepsTheDefault() throws {
    let remote = try RemoteDocument(russian).setting("/login/loginButton", to: NSNull())
    let expected = try russian.taking("/login/loginButton", from: english)
    #expect(
      try load(remote)
        == LoadedLabels(labels: expected, source: .partlyRemote, fallbacks: ["/login/loginButton"]))
  }

  @Test(arguments: [
    "not json {", "", "{\"login\": ", "\u{FEFF}\u{FEFF}{}", "[]", "\"labels\"", "null", "{\"a\": 1e400}",
    "{\"a\": 1,}", "[1,]", "{\"a\": 01}", "{\"a\": 1.}", "{\"a\": .5}", "{\"a\": +1}", "{\"a\": -}",
    "{\"a\": 1e}",
    "{\"a\": tru}", "{\"a\": \"x\u{01}\"}", #"{"a": "\x"}"#, #"{"a": "\ud800"}"#, #"{"a": "\udc00"}"#,
    #"{"a": "\ud800\u0041"}"#, #"{"a": "\u12"}"#, "{\"a\": 1} {}", "{'a': 1}", "{\"a\" 1}", "{a: 1}",
    "// x\n{}",
    String(repeating: "[", count: 200) + String(repeating: "]", count: 200),
  ])
  func unreadableOrForeignDocumentsGiveTheDefaults(text: String) {
    let loaded = LabelsLoader.load(Data(text.utf8), over: english)
    #expect(loaded == LoadedLabels(labels: english, source: .defaultsOnly, fallbacks: [""]))
  }

  @Test func invalidUTF8OrUTF16GivesTheDefaults() throws {
    let invalid = LabelsLoader.load(Data([0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D]), over: english)
    #expect(invalid == LoadedLabels(labels: english, source: .defaultsOnly, fallbacks: [""]))
    let text = String(decoding: try RemoteDocument(russian).data, as: UTF8.self)
    let utf16 = LabelsLoader.load(
      Data(text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }), over: english)
    #expect(utf16 == LoadedLabels(labels: english, source: .defaultsOnly, fallbacks: [""]))
  }

  @Test func escapesAndAByteOrderMarkAreRead() throws {
    let text = String(decoding: try RemoteDocument(russian).data, as: UTF8.self).replacingOccurrences(
      of: "\"С возвращением\"",
      with: #""q\" b\\ s\/ \b\f\n\r\t \u00e9 \ud83d\ude00 \u0041""#)
    let loaded = LabelsLoader.load(Data([0xEF, 0xBB, 0xBF] + Array(text.utf8)), over: english)
    let expected = try russian.setting("/login/welcome", to: "q\" b\\ s/ \u{08}\u{0C}\n\r\t é 😀 A")
    #expect(loaded == LoadedLabels(labels: expected, source: .remote, fallbacks: []))
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
    let loaded = LabelsLoader.load(nil, over: russian)
    #expect(loaded == LoadedLabels(labels: russian, source: .defaultsOnly, fallbacks: [""]))
  }

  @Test func emptyObjectFallsBackAtEveryTopLevelKey() {
    let loaded = LabelsLoader.load(Data("{}".utf8), over: english)
    #expect(
      loaded
        == LoadedLabels(
          labels: english, source: .defaultsOnly, fallbacks: ["/expenses", "/login", "/settings"]))
  }

  @Test func extraUnknownKeysAreIgnoredAndNoFallback() throws {
    let remote = try RemoteDocument(russian)
      .setting("/login/unknown", to: "x")
      .setting("/promotions", to: ["banner": ["title": "Sale"]])
      .setting("/expenses/categories/0/icon", to: "ticket")
      .setting("/settings/notifications/reminder/sound", to: NSNull())
    #expect(try load(remote) == LoadedLabels(labels: russian, source: .remote, fallbacks: []))
  }

  @Test func arrayIsTakenWholeWhenItDecodes() throws {
    let remote = try RemoteDocument(russian).setting(
      "/expenses/categories", to: [["id": "food", "name": "Еда"], ["id": "pets", "name": "Питомцы"]])
    let expected = try russian.setting(
      "/expenses/categories", to: [["id": "food", "name": "Еда"], ["id": "pets", "name": "Питомцы"]])
    #expect(try load(remote) == LoadedLabels(labels: expected, source: .remote, fallbacks: []))
  }

  @Test(arguments: [
    ("/expenses/categories/2/name", nil),
    ("/expenses/categories/4/id", "5"),
    ("/expenses/categories/1", "\"food\""),
    ("/expenses/categories/0/name", "null"),
  ])
  func arrayWithABrokenElementComesWholeFromTheDefaults(pointer: String, json: String?) throws {
    let value = try json.map {
      try JSONSerialization.jsonObject(with: Data($0.utf8), options: .fragmentsAllowed)
    }
    let remote = try RemoteDocument(russian).setting(pointer, to: value)
    let expected = try russian.taking("/expenses/categories", from: english)
    #expect(
      try load(remote)
        == LoadedLabels(labels: expected, source: .partlyRemote, fallbacks: ["/expenses/categories"]))
  }

  @Test func optionalLabelTheDefaultsLackIsTakenFromTheRemote() throws {
    let remote = try RemoteDocument(Labels.ukrainian).setting("/login/forgotPassword", to: "Забули пароль?")
    let expected = try Labels.ukrainian.setting("/login/forgotPassword", to: "Забули пароль?")
    #expect(
      try load(remote, over: .ukrainian) == LoadedLabels(labels: expected, source: .remote, fallbacks: []))
  }

  @Test func optionalLabelOfTheWrongTypeIsDropped() throws {
    let remote = try RemoteDocument(Labels.ukrainian).setting("/login/forgotPassword", to: 7)
    #expect(
      try load(remote, over: Labels.ukrainian)
        == LoadedLabels(labels: .ukrainian, source: .partlyRemote, fallbacks: ["/login/forgotPassword"]))
  }

  @Test func repeatedKeysAreNotTrusted() throws {
    let text = String(decoding: try RemoteDocument(russian).data, as: UTF8.self)
      .replacingOccurrences(of: "\"welcome\":", with: "\"welcome\":\"A\",\"welc\\u006fme\":")
      .replacingOccurrences(of: "\"title\":\"Расходы\"", with: "\"title\":\"Расходы\",\"title\":\"B\"")
      .replacingOccurrences(of: "\"settings\":{", with: "\"settings\":{\"title\":{},")
      .replacingOccurrences(of: "\"id\":\"food\"", with: "\"id\":\"food\",\"id\":\"food\"")
    let loaded = LabelsLoader.load(Data(text.utf8), over: english)
    let expected = try russian.taking(
      "/login/welcome", "/expenses/title", "/expenses/categories", "/settings/title", from: english)
    #expect(
      loaded
        == LoadedLabels(
          labels: expected, source: .partlyRemote,
          fallbacks: ["/expenses/categories", "/expenses/title", "/login/welcome", "/settings/title"]))
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
