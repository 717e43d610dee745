import Foundation

/// A command a page of README.md or docs/ shows in a code block, as a reader would copy it: a line of a
/// block that starts with `make`, `swift run LabelsParser`, `LabelsParser` or `.build/release/LabelsParser`,
/// or any line after a `$ ` prompt, whose following lines up to the next prompt are the output it shows.
struct DocumentedCommand: CustomStringConvertible {
  /// The page, relative to the package's root.
  let page: String
  /// The line of the page, from 1.
  let line: Int
  /// The command, without its prompt and without a trailing `# comment`.
  let text: String
  /// The lines the page shows it printing, when it shows a prompt; else `nil`.
  let shownOutput: [String]?

  var description: String { "\(page):\(line): \(text)" }

  /// The words of the command as a POSIX shell splits them: quotes removed, nothing expanded.
  var words: [String] {
    var words: [String] = []
    var word = ""
    var inWord = false
    var quote: Character?
    for character in text {
      if let open = quote {
        if character == open { quote = nil } else { word.append(character) }
      } else if character == "'" || character == "\"" {
        quote = character
        inWord = true
      } else if character == " " || character == "\t" {
        if inWord { words.append(word) }
        word = ""
        inWord = false
      } else {
        word.append(character)
        inWord = true
      }
    }
    if inWord { words.append(word) }
    return words
  }

  /// Whether the line is a synopsis (`LabelsParser lint [INPUT...] [--format text|json]`) rather than a
  /// command to run: it has a placeholder in capitals, an optional part in brackets or a choice.
  var isSynopsis: Bool {
    words.contains { word in
      word.contains("[") || word.contains("|") || word.hasSuffix("...")
        || (word.count > 1 && word.allSatisfy { $0.isUppercase || $0 == "_" })
    }
  }

  /// The languages of code blocks that hold no commands.
  private static let otherLanguages: Set<String> = [
    "swift", "json", "yaml", "yml", "xml", "text", "diff", "markdown", "md", "plist", "python",
  ]

  /// Every command of `page`, read from `root`.
  static func all(in page: String, root: URL) throws -> [DocumentedCommand] {
    let text = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
    var commands: [DocumentedCommand] = []
    var inBlock = false
    var blockHoldsCommands = false
    var indentation = 0
    var prompted: (line: Int, text: String, output: [String])?
    func finishPrompted() {
      if let open = prompted {
        commands.append(
          DocumentedCommand(page: page, line: open.line, text: open.text, shownOutput: open.output))
      }
      prompted = nil
    }
    for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = String(rawLine)
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("```") {
        if inBlock { finishPrompted() }
        inBlock.toggle()
        indentation = line.prefix { $0 == " " }.count
        let language = trimmed.dropFirst(3).trimmingCharacters(in: .whitespaces).lowercased()
        blockHoldsCommands = !otherLanguages.contains(language)
        continue
      }
      guard inBlock, blockHoldsCommands else { continue }
      if trimmed.hasPrefix("$ ") {
        finishPrompted()
        prompted = (index + 1, withoutComment(String(trimmed.dropFirst(2))), [])
        for part in parts(of: prompted!.text).dropLast() {
          commands.append(DocumentedCommand(page: page, line: index + 1, text: part, shownOutput: nil))
        }
        prompted!.text = parts(of: prompted!.text).last!
      } else if prompted != nil {
        // A block inside a list item is indented with it: its output is not.
        prompted?.output.append(String(line.dropFirst(min(indentation, line.prefix { $0 == " " }.count))))
      } else if isCommandStart(trimmed) {
        for part in parts(of: withoutComment(trimmed)) {
          commands.append(DocumentedCommand(page: page, line: index + 1, text: part, shownOutput: nil))
        }
      }
    }
    return commands
  }

  private static func isCommandStart(_ line: String) -> Bool {
    ["make ", "swift run LabelsParser", "LabelsParser ", ".build/release/LabelsParser "].contains {
      line.hasPrefix($0)
    }
  }

  /// The commands of a line that chains them with `&&`, each run only when the one before succeeded.
  private static func parts(of line: String) -> [String] {
    line.components(separatedBy: " && ").map { $0.trimmingCharacters(in: .whitespaces) }
  }

  /// The line without a trailing comment: ` # ...` outside quotes.
  private static func withoutComment(_ line: String) -> String {
    var quote: Character?
    var previous: Character = " "
    for index in line.indices {
      let character = line[index]
      if let open = quote {
        if character == open { quote = nil }
      } else if character == "'" || character == "\"" {
        quote = character
      } else if character == "#", previous == " " {
        return line[..<index].trimmingCharacters(in: .whitespaces)
      }
      previous = character
    }
    return line.trimmingCharacters(in: .whitespaces)
  }
}
