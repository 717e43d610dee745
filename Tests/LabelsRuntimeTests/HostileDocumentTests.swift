import Foundation
import LabelsCore
import LabelsRuntime
import LabelsSchema
import LabelsTestFixtures
import RuntimeFuzzChecks
import Testing

/// Documents a console edit or an attacker can put in the store, loaded over the app fixture's defaults:
/// each load returns, keeps what is valid whole and names exactly what it did not take. The Russian
/// document is loaded over the English defaults, so the labels show which came from where.
@Suite struct HostileDocumentTests {
  private let russian = try! RemoteDocument(AppFixtureLabels.russian)
  private let english = AppFixtureLabels.english

  private func load(_ remote: RemoteDocument<AppFixtureLabels>) throws -> LoadedLabels<AppFixtureLabels> {
    LabelsLoader.load(try remote.data, over: english)
  }

  /// Once an endless loop: a group replaced by an empty plural object.
  @Test func aGroupReplacedByAnEmptyPluralKeepsTheGroupsDefaults() throws {
    let loaded = try load(russian.setting("/expenses", to: ["@plural": [String: Any]()]))
    let expected = try AppFixtureLabels.russian.taking("/expenses", from: english)
    #expect(loaded == LoadedLabels(labels: expected, source: .partlyRemote, fallbacks: ["/expenses"]))
  }

  /// Once an endless loop: an exact-number form that is an array makes the plural the default's, whole.
  @Test func anExactFormThatIsAnArrayKeepsThePluralsDefault() throws {
    let loaded = try load(russian.setting("/expenses/count/@plural/=0", to: [Any]()))
    let expected = try AppFixtureLabels.russian.taking("/expenses/count", from: english)
    #expect(loaded == LoadedLabels(labels: expected, source: .partlyRemote, fallbacks: ["/expenses/count"]))
  }

  @Test(arguments: [
    ("/inbox", #"[]"#),
    ("/inbox/unread", #""%lld unread""#),
    ("/inbox/unread", #"{"one": "%lld", "other": "%lld"}"#),
    ("/inbox/unread", #"{"@plural": {"one": "%lld"}}"#),
    ("/inbox/unread", #"{"@plural": {"one": "%lld", "other": "%lld"}, "title": "x"}"#),
    ("/inbox/unread/@plural/other", #"{"text": "%lld"}"#),
    ("/inbox/greeting", #"{"@plural": {"one": "%@", "other": "%@"}}"#),
    ("/inbox/greeting", #""Привет, %lld!""#),
    ("/expenses/spent", #""%2$@ потратила %1$.2f""#),
    ("/expenses/categories", #"{"0": {"id": "food", "name": "Еда"}}"#),
    ("/expenses/categories/1", #"[]"#),
    ("/expenses/categories/0/items", #"{"@plural": {"=1": []}}"#),
    ("/expenses/visibleCategories", #""2""#),
    ("/expenses/visibleCategories", #"2.5"#),
    ("/expenses/visibleCategories", #"[2]"#),
    ("/expenses/showsTotals", #"1"#),
    (
      "/inbox/activity",
      #"{"@format": "%#@messages@", "@plurals": {"messages": {"one": "%lld", "few": "%lld", "many": "%lld", "other": "%lld"}}}"#
    ),
    ("/inbox/activity", #""%lld new messages""#),
    ("/inbox/activity/@format", #""%#@messages@ %@ %#@threads@""#),
    ("/inbox/activity/@format", #""%#@messages@ %#@messages@ %#@threads@""#),
    ("/inbox/activity/@format", #""%#@messages@ %1$#@threads@""#),
    ("/inbox/activity/@format", #""%#@messages@ %#@threads@ %#@likes@""#),
    ("/inbox/activity/@format", #"7"#),
    ("/inbox/activity/@format", #""  ""#),
    ("/inbox/activity/@plurals", #"[]"#),
    ("/inbox/activity/@plurals/likes", #"{"other": "%lld"}"#),
    ("/inbox/activity/@plurals/threads", #""%lld""#),
    ("/inbox/activity/@plurals/threads/few", #""Несколько бесед""#),
    ("/inbox/activity/@plurals/threads/few", #"{"x": "%lld"}"#),
    ("/inbox/activity/@plurals/threads/other", #""%@ беседы""#),
    ("/inbox/activity/@plurals/messages/=0", #"[]"#),
  ])
  func aWrongShapeKeepsTheDefaultOfItsWholeNode(pointer: String, json: String) throws {
    let value = try JSONSerialization.jsonObject(with: Data(json.utf8), options: .fragmentsAllowed)
    let loaded = try load(russian.setting(pointer, to: value))
    let node = pointer.hasPrefix("/expenses/categories") ? "/expenses/categories" : pointer
    let whole =
      node.hasSuffix("/@plural/other")
      ? "/inbox/unread" : node.hasPrefix("/inbox/activity") ? "/inbox/activity" : node
    let expected = try AppFixtureLabels.russian.taking(whole, from: english)
    #expect(loaded == LoadedLabels(labels: expected, source: .partlyRemote, fallbacks: [whole]))
  }

  /// A label of several counts whose variables stay is taken whole, in any order, and the app shows it
  /// under the locale's rules.
  @Test func aLabelOfSeveralCountsThatFitsIsTakenWhole() throws {
    let remote = russian.setting("/inbox/activity/@format", to: "%#@messages@ в %#@threads@")
      .setting("/inbox/activity/@plurals/threads/one", to: "%lld беседе")
    let loaded = LabelsLoader.load(try remote.data, over: AppFixtureLabels.russian)
    #expect(loaded.source == .remote)
    #expect(loaded.fallbacks == [])
    let activity = loaded.labels.inbox.activity
    #expect(
      [(0, 1), (1, 21), (2, 2), (5, 11), (21, 3)].map { activity([.messages: $0.0, .threads: $0.1]) } == [
        "нет новых в 1 беседе", "1 новое в 21 беседе", "2 новых в 2 беседы", "5 новых в 11 бесед",
        "21 новое в 3 беседы",
      ])
  }

  @Test func aTextOverTheLengthLimitKeepsItsDefault() throws {
    let long = String(repeating: "я", count: LabelsLoader.maximumTextBytes / 2 + 1)
    let loaded = try load(russian.setting("/inbox/title", to: long))
    let expected = try AppFixtureLabels.russian.taking("/inbox/title", from: english)
    #expect(loaded == LoadedLabels(labels: expected, source: .partlyRemote, fallbacks: ["/inbox/title"]))
    let atTheLimit = String(repeating: "я", count: LabelsLoader.maximumTextBytes / 2)
    let taken = try load(russian.setting("/inbox/title", to: atTheLimit))
    #expect(taken.labels.inbox.title == atTheLimit)
    #expect(taken.fallbacks.isEmpty)
  }

  @Test func aDocumentOverTheSizeLimitIsNotRead() throws {
    let padding = String(repeating: " ", count: LabelsLoader.maximumDocumentBytes)
    let loaded = LabelsLoader.load(
      Data((padding + String(decoding: try russian.data, as: UTF8.self)).utf8), over: english)
    #expect(loaded == LoadedLabels(labels: english, source: .defaultsOnly, fallbacks: [""]))
  }

  /// A labels type that refuses every remote value is decoded a bounded number of times.
  @Test func aTypeThatRefusesEverythingIsDecodedABoundedNumberOfTimes() {
    let fields = (0..<20).map { "\"f\($0)\": \"remote\"" }.joined(separator: ", ")
    Refusing.decodes.withLock { $0 = 0 }
    let loaded = LabelsLoader.load(Data("{\(fields)}".utf8), over: Refusing())
    #expect(loaded == LoadedLabels(labels: Refusing(), source: .defaultsOnly, fallbacks: [""]))
    #expect(Refusing.decodes.withLock { $0 } == LabelsLoader.maximumRepairs + 1)
  }

  /// A translated document, the app fixture's own, keeps every property of the fuzz target.
  @Test(arguments: RuntimeFuzzCheck.EntryPoint.allCases)
  func fixtureDocumentsKeepTheFuzzProperties(entry: RuntimeFuzzCheck.EntryPoint) throws {
    for labels in [AppFixtureLabels.english, .russian] {
      #expect(RuntimeFuzzCheck.violations([UInt8](try RemoteDocument(labels).data), entry: entry) == [])
    }
  }

  /// Control documents generated from a seed, valid and not, keep the rollout entry's properties.
  @Test func generatedControlDocumentsKeepTheRolloutProperties() {
    var generator = SplitMix64(seed: 40)
    let halted = [
      "", #""halted": true, "#, #""halted": false, "#, #""halted": "true", "#, #""halted": null, "#,
    ]
    let ids = [#""0123456789abcdef""#, #""r""#, #""a/b""#, #""""#, "7", #""x.y""#, #""\u0001""#]
    let percents = ["0", "10", "100", "101", "-1", "10.5", "1e1", "\"10\"", "null", "1e400", "-0"]
    for _ in 0..<2_000 {
      let staged =
        Bool.random(using: &generator)
        ? #""staged": {"id": \#(ids.randomElement(using: &generator)!), "percent": \#(percents.randomElement(using: &generator)!)}, "#
        : ""
      let document = "{" + halted.randomElement(using: &generator)! + staged + #""seal": "s"}"#
      #expect(RuntimeFuzzCheck.violations(Array(document.utf8), entry: .rollout) == [], "\(document)")
    }
  }

  /// Every seed and finding of the app side's fuzz target, replayed through every entry point.
  @Test(arguments: RuntimeFuzzCheck.EntryPoint.allCases)
  func fuzzSeedsAndFindingsKeepTheProperties(entry: RuntimeFuzzCheck.EntryPoint) throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/fuzz-runtime")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(files.count >= 20)
    for file in files {
      let bytes = [UInt8](try Data(contentsOf: folder.appendingPathComponent(file)))
      #expect(RuntimeFuzzCheck.violations(bytes, entry: entry) == [], "\(file)")
    }
  }
}

/// Twenty labels whose decoding refuses anything but the default text, counting its decodes.
private struct Refusing: Codable, Equatable {
  static let decodes = Mutex()
  var values = [String](repeating: "default", count: 20)

  init() {}

  init(from decoder: any Decoder) throws {
    Refusing.decodes.withLock { $0 += 1 }
    let container = try decoder.container(keyedBy: Key.self)
    values = try (0..<20).map { index in
      let value = try container.decode(String.self, forKey: Key("f\(index)"))
      guard value == "default" else {
        throw DecodingError.dataCorruptedError(
          forKey: Key("f\(index)"), in: container, debugDescription: "refused")
      }
      return value
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Key.self)
    for (index, value) in values.enumerated() { try container.encode(value, forKey: Key("f\(index)")) }
  }

  struct Key: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// A counter shared by the decodes.
  final class Mutex: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func withLock<T>(_ body: (inout Int) -> T) -> T { lock.withLock { body(&value) } }
  }
}
