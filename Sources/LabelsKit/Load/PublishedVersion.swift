import LabelsCore

/// A published version read back: the documents of a version folder (`Exports/1.0.0/`) and its manifest.
package struct PublishedVersion: Equatable, Sendable {
  /// The version the folder is named after, when its name is one.
  package let version: SemanticVersion?
  /// The folder's `manifest.json`, when it has one.
  package let manifest: Manifest?
  /// Each `<locale>.json` document, with the base locale from the manifest.
  package let documents: LocalizedDocuments
  /// The schema of `schema.json`, when the folder has one: what the apps of this version decode with.
  package let schema: JSONSchema?

  /// Reads the files of a version folder: every `<locale>.json` strictly, and `manifest.json` when
  /// present, which must agree with the files (same locales, same label counts, alias targets that
  /// exist). `schema.json` is read strictly too, but describes the files rather than being one.
  /// - Parameters:
  ///   - folderName: the folder's own name, such as `1.0.0`.
  ///   - files: the contents of each `.json` file in the folder, by file name.
  /// - Throws: ``LoadError`` naming the file and, for malformed JSON, the line and column.
  package init(folderName: String, files: [String: [UInt8]]) throws(LoadError) {
    try self.init(folderName: folderName, names: files.keys.sorted()) { name throws(LoadError) in
      do throws(JSONReadError) {
        return try StrictJSONReader.read(files[name] ?? [])
      } catch {
        throw .malformedJSON(file: name, error)
      }
    }
  }

  /// A version folder whose files were already read strictly, as ``init(folderName:files:)`` reads
  /// them; `labelCounts` holds the labels of the files already counted, by file name.
  /// - Throws: ``LoadError`` naming the file.
  init(folderName: String, values: [String: JSONValue], labelCounts: [String: Int] = [:]) throws(LoadError) {
    try self.init(folderName: folderName, names: values.keys.sorted(), labelCounts: labelCounts) {
      values[$0] ?? .null
    }
  }

  /// Takes the files named in `names`, in that order, each read by `read`; a file's labels are counted
  /// unless `labelCounts` holds them.
  private init(
    folderName: String, names: [String], labelCounts: [String: Int] = [:],
    read: (String) throws(LoadError) -> JSONValue
  ) throws(LoadError) {
    version = try? SemanticVersion(folderName)
    var documents: [LocaleIdentifier: JSONValue] = [:]
    var counted: [LocaleIdentifier: Int] = [:]
    var manifest: Manifest?
    var schema: JSONSchema?
    for name in names {
      let value = try read(name)
      // `schema.json` describes the documents; it is no locale and the manifest does not list it.
      if name == ExportPlan.schemaFileName {
        do {
          schema = try JSONSchema(json: value)
        } catch {
          throw .invalidSchema(error)
        }
        continue
      }
      if name == ExportPlan.manifestFileName {
        do {
          manifest = try Manifest(json: value)
        } catch {
          throw .invalidManifest(error)
        }
        continue
      }
      guard let locale = LocaleIdentifier(fileName: name) else { throw .unexpectedFile(name) }
      guard case .object = value else { throw .notALabelDocument(file: name, found: value.kind) }
      documents[locale] = value
      counted[locale] = labelCounts[name]
    }
    guard !documents.isEmpty else { throw .noLocales }
    if let manifest {
      try Self.check(manifest, against: documents, folderVersion: version, labelCounts: counted)
    }
    self.manifest = manifest
    self.schema = schema
    self.documents = LocalizedDocuments(baseLocale: manifest?.baseLocale, documents: documents)
  }

  private static func check(
    _ manifest: Manifest,
    against documents: [LocaleIdentifier: JSONValue],
    folderVersion: SemanticVersion?,
    labelCounts: [LocaleIdentifier: Int]
  ) throws(LoadError) {
    if let folderVersion, folderVersion != manifest.version {
      throw .manifestMismatch("it names version \(manifest.version) but the folder is \(folderVersion)")
    }
    let listed = Set(manifest.labelCounts.keys)
    let present = Set(documents.keys)
    if let missing = listed.subtracting(present).min() {
      throw .manifestMismatch("it lists locale \(missing) but \(missing).json is missing")
    }
    if let extra = present.subtracting(listed).min() {
      throw .manifestMismatch("\(extra).json is not listed in it")
    }
    if !present.contains(manifest.baseLocale) {
      throw .manifestMismatch("its base locale \(manifest.baseLocale) has no file")
    }
    for (alias, target) in manifest.aliases.sorted(by: { $0.key < $1.key }) where !present.contains(target) {
      throw .manifestMismatch("its alias \(alias) names locale \(target), which has no file")
    }
    for (locale, count) in manifest.labelCounts.sorted(by: { $0.key < $1.key }) {
      let actual = labelCounts[locale] ?? documents[locale]?.labelCount ?? 0
      if actual != count {
        throw .manifestMismatch("it counts \(count) labels in \(locale).json but the file has \(actual)")
      }
    }
  }
}
