import LabelsRuntime
import Testing

/// A fleet of 10,000 installs, each with a position drawn once through the runtime's own draw, under one
/// line whose staged release widens and narrows: the share that sees the release is the share asked
/// for, widening never takes the release from an install, and narrowing takes it from exactly those at
/// or above the new share.
@Suite struct RolloutFleetTests {
  private static let fleet: [RolloutPosition] = {
    var generator = SplitMix64(seed: 0x1ABE_1500)
    return (0..<10_000).map { _ in RolloutPosition.drawn(using: &generator) }
  }()

  /// The installs that see the staged release at `percent`, by index.
  private static func seeing(_ percent: Int) -> Set<Int> {
    let id = "0123456789abcdef"
    let rollout = LineRollout(isHalted: false, staged: LineRollout.Staged(id: id, percent: percent))
    return Set(fleet.indices.filter { rollout.selection(at: fleet[$0]) == .staged(id: id) })
  }

  @Test(arguments: [1, 10, 50])
  func theShareThatSeesTheStagedReleaseIsTheShareAskedFor(percent: Int) {
    let share = Double(Self.seeing(percent).count) / Double(Self.fleet.count) * 100
    #expect(abs(share - Double(percent)) <= 1.5, "share \(share) % at \(percent) %")
  }

  @Test func wideningNeverTakesTheReleaseFromAnInstall() {
    let steps = [1, 10, 50, 100].map(Self.seeing)
    for (narrower, wider) in zip(steps, steps.dropFirst()) {
      #expect(narrower.isSubset(of: wider))
      #expect(narrower.count < wider.count)
    }
    #expect(steps.last?.count == Self.fleet.count)
    #expect(Self.seeing(0).isEmpty)
  }

  @Test func narrowingTakesTheReleaseFromExactlyThoseAboveTheNewShare() {
    for (from, to) in [(50, 10), (10, 1), (100, 50), (10, 0)] {
      let taken = Self.seeing(from).subtracting(Self.seeing(to))
      let above = Set(
        Self.fleet.indices.filter {
          Self.fleet[$0].value >= Double(to) && Self.fleet[$0].value < Double(from)
        })
      #expect(taken == above, "\(from) % → \(to) %")
      #expect(Self.seeing(to).isSubset(of: Self.seeing(from)))
    }
  }

  @Test func aHaltedLineShowsEveryInstallTheDefaultsAndNoneTheStagedRelease() {
    let halted = LineRollout(isHalted: true, staged: LineRollout.Staged(id: "r1", percent: 100))
    #expect(Self.fleet.allSatisfy { halted.selection(at: $0) == .halted })
  }
}
