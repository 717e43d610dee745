import Foundation
import LabelsTestFixtures

/// How a test spells the labels it expects: labels are constants, so a copy with some values replaced is
/// made through their JSON.
extension FixtureLabels {
  /// A copy with the value at each pointer taken from `other`.
  func taking(_ pointers: String..., from other: FixtureLabels) throws -> FixtureLabels {
    let source = try RemoteDocument(other)
    return try pointers.reduce(RemoteDocument(self)) { $0.setting($1, to: source.value(at: $1)) }.labels
  }

  /// A copy with the value at `pointer` replaced by a JSON value, as `JSONSerialization` reads it.
  func setting(_ pointer: String, to value: Any) throws -> FixtureLabels {
    try RemoteDocument(self).setting(pointer, to: value).labels
  }
}
