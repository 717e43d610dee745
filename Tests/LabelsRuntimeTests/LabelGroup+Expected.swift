import Foundation
import LabelsSchema

/// How a test spells the labels it expects: labels are constants, so a copy with some values replaced is
/// made through their JSON.
extension LabelGroup {
  /// A copy with the value at each pointer taken from `other`.
  func taking(_ pointers: String..., from other: Self) throws -> Self {
    let source = try RemoteDocument(other)
    return try pointers.reduce(RemoteDocument(self)) { $0.setting($1, to: source.value(at: $1)) }.labels
  }

  /// A copy with the value at `pointer` replaced by a JSON value, as `JSONSerialization` reads it.
  func setting(_ pointer: String, to value: Any) throws -> Self {
    try RemoteDocument(self).setting(pointer, to: value).labels
  }
}
