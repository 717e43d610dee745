import LabelsCore

/// The 1-based line on which each value of a document starts when it is printed by
/// ``CanonicalJSONWriter``, so reports can point into canonical export files.
package struct CanonicalLineIndex: Sendable {
  private let lines: [JSONPointer: Int]

  /// Indexes every value of a document.
  package init(_ document: JSONValue) {
    self.init(document, only: nil)
  }

  /// Indexes the values at `pointers` and their ancestors only: the other subtrees are counted, not
  /// recorded. A report that locates a few thousand changes of a large document needs no entry for
  /// each of its values; ``nearestLine(of:)`` of each of `pointers` is the same as with every value.
  package init(_ document: JSONValue, for pointers: some Sequence<JSONPointer>) {
    self.init(document, only: Set(pointers.lazy.flatMap(\.selfAndAncestors)))
  }

  private init(_ document: JSONValue, only wanted: Set<JSONPointer>?) {
    var lines: [JSONPointer: Int] = [:]
    var next = 1
    Self.index(document, at: .root, lines: &lines, next: &next, only: wanted)
    self.lines = lines
  }

  /// The line of the value at a pointer, or `nil` when the document has no such value.
  package func line(of pointer: JSONPointer) -> Int? {
    lines[pointer]
  }

  /// The line of the value at a pointer or, when it is not in the document (a removed key), of its
  /// nearest ancestor that is; line 1 at worst.
  package func nearestLine(of pointer: JSONPointer) -> Int {
    pointer.selfAndAncestors.lazy.compactMap { lines[$0] }.first ?? 1
  }

  /// Records the line of `value`, starting at `next`, unless `wanted` leaves its path out, and leaves
  /// `next` at the line after it.
  private static func index(
    _ value: JSONValue,
    at path: JSONPointer,
    lines: inout [JSONPointer: Int],
    next: inout Int,
    only wanted: Set<JSONPointer>?
  ) {
    if let wanted, !wanted.contains(path) {
      next += lineCount(value)
      return
    }
    lines[path] = next
    next += 1
    switch value {
    case .object(let members) where !members.isEmpty:
      for key in members.keys.sorted(by: CanonicalJSONWriter.keyPrecedes) {
        if let member = members[key] {
          index(member, at: path.appending(key), lines: &lines, next: &next, only: wanted)
        }
      }
      next += 1
    case .array(let elements) where !elements.isEmpty:
      for (position, element) in elements.enumerated() {
        index(element, at: path.appending(index: position), lines: &lines, next: &next, only: wanted)
      }
      next += 1
    default:
      break
    }
  }

  /// The lines `value` takes when printed: one for a scalar or an empty container, else an opening
  /// and a closing line around its items'.
  private static func lineCount(_ value: JSONValue) -> Int {
    switch value {
    case .object(let members) where !members.isEmpty: members.values.reduce(2) { $0 + lineCount($1) }
    case .array(let elements) where !elements.isEmpty: elements.reduce(2) { $0 + lineCount($1) }
    default: 1
    }
  }
}
