/// The overall result of a comparison: the highest severity found, or identical.
package enum Verdict: String, Hashable, Comparable, Sendable, CaseIterable {
  /// No change at all.
  case identical
  /// The highest change is content.
  case content
  /// The highest change is additive.
  case additive
  /// At least one change is breaking.
  case breaking

  /// The verdict for the highest severity found, `nil` meaning none.
  package init(_ highest: Severity?) {
    switch highest {
    case nil: self = .identical
    case .content: self = .content
    case .additive: self = .additive
    case .breaking: self = .breaking
    }
  }

  /// The highest severity found, or `nil` when identical.
  package var severity: Severity? {
    Severity(rawValue: rawValue)
  }

  /// The version bump the verdict calls for under the version policy: none for identical or content
  /// (texts are re-exported into the published version: that is why they live in a remote store),
  /// minor for additive, major for breaking.
  package var suggestedBump: VersionBump {
    switch self {
    case .identical, .content: .none
    case .additive: .minor
    case .breaking: .major
    }
  }

  package static func < (lhs: Verdict, rhs: Verdict) -> Bool {
    switch (lhs.severity, rhs.severity) {
    case (nil, nil), (.some, nil): false
    case (nil, .some): true
    case (.some(let left), .some(let right)): left < right
    }
  }
}
