/// What the audit of published versions checks; the raw value is the id printed in brackets.
public enum AuditRule: String, CaseIterable, Sendable {
  /// A file in a version folder that export does not write.
  case unexpectedFile = "published-file-unexpected"
  /// A published file that is not what export writes: malformed, not canonical, or missing.
  case notExported = "published-file-not-exported"
  /// `manifest.json` or `schema.json` disagrees with the locale files, or cannot be read.
  case manifest = "published-manifest"
  /// A locale document that does not validate against its version's `schema.json`.
  case schemaViolation = "published-schema"
  /// Two consecutive published versions whose change breaks the version policy.
  case versionStep = "published-version-step"
  /// A published version deleted, or changed after a newer one was published (from git history).
  case history = "published-history"
  /// A major line's upload document that an installed app of that line could not decode.
  case lineUndecodable = "line-undecodable"

  /// One sentence on what the rule guards.
  public var summary: String {
    switch self {
    case .unexpectedFile: "every file in a version folder is one that export writes"
    case .notExported: "every published file is valid, canonical JSON, as export wrote it"
    case .manifest: "manifest.json and schema.json agree with the locale files"
    case .schemaViolation: "every locale document validates against its version's schema.json"
    case .versionStep: "each published version is the step the version policy asks for after the one before"
    case .history: "a published version is never deleted, and never changes once a newer one is published"
    case .lineUndecodable: "what bundle uploads for a major line decodes with every schema of that line"
    }
  }
}
