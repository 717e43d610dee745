import LabelsCore
import LabelsKit

/// Finds the file and line of a change for annotations: removals in OLD, everything else in NEW.
///
/// Lines are given where ``CanonicalLineIndex/init(file:holding:for:)`` can give them. Each file is read
/// and indexed once, however many changes point into it, and only at the values the changes address.
final class AnnotationLocator {
  private let old: ComparisonSide
  private let new: ComparisonSide
  private var indexes: [String: CanonicalLineIndex?] = [:]
  /// The paths the changes address, by file.
  private var paths: [String: [JSONPointer]] = [:]

  /// A locator for `changes` between `old` and `new`.
  init(old: ComparisonSide, new: ComparisonSide, changes: [Change]) {
    self.old = old
    self.new = new
    for change in changes {
      let side = change.rule.addressesNewDocument ? new : old
      paths[side.file(for: change.locale), default: []].append(change.path)
    }
  }

  func locate(_ change: Change) -> FileLocation? {
    let side = change.rule.addressesNewDocument ? new : old
    let file = side.file(for: change.locale)
    let index =
      indexes[file]
      ?? side.document(for: change.locale).flatMap {
        CanonicalLineIndex(file: file, holding: $0, for: paths[file] ?? [change.path])
      }
    indexes[file] = index
    return FileLocation(file: file, line: index?.nearestLine(of: change.path))
  }
}
