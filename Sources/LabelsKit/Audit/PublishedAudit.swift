import LabelsCore

/// Checks every published version folder as the gate and the upload need them: each file is one export
/// writes, in canonical form; the manifest agrees; every document validates against its own
/// `schema.json`; and each version is the step the version policy asks for after the one before it.
public struct PublishedAudit: Sendable {
  /// The versions that could be read, oldest first (also those with schema violations).
  public let versions: [AuditedVersion]
  /// Every problem, folder by folder in version order.
  public let problems: [AuditProblem]

  /// Audits the folders, in any order; folders not named after a version are problems.
  public init(folders: [PublishedFolder]) {
    var versions: [AuditedVersion] = []
    var problems: [AuditProblem] = []
    let named = folders.compactMap { folder -> (SemanticVersion, PublishedFolder)? in
      guard let version = try? SemanticVersion(folder.name) else {
        problems.append(
          AuditProblem(
            folder: folder.name, rule: .unexpectedFile,
            message: "is not named after a version; export writes MAJOR.MINOR.PATCH folders only: remove it"))
        return nil
      }
      return (version, folder)
    }
    // Each folder is read and checked on its own, so on every core; the steps between them after.
    let ordered = named.sorted(by: { $0.0 < $1.0 })
    let audits = ParallelWork.map(count: ordered.count) { Self.audit(ordered[$0].1, version: ordered[$0].0) }
    for (audited, found) in audits {
      problems += found
      if let audited { versions.append(audited) }
    }
    for (older, newer) in zip(versions, versions.dropFirst()) {
      problems += Self.step(from: older, to: newer)
    }
    self.versions = versions
    self.problems = problems
  }

  /// The problems of one folder, and its documents when they could be read.
  private static func audit(_ folder: PublishedFolder, version: SemanticVersion) -> (
    AuditedVersion?, [AuditProblem]
  ) {
    var problems: [AuditProblem] = []
    func problem(_ file: String?, _ rule: AuditRule, _ message: String, line: Int? = nil) {
      problems.append(AuditProblem(folder: folder.name, file: file, line: line, rule: rule, message: message))
    }
    var values: [String: JSONValue] = [:]
    for (name, bytes) in folder.files.sorted(by: { $0.key < $1.key }) where name != ".DS_Store" {
      guard name.hasSuffix(".json"), !name.hasPrefix(".") else {
        problem(name, .unexpectedFile, "is not written by export: remove it")
        continue
      }
      do {
        let value = try StrictJSONReader.read(bytes)
        values[name] = value
        if CanonicalJSONWriter.bytes(value) != bytes {
          problem(
            name, .notExported,
            "is not in the canonical form export writes: it was edited by hand; restore it from git")
        }
      } catch {
        problem(name, .notExported, error.message, line: error.line)
      }
    }
    guard case .some(let manifestValue) = values[ExportPlan.manifestFileName] else {
      problem(ExportPlan.manifestFileName, .manifest, "is missing: export writes one in every version folder")
      return (nil, problems)
    }
    let manifest: Manifest
    do {
      manifest = try Manifest(json: manifestValue)
    } catch {
      problem(ExportPlan.manifestFileName, .manifest, "\(error)")
      return (nil, problems)
    }
    let localeFiles = Set(manifest.labelCounts.keys.map(\.fileName))
    for name in values.keys.sorted()
    where name != ExportPlan.manifestFileName && name != ExportPlan.schemaFileName
      && !localeFiles.contains(name)
    {
      problem(name, .unexpectedFile, "is not listed in manifest.json, so export did not write it: remove it")
      values[name] = nil
    }
    let schema: JSONSchema
    switch values[ExportPlan.schemaFileName] {
    case nil:
      problem(ExportPlan.schemaFileName, .manifest, "is missing: export writes one in every version folder")
      return (nil, problems)
    case .some(let value):
      do {
        schema = try JSONSchema(json: value)
      } catch {
        problem(ExportPlan.schemaFileName, .manifest, "is not a labels schema: \(error)")
        return (nil, problems)
      }
    }
    for (file, document) in values.sorted(by: { $0.key < $1.key })
    where file != ExportPlan.manifestFileName && file != ExportPlan.schemaFileName {
      let violations = schema.violations(in: document, unknownMembers: .refused)
      for violation in violations.prefix(PublishedAuditLimits.violationsPerFile) {
        problem(
          file, .schemaViolation,
          "\(violation.path.isRoot ? "" : "\(violation.path): ")\(violation.message) (schema.json of \(version))"
        )
      }
      if violations.count > PublishedAuditLimits.violationsPerFile {
        problem(
          file, .schemaViolation,
          "and \(violations.count - PublishedAuditLimits.violationsPerFile) more violations of schema.json")
      }
    }
    let published: PublishedVersion
    do {
      // The values as read: printing them canonically and reading that again gives the same values.
      published = try PublishedVersion(
        folderName: folder.name, values: values.filter { $0.key != ExportPlan.schemaFileName })
    } catch {
      problem(error.file, error.file == ExportPlan.manifestFileName ? .manifest : .notExported, error.message)
      return (nil, problems)
    }
    return (AuditedVersion(version: version, documents: published.documents, schema: schema), problems)
  }

  /// The problem of a published version that is not the step the policy asks for after the one before.
  private static func step(from older: AuditedVersion, to newer: AuditedVersion) -> [AuditProblem] {
    let verdict = SchemaDiff.compare(old: older.documents, new: newer.documents, oldSchema: older.schema)
      .verdict
    let decision = VersionPolicy.evaluate(current: newer.version, newest: older.version, verdict: verdict)
    guard case .refused(let violation) = decision else { return [] }
    let step = newer.version.bump(from: older.version).map { "a \($0.rawValue) step" } ?? "no single step"
    return [
      AuditProblem(
        folder: newer.version.description, rule: .versionStep,
        message:
          "is \(step) after \(older.version), but the change from \(older.version) is \(verdict.rawValue) "
          + "and needs \(violation.required); a published version may not be renumbered, so restore "
          + "the folders from git history and publish the change as \(violation.required)")
    ]
  }
}
