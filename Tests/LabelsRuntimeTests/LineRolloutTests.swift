import Foundation
import LabelsRuntime
import Testing

/// The line's control document as the app reads it: only `halted`, `staged.id` and `staged.percent`,
/// strictly; anything not as documented is no control document at all.
@Suite struct LineRolloutTests {
  private static func parse(_ json: String) -> LineRollout {
    LineRollout.parse(Data(json.utf8))
  }

  private static func staged(_ id: String, _ percent: Int) -> LineRollout {
    LineRollout(isHalted: false, staged: LineRollout.Staged(id: id, percent: percent))
  }

  @Test func theDocumentedControlDocumentIsRead() {
    let document = """
      {"released": {"id": "9f2c41d07a3b5e66", "version": "1.2.0", "textVersion": "1.2.0", "commit": "abc"},
       "staged": {"id": "0123456789abcdef", "version": "1.3.0", "textVersion": "1.3.0", "commit": "def",
                  "percent": 10},
       "previous": {"id": "1-1-0-0000000000000000"}, "rolledBack": [1, 2], "seal": "x"}
      """
    #expect(Self.parse(document) == Self.staged("0123456789abcdef", 10))
    #expect(
      Self.parse(#"{"halted": true, "staged": {"id": "r", "percent": 0}}"#)
        == LineRollout(isHalted: true, staged: LineRollout.Staged(id: "r", percent: 0)))
    #expect(Self.parse(#"{"halted": false}"#) == .none)
    #expect(Self.parse(#"{"staged": {"id": "r", "percent": 1e2}}"#) == Self.staged("r", 100))
    #expect(Self.parse(#"{"staged": {"id": "r", "percent": 10.0}}"#) == Self.staged("r", 10))
    #expect(Self.parse(#"{"staged": null, "halted": null}"#) == .none)
    #expect(Self.parse("null") == .none)
    #expect(Self.parse("{}") == .none)
  }

  @Test(arguments: [
    "", "garbage", "[]", "true", "\"halted\"", "10",
    #"{"halted": "true"}"#, #"{"halted": 1}"#,
    #"{"staged": "1-3-0"}"#, #"{"staged": []}"#,
    #"{"staged": {"id": "r"}}"#, #"{"staged": {"percent": 10}}"#,
    #"{"staged": {"id": "r", "percent": "10"}}"#, #"{"staged": {"id": "r", "percent": 10.5}}"#,
    #"{"staged": {"id": "r", "percent": 101}}"#, #"{"staged": {"id": "r", "percent": -1}}"#,
    #"{"staged": {"id": "r", "percent": 1e400}}"#,
    #"{"staged": {"id": "a/b", "percent": 10}}"#, #"{"staged": {"id": "", "percent": 10}}"#,
    #"{"staged": {"id": "1.3.0", "percent": 10}}"#, #"{"staged": {"id": 7, "percent": 10}}"#,
    #"{"halted": true, "staged": {"id": "r", "percent": 200}}"#,
    #"{"halted": true, "halted": false}"#, #"{"halted": true,}"#,
  ])
  func aDocumentNotAsDocumentedIsNone(json: String) {
    #expect(Self.parse(json) == .none)
    #expect(Self.parse(json).selection(at: RolloutPosition(0)!) == .released)
  }

  @Test func theSelectionIsHaltedStagedBelowTheShareOrReleased() throws {
    let rollout = Self.staged("r1", 10)
    #expect(rollout.selection(at: try #require(RolloutPosition(0))) == .staged(id: "r1"))
    #expect(rollout.selection(at: try #require(RolloutPosition(9.999))) == .staged(id: "r1"))
    #expect(rollout.selection(at: try #require(RolloutPosition(10))) == .released)
    #expect(rollout.selection(at: try #require(RolloutPosition(99.99))) == .released)
    #expect(Self.staged("r1", 100).selection(at: try #require(RolloutPosition(99.999))) == .staged(id: "r1"))
    #expect(Self.staged("r1", 0).selection(at: try #require(RolloutPosition(0))) == .released)
    #expect(LineRollout.none.selection(at: try #require(RolloutPosition(0))) == .released)
    let halted = LineRollout(isHalted: true, staged: LineRollout.Staged(id: "r1", percent: 100))
    #expect(halted.selection(at: try #require(RolloutPosition(0))) == .halted)
    #expect(
      LineRollout(isHalted: true, staged: nil).selection(at: try #require(RolloutPosition(50))) == .halted)
  }

  @Test func aStagedReleaseNeedsAKeyAndAShareInRange() {
    #expect(LineRollout.Staged(id: "a/b", percent: 10) == nil)
    #expect(LineRollout.Staged(id: "r", percent: 101) == nil)
    #expect(LineRollout.Staged(id: "r", percent: -1) == nil)
    #expect(LineRollout.Staged(id: "r", percent: 100)?.percent == 100)
  }

  @Test func theNodesOfTheLineHaveThePathsOfTheStore() throws {
    let endpoint = try LabelsEndpoint(environment: "production", version: "1.2.0", locale: "pt-BR")
    #expect(endpoint.path(of: .released) == "production/v1/pt-BR/labels")
    #expect(endpoint.path(of: .rollout) == "production/v1/rollout")
    let staged = try #require(LineNode.staged(id: "0123456789abcdef"))
    #expect(endpoint.path(of: staged) == "production/v1/staged/0123456789abcdef/pt-BR/labels")
    #expect(LineNode.staged(id: "../x") == nil)
    #expect(LineNode.staged(id: "a/b") == nil)
    let fetcher = LabelsFetcher(database: try #require(URL(string: "https://db.example")))
    #expect(
      fetcher.url(of: staged, for: endpoint).absoluteString
        == "https://db.example/production/v1/staged/0123456789abcdef/pt-BR/labels.json")
    #expect(
      fetcher.url(of: .rollout, for: endpoint).absoluteString
        == "https://db.example/production/v1/rollout.json")
  }
}

/// The install's position: a number in [0, 100), drawn once and kept in `UserDefaults`.
@Suite struct RolloutPositionTests {
  @Test func aPositionIsANumberFromZeroToBelowAHundred() {
    #expect(RolloutPosition(0)?.value == 0)
    #expect(RolloutPosition(99.5)?.value == 99.5)
    #expect(RolloutPosition(100) == nil)
    #expect(RolloutPosition(-0.5) == nil)
    #expect(RolloutPosition(.nan) == nil)
    #expect(RolloutPosition(.infinity) == nil)
    var generator = SplitMix64(seed: 1)
    for _ in 0..<1_000 {
      let drawn = RolloutPosition.drawn(using: &generator)
      #expect(RolloutPosition(drawn.value) == drawn)
    }
  }

  @Test func theStoredPositionIsDrawnOnceThenReadBack() throws {
    let suite = "labels-rollout-\(UUID().uuidString)"
    let defaults = try #require(UserDefaults(suiteName: suite))
    defer { defaults.removePersistentDomain(forName: suite) }
    var generator = SplitMix64(seed: 7)
    let first = RolloutPosition.stored(in: defaults, key: "position", using: &generator)
    var expected = SplitMix64(seed: 7)
    #expect(first == RolloutPosition.drawn(using: &expected))
    #expect(defaults.object(forKey: "position") as? Double == first.value)
    // Read back, not drawn again: the generator is not asked.
    var other = SplitMix64(seed: 99)
    #expect(RolloutPosition.stored(in: defaults, key: "position", using: &other) == first)
    #expect(RolloutPosition.stored(in: defaults, key: "position") == first)
  }

  @Test func aStoredValueThatIsNotAPositionIsDrawnAgain() throws {
    let values: [Any] = ["a string", "50", 100.0, -1.0, Double.nan, Double.infinity, [1.0], Data([1])]
    for stored in values {
      let suite = "labels-rollout-\(UUID().uuidString)"
      let defaults = try #require(UserDefaults(suiteName: suite))
      defer { defaults.removePersistentDomain(forName: suite) }
      defaults.set(stored, forKey: "position")
      var generator = SplitMix64(seed: 3)
      let position = RolloutPosition.stored(in: defaults, key: "position", using: &generator)
      var expected = SplitMix64(seed: 3)
      #expect(position == RolloutPosition.drawn(using: &expected), "\(stored)")
      #expect(defaults.object(forKey: "position") as? Double == position.value)
    }
  }
}
