import LabelsCore

/// The catalog key each imported label came from, by its place in the documents: how a lint finding,
/// even one deep in a label (a plural's form), is traced back to the key the input wrote.
struct ImportedKeys: Equatable, Sendable {
  private let byPointer: [JSONPointer: String]

  /// The keys of a tree's labels, from where each is (``LabelTree/pointers``).
  init(_ pointers: [String: JSONPointer]) {
    byPointer = Dictionary(pointers.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
  }

  /// The key of the label at or above `path`, or `nil` when no label is there.
  func key(of path: JSONPointer) -> String? {
    byPointer[path.pluralLabel ?? path]
  }
}
