/// The overall result of a comparison: the highest severity found, or identical.
public enum Verdict: String, Hashable, Comparable, Sendable, CaseIterable {
  /// No change at all.
  case identical
  /// The highest change is content.
  case content
  /// The highest change is additive.
  case additive
  /// At least one change is breaking.
  case breaking

  /// The verdict for the highest severity found, `nil` meaning none.
  public init(_ highest: Severity?) {
    switch highest {
    case nil: self = .identical
    case .content: self = .content
    case .additive: self = .additive
    case .breaking: self = .breaking
    }
  }

  /// The highest severity found, or `nil` when identical.
  public var severity: Severity? {
    Severity(rawValue: rawValue)
  }

  /// The version bump the verdict suggests: none, patch, minor or major.
  public var suggestedBump: VersionBump {
    severity?.bump ?? .none
  }

  public static func < (lhs: Verdict, rhs: Verdict) -> Bool {
    switch (lhs.severity, rhs.severity) {
    case (nil, nil), (.some, nil): false
    case (nil, .some): true
    case (.some(let left), .some(let right)): left < right
    }
  }
}
