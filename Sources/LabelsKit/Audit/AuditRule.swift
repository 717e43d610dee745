/// What the audit of published versions checks, by its stable rule id; each is defined in
/// ``definition``. Every finding of the audit is an error.
package enum AuditRule: String, Rule {
  case unexpectedFile = "published-file-unexpected"
  case notExported = "published-file-not-exported"
  case manifest = "published-manifest"
  case schemaViolation = "published-schema"
  case versionStep = "published-version-step"
  case history = "published-history"
  case lineUndecodable = "line-undecodable"

  /// The rule's severity, summary and explanation.
  package var definition: RuleDefinition<Diagnostic.Severity> {
    switch self {
    case .unexpectedFile:
      RuleDefinition(
        .error, summary: "a file in a version folder that export does not write",
        explanation: """
          A version folder holds exactly the locale files its `manifest.json` lists, `manifest.json` and \
          `schema.json`, and an export root holds only `MAJOR.MINOR.PATCH` folders. Remove the file.
          """)
    case .notExported:
      RuleDefinition(
        .error, summary: "a published file that is not what export writes",
        explanation: """
          The file is malformed, not in the canonical form export writes (it was edited by hand), or \
          missing. Restore it from git history.
          """)
    case .manifest:
      RuleDefinition(
        .error, summary: "a manifest.json or schema.json that disagrees with the locale files",
        explanation: """
          Missing, unreadable, or listing other locales or label counts than the files hold. Restore \
          the folder from git history.
          """)
    case .schemaViolation:
      RuleDefinition(
        .error, summary: "a locale document that does not validate against its version's schema.json",
        explanation: """
          Apps of the version decode their labels with the schema it was published with, so such a \
          document would fail to decode. Restore the file from git history.
          """)
    case .versionStep:
      RuleDefinition(
        .error, summary: "a version that is not the step the version policy asks for after the one before",
        explanation: """
          Consecutive published versions are compared as `check` compares the defaults: a breaking \
          change needs a major step, an additive one a minor step. A published version may not be \
          renumbered: restore the folders from git history and publish the change as the version named.
          """)
    case .history:
      RuleDefinition(
        .error, summary: "a published version deleted, or changed after a newer one was published",
        explanation: """
          Read from git history along first parents, as `buf breaking --against .git` does: a \
          published version is never deleted; once a newer version is published it never changes; the \
          newest one changes after it was first committed only by content. Each finding names the \
          `git checkout <commit> -- <path>` that restores it. Needs a clone with history: a shallow \
          clone is refused with exit 69.
          """)
    case .lineUndecodable:
      RuleDefinition(
        .error, summary: "a major line's upload that an installed app of that line could not decode",
        explanation: """
          `bundle` uploads one document per major line, which every app of that major reads; it must \
          decode with the `schema.json` of every version of the line. Publish the change that removed \
          what an older app needs as a major version.
          """)
    }
  }
}
