import Testing

@testable import LabelsBench

/// The launch rows measure what they say: a launch that shows the cached labels, and with `--rollout` one
/// that read the control document cached beside them (the measurement throws otherwise).
@Suite struct LaunchMeasurementTests {
  @Test(arguments: [false, true])
  func theLaunchShowsTheCachedLabelsWithOrWithoutTheControlDocument(rollout: Bool) throws {
    var measurement = LaunchMeasurement(repetitions: 1, baseline: false)
    measurement.rollout = rollout
    #expect(try measurement.run().seconds.count == 1)
  }
}
