import LabelsCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Checks every published version folder as the gate and the upload need them: each file is one export
/// writes, in canonical form; the manifest agrees; every document validates against its own
/// `schema.json`; and each version is the step the version policy asks for after the one before it.
package struct PublishedAudit: Sendable {
  /// The versions that could be read, oldest first (also those with schema violations).
  package let versions: [AuditedVersion]
  /// Every problem, folder by folder in version order.
  package let problems: [AuditProblem]

  /// Audits the folders, in any order; folders not named after a version are problems.
  package init(folders: [PublishedFolder]) {
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
    // The folders are audited oldest first. A file with the bytes of the previous version's file of
    // that name is not read or checked again: its reading, and its schema check when `schema.json` is
    // the same too, are that file's (consecutive versions share most of their files). What differs is
    // read and checked on every core.
    let ordered = named.sorted(by: { $0.0 < $1.0 })
    var previous: FolderReading?
    for (version, folder) in ordered {
      let (audited, found, reading) = Self.audit(folder, version: version, previous: previous)
      problems += found
      if let audited { versions.append(audited) }
      previous = reading
    }
    for (older, newer) in zip(versions, versions.dropFirst()) {
      problems += Self.step(from: older, to: newer)
    }
    self.versions = versions
    self.problems = problems
  }

  /// What the audit read in one folder, for the next version's folder to share.
  private struct FolderReading {
    /// Each file's bytes, by name.
    var files: [String: [UInt8]] = [:]
    /// Each JSON file's value, or why it could not be read, whether it is in canonical form, and the
    /// labels it holds when it is named after a locale.
    var readings: [String: (value: Result<JSONValue, JSONReadError>, canonical: Bool, labels: Int?)] = [:]
    /// The schema of `schema.json`, when it was read.
    var schema: JSONSchema?
    /// Each document's violations of `schema`.
    var violations: [String: [SchemaViolation]] = [:]

    /// Whether `name` has the same bytes in `folder` as here.
    func isSame(_ name: String, in folder: PublishedFolder) -> Bool {
      guard let bytes = files[name], let other = folder.files[name], bytes.count == other.count else {
        return false
      }
      return bytes.withUnsafeBufferPointer { left in
        other.withUnsafeBufferPointer { right in
          guard let leftBase = left.baseAddress, let rightBase = right.baseAddress else { return true }
          return memcmp(leftBase, rightBase, left.count) == 0
        }
      }
    }
  }

  /// The problems of one folder, its documents when they could be read, and what was read, for the next
  /// version's folder; each file with the bytes of `previous`'s file of that name is taken from it.
  private static func audit(_ folder: PublishedFolder, version: SemanticVersion, previous: FolderReading?)
    -> (
      AuditedVersion?, [AuditProblem], FolderReading
    )
  {
    var problems: [AuditProblem] = []
    func problem(_ file: String?, _ rule: AuditRule, _ message: String, line: Int? = nil) {
      problems.append(AuditProblem(folder: folder.name, file: file, line: line, rule: rule, message: message))
    }
    var reading = FolderReading(files: folder.files)
    let names = folder.files.keys.sorted().filter { $0 != ".DS_Store" }
    let jsonNames = names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }
    for name in jsonNames {
      guard let previous, previous.isSame(name, in: folder) else { continue }
      reading.readings[name] = previous.readings[name]
      // The same bytes in the same storage, so a later comparison of the two sees it at once.
      reading.files[name] = previous.files[name]
    }
    let unread = jsonNames.filter { reading.readings[$0] == nil }
    let read = ParallelWork.map(count: unread.count) { index in
      let bytes = folder.files[unread[index]] ?? []
      do throws(JSONReadError) {
        let value = try StrictJSONReader.read(bytes)
        return (
          value: Result<JSONValue, JSONReadError>.success(value),
          canonical: CanonicalJSONWriter.isCanonical(bytes, of: value),
          labels: LocaleIdentifier(fileName: unread[index]) == nil ? nil : value.labelCount
        )
      } catch {
        return (value: .failure(error), canonical: false, labels: nil)
      }
    }
    for (name, fileReading) in zip(unread, read) { reading.readings[name] = fileReading }
    var values: [String: JSONValue] = [:]
    for name in names {
      guard let fileReading = reading.readings[name] else {
        problem(name, .unexpectedFile, "is not written by export: remove it")
        continue
      }
      switch fileReading.value {
      case .success(let value):
        values[name] = value
        if !fileReading.canonical {
          problem(
            name, .notExported,
            "is not in the canonical form export writes: it was edited by hand; restore it from git")
        }
      case .failure(let error):
        problem(name, .notExported, error.message, line: error.line)
      }
    }
    guard case .some(let manifestValue) = values[ExportPlan.manifestFileName] else {
      problem(ExportPlan.manifestFileName, .manifest, "is missing: export writes one in every version folder")
      return (nil, problems, reading)
    }
    let manifest: Manifest
    do {
      manifest = try Manifest(json: manifestValue)
    } catch {
      problem(ExportPlan.manifestFileName, .manifest, "\(error)")
      return (nil, problems, reading)
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
      return (nil, problems, reading)
    case .some(let value):
      do {
        if let previous, let known = previous.schema, previous.isSame(ExportPlan.schemaFileName, in: folder) {
          schema = known
        } else {
          schema = try JSONSchema(json: value)
        }
        reading.schema = schema
      } catch {
        problem(ExportPlan.schemaFileName, .manifest, "is not a labels schema: \(error)")
        return (nil, problems, reading)
      }
    }
    let documents = values.keys.sorted().filter {
      $0 != ExportPlan.manifestFileName && $0 != ExportPlan.schemaFileName
    }
    // A document the previous version had byte for byte, under a schema equal to its (`schema.json`
    // names its version, so its bytes differ from one version to the next), violates as it did there.
    if let previous, previous.schema == schema {
      for file in documents where previous.isSame(file, in: folder) {
        reading.violations[file] = previous.violations[file]
      }
    }
    let unchecked = documents.filter { reading.violations[$0] == nil }
    let uncheckedValues = unchecked.map { values[$0] ?? .null }
    let checked = ParallelWork.map(count: unchecked.count) { index in
      schema.violations(in: uncheckedValues[index], unknownMembers: .refused)
    }
    for (file, violations) in zip(unchecked, checked) { reading.violations[file] = violations }
    for file in documents {
      let violations = reading.violations[file] ?? []
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
        folderName: folder.name, values: values.filter { $0.key != ExportPlan.schemaFileName },
        labelCounts: reading.readings.compactMapValues(\.labels))
    } catch {
      problem(error.file, error.file == ExportPlan.manifestFileName ? .manifest : .notExported, error.message)
      return (nil, problems, reading)
    }
    return (
      AuditedVersion(version: version, documents: published.documents, schema: schema, files: reading.files),
      problems, reading
    )
  }

  /// The problem of a published version that is not the step the policy asks for after the one before.
  private static func step(from older: AuditedVersion, to newer: AuditedVersion) -> [AuditProblem] {
    let verdict = SchemaDiff.compare(
      old: older.documents, new: newer.documents, oldSchema: older.schema,
      unchanged: newer.unchangedLocales(since: older)
    ).verdict
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
