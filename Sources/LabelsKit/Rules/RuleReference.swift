/// `docs/rules.md`: every rule of every family with its id, severity, summary and explanation, written
/// from the definitions, so the page cannot fall behind the rules.
package enum RuleReference {
  /// The page as Markdown, ending in a newline.
  package static var markdown: String {
    var blocks = [
      "# Rules",
      "<!-- Generated from the rule definitions in Sources/LabelsKit; do not edit by hand. "
        + "After changing a rule, run RECORD=1 swift test --filter RuleReferenceTests. -->",
      "Every rule the tool reports, by family. The id is what reports print in brackets "
        + "(`[key-removed]`), in the `rule` member of JSON output and as the title of a GitHub annotation; "
        + "`LabelsParser lint --help`, `diff --help`, `check --help` and `bundle --help` list the same rules.",
      RuleFamily.allCases.map { "- [\($0.title)](#\(anchor($0.title)))" }.joined(separator: "\n"),
    ]
    for family in RuleFamily.allCases {
      blocks.append("## \(family.title)")
      blocks.append(family.introduction)
      let rows = family.rules.map {
        "| [`\($0.id)`](#\(anchor(heading(of: $0)))) | \($0.severityName) | \($0.summary) |"
      }
      blocks.append((["| rule | severity | finds |", "| --- | --- | --- |"] + rows).joined(separator: "\n"))
      for rule in family.rules where !documented(rule, before: family) {
        blocks.append("### \(heading(of: rule))")
        blocks.append("\(rule.severityName.capitalizedFirst): \(rule.summary).\n\n\(rule.explanation)")
      }
    }
    return blocks.joined(separator: "\n\n") + "\n"
  }

  /// Whether a rule's section is already written under an earlier family (`firebase-key` belongs to
  /// lint and to the pre-flight).
  private static func documented(_ rule: any Rule, before family: RuleFamily) -> Bool {
    RuleFamily.allCases.prefix { $0 != family }.contains { earlier in
      earlier.rules.contains { $0.id == rule.id && type(of: $0) == type(of: rule) }
    }
  }

  /// A rule's heading: its id, and its family's first word when a rule of another kind has the same id
  /// (`translation-stale` is both diff's change and lint's review state).
  private static func heading(of rule: any Rule) -> String {
    let first = RuleFamily.allCases.flatMap(\.rules).first { $0.id == rule.id }
    guard let first, type(of: first) != type(of: rule),
      let family = RuleFamily.allCases.first(where: { family in
        family.rules.contains { $0.id == rule.id && type(of: $0) == type(of: rule) }
      })
    else { return "`\(rule.id)`" }
    return "`\(rule.id)` (\(family.rawValue))"
  }

  /// The anchor GitHub gives a heading: lowercase, spaces as `-`, punctuation dropped.
  private static func anchor(_ heading: String) -> String {
    var anchor = ""
    for character in heading.lowercased() {
      if character == " " {
        anchor.append("-")
      } else if character.isLetter || character.isNumber || character == "-" {
        anchor.append(character)
      }
    }
    return anchor
  }
}
