import LabelsKit

/// Finds the file and line of a change for annotations: removals in OLD, everything else in NEW.
///
/// Lines come from the canonical layout of the document, so they are given only when the file on
/// disk is canonical (every export is) or does not exist yet (the export that will be written).
/// Each file is read and indexed once, however many changes point into it.
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
    let index = indexes[file] ?? lineIndex(file: file, document: side.document(for: change.locale))
    indexes[file] = index
    return FileLocation(file: file, line: index?.nearestLine(of: change.path))
  }

  private func lineIndex(file: String, document: JSONValue?) -> CanonicalLineIndex? {
    guard let document else { return nil }
    switch FileSystem.entry(at: file) {
    case .missing: return CanonicalLineIndex(document)
    case .directory, .link, .special: return nil
    case .file:
      return (try? FileSystem.readFile(file)) == CanonicalJSONWriter.bytes(document)
        ? CanonicalLineIndex(document) : nil
    }
  }
}
