import LabelsCore
import LabelsKit

/// Finds the file and line of a change for annotations: removals in OLD, everything else in NEW.
///
/// Lines are given where ``CanonicalLineIndex/init(file:holding:)`` can give them. Each file is read and
/// indexed once, however many changes point into it.
final class AnnotationLocator {
  private let old: ComparisonSide
  private let new: ComparisonSide
  private var indexes: [String: CanonicalLineIndex?] = [:]

  init(old: ComparisonSide, new: ComparisonSide) {
    self.old = old
    self.new = new
  }

  func locate(_ change: Change) -> FileLocation? {
    let side = change.rule.addressesNewDocument ? new : old
    let file = side.file(for: change.locale)
    let index =
      indexes[file]
      ?? side.document(for: change.locale).flatMap { CanonicalLineIndex(file: file, holding: $0) }
    indexes[file] = index
    return FileLocation(file: file, line: index?.nearestLine(of: change.path))
  }
}
