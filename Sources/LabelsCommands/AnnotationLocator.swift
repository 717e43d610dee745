import LabelsCore
import LabelsKit

/// Finds the file and line of a change for annotations: removals in OLD, everything else in NEW.
///
/// Lines are given where ``CanonicalLineIndex/init(file:holding:for:inputs:)`` can give them. Each file a
/// change points into is read (through the run's ``InputFiles``, which read the sides) and indexed once,
/// only at the values the changes address.
struct AnnotationLocator {
  private let old: ComparisonSide
  private let new: ComparisonSide
  /// The line index of each file a change points into; `nil` where the file gives no lines.
  private let indexes: [String: CanonicalLineIndex?]

  /// A locator for `changes` between `old` and `new`, their files read through `inputs`.
  /// - Throws: ``CommandFailure`` (74, naming the file) when a file is there but cannot be read.
  init(old: ComparisonSide, new: ComparisonSide, changes: [Change], inputs: InputFiles) throws(CommandFailure)
  {
    self.old = old
    self.new = new
    var paths: [String: [JSONPointer]] = [:]
    var documents: [String: JSONValue] = [:]
    for change in changes {
      let side = change.rule.addressesNewDocument ? new : old
      let file = side.file(for: change.locale)
      paths[file, default: []].append(change.path)
      if documents[file] == nil { documents[file] = side.document(for: change.locale) }
    }
    var indexes: [String: CanonicalLineIndex?] = [:]
    for (file, addressed) in paths {
      indexes[file] = try documents[file].flatMap { document throws(CommandFailure) in
        try CanonicalLineIndex(file: file, holding: document, for: addressed, inputs: inputs)
      }
    }
    self.indexes = indexes
  }

  /// The file of `change` and, where its file gives lines, the line nearest its value.
  func locate(_ change: Change) -> FileLocation? {
    let side = change.rule.addressesNewDocument ? new : old
    let file = side.file(for: change.locale)
    return FileLocation(file: file, line: indexes[file]??.nearestLine(of: change.path))
  }
}
