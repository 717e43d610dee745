import LabelsKit

/// Finds the file and line of a change for annotations: removals in OLD, everything else in NEW.
///
/// Lines come from the canonical layout of the document, so they are given only when the file on
/// disk is canonical (every export is) or does not exist yet (the export that will be written).
struct AnnotationLocator {
  let old: ComparisonSide
  let new: ComparisonSide

  func locate(_ change: Change) -> AnnotationLocation? {
    let side = change.rule.addressesNewDocument ? new : old
    let file = side.file(for: change.locale)
    guard let document = side.document(for: change.locale), layoutMatches(file: file, document: document)
    else {
      return AnnotationLocation(file: file, line: nil)
    }
    return AnnotationLocation(file: file, line: CanonicalLineIndex(document).nearestLine(of: change.path))
  }

  private func layoutMatches(file: String, document: JSONValue) -> Bool {
    switch FileSystem.entry(at: file) {
    case .missing: true
    case .directory: false
    case .file: (try? FileSystem.readFile(file)) == CanonicalJSONWriter.bytes(document)
    }
  }
}
