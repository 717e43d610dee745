import Foundation

/// The package's Makefile as a reader of the docs meets it: its targets, and for each target whose
/// recipe is one `$(PARSER) ...` line, the `LabelsParser` arguments it runs.
struct MakefileRecipes {
  /// Recipe lines by target name; a pattern target keeps its `%`.
  private let recipes: [String: [String]]

  init(root: URL) throws {
    let text = try String(contentsOf: root.appendingPathComponent("Makefile"), encoding: .utf8)
    var recipes: [String: [String]] = [:]
    var current: String?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("\t"), let target = current {
        recipes[target, default: []].append(line.trimmingCharacters(in: .whitespaces))
      } else if let colon = line.firstIndex(of: ":"), !line.hasPrefix("#"), !line.hasPrefix(" "),
        !line[..<colon].contains("="), !line[..<colon].contains(" "), !line.hasPrefix(".")
      {
        current = String(line[..<colon])
        recipes[current!] = recipes[current!] ?? []
      } else {
        current = nil
      }
    }
    self.recipes = recipes
  }

  /// Whether `make target` names a target, directly or through a pattern such as `fuzz-%`.
  func hasTarget(_ target: String) -> Bool {
    recipe(of: target) != nil
  }

  /// The `LabelsParser` arguments `make target VARIABLE=value...` runs, or `nil` when its recipe is not
  /// one `$(PARSER)` line.
  func parserArguments(target: String, variables: [String: String]) -> [String]? {
    guard let lines = recipe(of: target), lines.count == 1, lines[0].hasPrefix("$(PARSER) ") else {
      return nil
    }
    var line = String(lines[0].dropFirst("$(PARSER) ".count))
    for (name, value) in variables { line = line.replacingOccurrences(of: "$(\(name))", with: value) }
    return DocumentedCommand(page: "Makefile", line: 0, text: line, shownOutput: nil).words
  }

  private func recipe(of target: String) -> [String]? {
    if let lines = recipes[target] { return lines }
    for (name, lines) in recipes where name.contains("%") {
      let parts = name.split(separator: "%", maxSplits: 1, omittingEmptySubsequences: false)
      if target.hasPrefix(parts[0]), target.hasSuffix(parts[1]),
        target.count > parts[0].count + parts[1].count
      {
        return lines
      }
    }
    return nil
  }
}
