import LabelsCore

/// The audit stage of `bundle` (and of `publish`, which uploads what `bundle` checked): the published
/// versions' problems, lint on the newest version, the lines every app must still decode, and the
/// pre-flight of the upload against Firebase's limits.
package struct UploadAudit: Sendable {
  /// What the audit of the published versions found, else where a line is undecodable for an app of a
  /// version in it.
  package let problems: [AuditProblem]
  /// Lint's findings on the newest version (a key and a path's length are the pre-flight's to judge, at
  /// the full path in the store); none while the audit finds problems.
  package let findings: [Finding]
  /// The upload and its pre-flight findings.
  package let bundle: UploadBundle

  /// Audits the published versions and the upload of their lines to `environment`.
  package init(
    _ audit: PublishedAudit, lines publication: MajorLinePublication, environment: UploadEnvironment,
    allowlist: UntranslatedAllowlist
  ) {
    var problems = audit.problems
    var findings: [Finding] = []
    if problems.isEmpty, let newest = audit.versions.last {
      findings = Linter.lint(newest.documents, allowlist: allowlist).filter {
        !$0.rule.families.contains(.preflight)
      }
    }
    if problems.isEmpty { problems = Self.undecodable(publication, versions: audit.versions) }
    self.problems = problems
    self.findings = findings
    bundle = UploadBundle(lines: publication, environment: environment)
  }

  /// How many errors stop the upload.
  package var errorCount: Int {
    problems.count + findings.count { $0.severity == .error }
      + bundle.findings.count { $0.severity == .error }
  }

  /// Why nothing may be written, counting the errors; `nil` when the upload may be written.
  package var refusal: Diagnostic? {
    let errors = errorCount
    guard errors > 0 else { return nil }
    return Diagnostic(
      .error, "\(errors) problem\(errors == 1 ? "" : "s") in what would be uploaded; nothing was written")
  }

  /// The line documents an app of a version in the line could not decode with that version's schema.
  static func undecodable(_ publication: MajorLinePublication, versions: [AuditedVersion]) -> [AuditProblem] {
    var problems: [AuditProblem] = []
    for line in publication.lines {
      for version in versions where version.version.major == line.major {
        for locale in line.documents.locales where version.documents.documents[locale] != nil {
          let violations = version.schema.violations(
            in: line.documents.documents[locale] ?? .null, unknownMembers: .ignored)
          for violation in violations.prefix(PublishedAuditLimits.violationsPerFile) {
            problems.append(
              AuditProblem(
                folder: version.version.description, file: locale.fileName, rule: .lineUndecodable,
                message:
                  "apps of \(version.version) could not decode line \(line.key) at \(violation.path): "
                  + "\(violation.message); publish the change that removed it as a major version"))
          }
        }
      }
    }
    return problems
  }
}
