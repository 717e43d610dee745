import Foundation
import Testing

/// Every relative link in README.md and docs/ reaches a file of the repository and, with `#anchor`, a
/// heading of that file, as GitHub names headings: a page moved or a heading renamed fails here.
@Suite struct DocumentationLinkTests {
  private static let root = LabelsParserRunner.packageRoot

  @Test func everyRelativeLinkReachesAFileAndItsHeading() throws {
    let docs = try FileManager.default.contentsOfDirectory(
      atPath: Self.root.appendingPathComponent("docs").path
    )
    .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    var broken: [String] = []
    for page in ["README.md"] + docs {
      for target in try Self.links(in: page) where !target.contains(":") {
        let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(
          String.init)
        let folder = URL(fileURLWithPath: page).deletingLastPathComponent().relativePath
        let file =
          parts[0].isEmpty ? page : Self.normalized(folder == "." ? parts[0] : folder + "/" + parts[0])
        guard FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(file).path) else {
          broken.append("\(page): \(target) names no file")
          continue
        }
        if parts.count == 2, try !Self.anchors(in: file).contains(parts[1]) {
          broken.append("\(page): \(target) names no heading of \(file)")
        }
      }
    }
    #expect(broken == [])
  }

  /// A path of the toolchain named in README.md or docs/ as code (`Sources/LabelsCore/Formatting/LogText.swift`,
  /// `Scripts/team-paths`, `.ci/workspace`) exists: a file moved or renamed fails here. Paths of the
  /// team's (`Sources/Labels`, `Defaults/`, `Exports/`, `Tests/TeamTests`), which a team changes, and
  /// patterns (`<locale>`, `*`, `...`) are not checked.
  @Test func everyToolchainPathTheDocsNameExists() throws {
    let docs = try FileManager.default.contentsOfDirectory(
      atPath: Self.root.appendingPathComponent("docs").path
    )
    .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    let toolchain = ["Sources/", "Tests/", "Scripts/", "docs/", ".ci/", "Examples/"]
    let team = ["Sources/Labels/", "Sources/Labels+", "Tests/TeamTests"]
    var missing: [String] = []
    for page in ["README.md"] + docs {
      let text = try String(contentsOf: Self.root.appendingPathComponent(page), encoding: .utf8)
      for span in text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
      where span.offset % 2 == 1 {
        var path = String(span.element)
        guard toolchain.contains(where: path.hasPrefix), !team.contains(where: path.hasPrefix),
          !path.contains(where: { " <>*{}|$=".contains($0) }), !path.contains("...")
        else { continue }
        if let anchor = path.firstIndex(where: { ":#".contains($0) }) { path = String(path[..<anchor]) }
        if !FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(path).path) {
          missing.append("\(page): `\(span.element)` names nothing in the repository")
        }
      }
    }
    #expect(missing == [])
  }

  /// The targets of `[text](target)` outside code blocks.
  private static func links(in page: String) throws -> [String] {
    let text = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
    var targets: [String] = []
    var inCode = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") { inCode.toggle() }
      if inCode { continue }
      var rest = line[...]
      while let open = rest.range(of: "](") {
        let after = rest[open.upperBound...]
        guard let close = after.firstIndex(of: ")") else { break }
        targets.append(String(after[..<close]))
        rest = after[close...]
      }
    }
    return targets
  }

  /// The anchors GitHub gives a file's headings: lowercase, punctuation other than `-` dropped, spaces as
  /// `-`, and `-1`, `-2` after a repeated one.
  private static func anchors(in file: String) throws -> Set<String> {
    let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
    var anchors: Set<String> = []
    var inCode = false
    for line in text.split(separator: "\n") {
      if line.hasPrefix("```") { inCode.toggle() }
      guard !inCode, line.hasPrefix("#") else { continue }
      let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
      let slug = String(
        title.unicodeScalars.filter {
          CharacterSet.alphanumerics.contains($0) || "-_ ".unicodeScalars.contains($0)
        }
        .map(Character.init)
      ).replacingOccurrences(of: " ", with: "-")
      var anchor = slug
      var repeated = 0
      while anchors.contains(anchor) {
        repeated += 1
        anchor = "\(slug)-\(repeated)"
      }
      anchors.insert(anchor)
    }
    return anchors
  }

  /// `docs/../README.md` as `README.md`.
  private static func normalized(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/") {
      if part == ".." { _ = parts.popLast() } else if part != "." { parts.append(part) }
    }
    return parts.joined(separator: "/")
  }
}
