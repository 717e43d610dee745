import LabelsCore

/// Rewrites texts of the defaults in place, in their Swift sources: only the string literals change;
/// every other byte (formatting, comments, the schema) stays.
///
/// A text is found by the names it is written in (``SwiftLiteralLocator``): of the one-line literals of
/// the text, the one whose argument labels, member names and `case` names agree best with its place
/// (`count: .ru(many: "…")` for `/count/@plural/many`, `case .posts: .en(one: "…")` inside
/// `stats: PluralText(…)` for `/stats/@plurals/posts/one`), when they agree better with it than with any
/// other place holding that text, and no other literal agrees as well. So two labels whose `many` forms
/// read alike are told apart by the label. Literals that cannot be told apart (the same text under the
/// same names at several places) are found as lint finds them, by the name written before the text:
/// they are rewritten only when every label holding that text gets the same new text, and refused
/// otherwise.
package enum SwiftLiteralEditor {
  /// The texts that cannot be rewritten.
  package struct Refusal: Error, Equatable, Sendable {
    /// Each text and why, in pointer order.
    package let problems: [Problem]
  }

  /// A text that cannot be rewritten, and why.
  package struct Problem: Equatable, Sendable {
    /// The text's place in the locale's labels.
    package let pointer: JSONPointer
    /// What is wrong and how to fix it.
    package let message: String
  }

  /// Where a literal is: its file, line, and byte range in the file.
  private struct Occurrence: Hashable {
    let file: String
    let line: Int
    let range: Range<Int>
  }

  /// The files changed by `edits`, with their new text.
  /// - Parameters:
  ///   - edits: the texts to rewrite, in one locale.
  ///   - files: the text of each Swift file of the locale, by path.
  ///   - document: the locale's labels as the files define them now, to tell which labels hold a text.
  ///   - paths: the Swift name of each label's property (``SchemaPropertyPaths``); `nil` when every JSON
  ///     key is its property's name.
  /// - Throws: ``Refusal`` with every ``Problem``, when any text cannot be found or told apart; nothing is changed then.
  package static func apply(
    _ edits: [SwiftLiteralEdit], to files: [String: String], document: JSONValue, paths: SchemaPropertyPaths?
  ) throws(Refusal) -> [String: String] {
    let literals = files.sorted { $0.key < $1.key }.flatMap { file in
      SwiftLiteralLocator.literals(in: file.value).map { (file: file.key, literal: $0) }
    }
    let places = SwiftLiteralPlaces(
      literals: literals, document: document, paths: paths, texts: Set(edits.map(\.old)))
    var replacements: [String: [(range: Range<Int>, literal: [UInt8])]] = [:]
    var groups: [Holder: [SwiftLiteralEdit]] = [:]
    var claimed: Set<Occurrence> = []
    for edit in edits where edit.old != edit.new {
      if let found = places.literal(of: edit.pointer, text: edit.old) {
        claimed.insert(Occurrence(file: found.file, line: found.literal.line, range: found.literal.range))
        replacements[found.file, default: []].append(
          (found.literal.range, Array(SwiftStringLiteral.text(edit.new).utf8)))
      } else {
        groups[Holder(key: edit.key, text: edit.old), default: []].append(edit)
      }
    }
    let bytes = files.mapValues { Array($0.utf8) }
    var problems: [Problem] = []
    for (holder, group) in groups {
      let found = occurrences(of: holder, in: literals)
      let lines = found.map { "\($0.file):\($0.line)" }.joined(separator: ", ")
      let newTexts = Set(group.map(\.new))
      let holding = places.holders(of: holder.text).count { SwiftLiteralEdit.key(of: $0) == holder.key }
      if found.isEmpty {
        problems += group.map {
          Problem(
            pointer: $0.pointer,
            message: "the defaults do not write \(SwiftStringLiteral.text(holder.text)) as a one-line literal"
              + (holder.key.map { " after \($0):" } ?? "") + "; change it by hand")
        }
      } else if found.count != holding || group.count != found.count || newTexts.count != 1
        || !claimed.isDisjoint(with: found)
      {
        problems += group.map {
          Problem(
            pointer: $0.pointer,
            message: "the same text is written at \(found.count) places (\(lines)) that this edit would "
              + "not all change alike; change it by hand")
        }
      } else if let new = newTexts.first {
        let literal = Array(SwiftStringLiteral.text(new).utf8)
        for occurrence in found {
          replacements[occurrence.file, default: []].append((occurrence.range, literal))
        }
      }
    }
    guard problems.isEmpty else { throw Refusal(problems: problems.sorted { $0.pointer < $1.pointer }) }
    var changed: [String: String] = [:]
    for (file, edits) in replacements {
      guard var text = bytes[file] else { continue }
      for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
        text.replaceSubrange(edit.range, with: edit.literal)
      }
      changed[file] = String(decoding: text, as: UTF8.self)
    }
    return changed
  }

  /// A text and the name written before it.
  private struct Holder: Hashable {
    let key: String?
    let text: String
  }

  /// The literals of a text after its name, else the literals of it with no name before them, in path
  /// and line order.
  private static func occurrences(of holder: Holder, in literals: [SwiftLiteralPlaces.Found]) -> [Occurrence]
  {
    var keyed: [Occurrence] = []
    var bare: [Occurrence] = []
    for found in literals where found.literal.text == holder.text {
      let occurrence = Occurrence(file: found.file, line: found.literal.line, range: found.literal.range)
      if found.literal.key == nil {
        bare.append(occurrence)
      } else if found.literal.key == holder.key {
        keyed.append(occurrence)
      }
    }
    return keyed.isEmpty ? bare : keyed
  }
}
