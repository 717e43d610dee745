import Foundation
import LabelsCore

/// The path of a REST request to Firebase Realtime Database, `/production/v2/ru/labels.json`: the keys
/// from the root to a node, percent-decoded, with the `.json` that every REST path ends in.
package struct DatabasePath: Equatable, Sendable {
  /// The keys from the root, none for the root itself.
  package let keys: [String]

  /// Why a path is not a REST path of the database.
  package enum Problem: Error, Equatable {
    /// The path is no path of the database at all: 400, with the reason.
    case invalid(String)
    /// The path does not end in `.json`: 404, as the REST API serves only `.json` paths.
    case notJSON
  }

  /// Reads a request's path (without its query).
  /// - Throws: ``Problem/invalid(_:)`` for a percent sign without two hex digits after it, bytes that
  ///   are not UTF-8, a control character, a `.` or `..` segment, or a key Firebase cannot hold;
  ///   ``Problem/notJSON`` for a path that does not end in `.json`.
  package init(_ path: String) throws(Problem) {
    var segments: [String] = []
    for raw in path.split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
      let segment = try Self.decoded(raw)
      if segment == "." || segment == ".." {
        throw .invalid("the path holds a '\(segment)' segment; a database path names keys from the root")
      }
      if let scalar = segment.unicodeScalars.first(where: {
        $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
      }) {
        throw .invalid(
          "the path holds the control character U+\(String(scalar.value, radix: 16, uppercase: true))")
      }
      segments.append(segment)
    }
    guard let last = segments.last, last.hasSuffix(".json") else { throw .notJSON }
    segments[segments.count - 1] = String(last.dropLast(".json".count))
    keys = segments.filter { !$0.isEmpty }
    for key in keys {
      if let problem = FirebaseKey.problem(key) { throw .invalid(problem) }
    }
  }

  /// The node at these keys in `tree`, or `nil` where there is none. An array's elements are keyed by
  /// their index, as the database stores an array.
  package func node(in tree: JSONValue) -> JSONValue? {
    JSONPointer(keys).value(in: tree)
  }

  /// A segment with each `%HH` decoded, by Foundation.
  private static func decoded(_ segment: Substring) throws(Problem) -> String {
    guard let text = String(segment).removingPercentEncoding else {
      throw .invalid(
        "the path's percent-encoding is malformed: each '%' takes two hex digits, and the bytes must be UTF-8"
      )
    }
    return text
  }
}
