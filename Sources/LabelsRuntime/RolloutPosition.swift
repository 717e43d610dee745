import Foundation

/// Where an install stands in every staged release: a number in [0, 100), drawn once and kept, never
/// sent anywhere. The install sees a staged release while its position is below the release's share
/// (`position < percent`), so widening a share keeps every install that already saw the release, and
/// narrowing it takes back exactly the installs at or above the new share.
///
/// ```swift
/// let position = RolloutPosition.stored(in: .standard)   // drawn at the first launch, then read
/// ```
public struct RolloutPosition: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The key ``stored(in:key:)`` keeps the position under by default.
  public static let defaultsKey = "LabelsRolloutPosition"

  /// The position, in [0, 100).
  public let value: Double

  /// A position of `value`, or `nil` when `value` is not a number in [0, 100).
  public init?(_ value: Double) {
    guard value >= 0, value < 100 else { return nil }
    self.value = value
  }

  private init(unchecked value: Double) {
    self.value = value
  }

  /// A position drawn uniformly from [0, 100) with `generator`.
  public static func drawn(using generator: inout some RandomNumberGenerator) -> RolloutPosition {
    RolloutPosition(unchecked: Double.random(in: 0..<100, using: &generator))
  }

  /// The position kept in `defaults` under `key`; when there is none, or what is there is not a number
  /// in [0, 100), one drawn with the system's generator and kept there. `UserDefaults` is kept where the
  /// system does not empty it, unlike the caches folder of ``LabelsCache``.
  public static func stored(in defaults: UserDefaults, key: String = defaultsKey) -> RolloutPosition {
    var generator = SystemRandomNumberGenerator()
    return stored(in: defaults, key: key, using: &generator)
  }

  /// The position kept in `defaults` under `key`, or one drawn with `generator` and kept there when
  /// there is none or what is there is not a number in [0, 100).
  public static func stored(
    in defaults: UserDefaults, key: String = defaultsKey, using generator: inout some RandomNumberGenerator
  ) -> RolloutPosition {
    if let number = defaults.object(forKey: key) as? Double, let position = RolloutPosition(number) {
      return position
    }
    let position = drawn(using: &generator)
    defaults.set(position.value, forKey: key)
    return position
  }

  /// Whether the position sees a staged release shown to `percent` % of installs.
  public func isWithin(percent: Int) -> Bool {
    value < Double(percent)
  }

  /// Whether `lhs` is the lower position: it sees every staged release `rhs` sees.
  public static func < (lhs: RolloutPosition, rhs: RolloutPosition) -> Bool {
    lhs.value < rhs.value
  }

  /// The position as a number.
  public var description: String { String(value) }
}
