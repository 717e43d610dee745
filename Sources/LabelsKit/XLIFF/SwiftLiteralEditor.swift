import LabelsCore

/// Rewrites texts of the defaults in place, in their Swift sources: only the string literals change;
/// every other byte (formatting, comments, the schema) stays.
///
/// A text is found as lint finds it (``SwiftLiteralLocator``): the one-line literal of the text written
/// after its member name (`welcome: "…"`), else a literal of the text with no name before it. When a locale writes the same text
/// under the same name at several places, the literals cannot be told apart: they are rewritten only
/// when every label holding that text gets the same new text, and refused otherwise.
public enum SwiftLiteralEditor {
  /// The texts that cannot be rewritten.
  public struct Refusal: Error, Equatable, Sendable {
    /// Each text and why, in pointer order.
    public let problems: [Problem]
  }

  /// A text that cannot be rewritten, and why.
  public struct Problem: Equatable, Sendable {
    /// The text's place in the locale's labels.
    public let pointer: JSONPointer
    /// What is wrong and how to fix it.
    public let message: String
  }

  /// Where a literal is: its file, line, and byte range in the file.
  private struct Occurrence {
    let file: String
    let line: Int
    let range: Range<Int>
  }

  /// The files changed by `edits`, with their new text.
  /// - Parameters:
  ///   - edits: the texts to rewrite, in one locale.
  ///   - files: the text of each Swift file of the locale, by path.
  ///   - document: the locale's labels as the files define them now, to tell how many labels hold a text.
  /// - Throws: ``Refusal`` with every ``Problem``, when any text cannot be found or told apart; nothing is changed then.
  public static func apply(_ edits: [SwiftLiteralEdit], to files: [String: String], document: JSONValue)
    throws(Refusal) -> [String: String]
  {
    let holders = Self.holders(in: document)
    var groups: [Holder: [SwiftLiteralEdit]] = [:]
    for edit in edits where edit.old != edit.new {
      groups[Holder(key: edit.key, text: edit.old), default: []].append(edit)
    }
    let bytes = files.mapValues { Array($0.utf8) }
    var replacements: [String: [(range: Range<Int>, literal: [UInt8])]] = [:]
    var problems: [Problem] = []
    for (holder, group) in groups {
      let found = occurrences(of: holder, in: bytes)
      let places = found.map { "\($0.file):\($0.line)" }.joined(separator: ", ")
      let newTexts = Set(group.map(\.new))
      if found.isEmpty {
        problems += group.map {
          Problem(
            pointer: $0.pointer,
            message: "the defaults do not write \(SwiftStringLiteral.text(holder.text)) as a one-line literal"
              + (holder.key.map { " after \($0):" } ?? "") + "; change it by hand")
        }
      } else if found.count != holders[holder, default: 0] || group.count != found.count
        || newTexts.count != 1
      {
        problems += group.map {
          Problem(
            pointer: $0.pointer,
            message: "the same text is written at \(found.count) places (\(places)) that this edit would "
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

  /// How many texts of the document each name and text hold.
  private static func holders(in document: JSONValue) -> [Holder: Int] {
    var counts: [Holder: Int] = [:]
    func visit(_ value: JSONValue, at pointer: JSONPointer) {
      switch value {
      case .string(let text):
        counts[Holder(key: SwiftLiteralEdit.key(of: pointer), text: text), default: 0] += 1
      case .object(let members): for (key, member) in members { visit(member, at: pointer.appending(key)) }
      case .array(let items):
        for (index, item) in items.enumerated() { visit(item, at: pointer.appending(index: index)) }
      case .null, .bool, .number: break
      }
    }
    visit(document, at: .root)
    return counts
  }

  /// The literals of a text after its name in every file, else the literals of it with no name before
  /// them, in path and line order.
  private static func occurrences(of holder: Holder, in files: [String: [UInt8]]) -> [Occurrence] {
    var keyed: [Occurrence] = []
    var bare: [Occurrence] = []
    for (path, bytes) in files.sorted(by: { $0.key < $1.key }) {
      for found in SwiftLiteralLocator.literals(in: String(decoding: bytes, as: UTF8.self))
      where found.text == holder.text {
        let occurrence = Occurrence(file: path, line: found.line, range: found.range)
        if found.key == nil {
          bare.append(occurrence)
        } else if found.key == holder.key {
          keyed.append(occurrence)
        }
      }
    }
    return keyed.isEmpty ? bare : keyed
  }
}
