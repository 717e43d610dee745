import LabelsCore

/// What `publish` last wrote to an environment, kept in the store beside the lines at
/// `/<environment>/labels-publication`, so that every clone and CI run reads the same record.
///
/// Per line key (`v1`): the version whose shape it holds, the version its texts come from, the
/// repository commit published from, and the line itself in ``StoreNormalForm``, so that an edit made
/// in the store since is found and shown as old and new text without the repository's history.
package struct PublicationRecord: Equatable, Sendable {
  /// What was published to one line.
  package struct Entry: Equatable, Sendable {
    /// The last version of the line's major: the shape of its documents.
    package let version: SemanticVersion
    /// The version the texts came from.
    package let textVersion: SemanticVersion
    /// The repository commit published from, or `unknown` outside git.
    package let commit: String
    /// The line as written, `{ "<locale>": { "labels": ... } }`, in ``StoreNormalForm``.
    package let line: JSONValue

    /// An entry from its parts.
    package init(version: SemanticVersion, textVersion: SemanticVersion, commit: String, line: JSONValue) {
      self.version = version
      self.textVersion = textVersion
      self.commit = commit
      self.line = line
    }
  }

  /// The key of the record below the environment: a Firebase key that no line (`v` and digits) can be.
  package static let key = "labels-publication"

  /// Each line's entry, by line key.
  package var lines: [String: Entry]

  /// A record of `lines`.
  package init(lines: [String: Entry]) {
    self.lines = lines
  }

  /// The record after publishing `bundle` from `commit`: every line of the bundle as written, and the
  /// entries of `previous` for lines the bundle no longer has.
  package init(publishing bundle: UploadBundle, commit: String, previous: PublicationRecord?) {
    var lines = previous?.lines ?? [:]
    for line in bundle.lines {
      guard case .object(let tree) = bundle.tree, let written = tree[line.key] else { continue }
      lines[line.key] = Entry(
        version: line.version, textVersion: line.textVersion, commit: commit,
        line: StoreNormalForm.normalized(written) ?? .null)
    }
    self.lines = lines
  }

  /// Reads the record as the store returns it.
  /// - Throws: ``StoreRecordError`` naming the member that is missing or of the wrong type.
  package init(json: JSONValue) throws(StoreRecordError) {
    guard case .object(let members) = json else { throw .notAnObject(pointer: "") }
    var lines: [String: Entry] = [:]
    for (key, value) in members {
      let pointer = JSONPointer([key]).description
      guard case .object(let entry) = value else { throw .notAnObject(pointer: pointer) }
      func text(_ name: String) throws(StoreRecordError) -> String {
        guard case .string(let text) = entry[name] else {
          throw .missing(pointer: pointer + "/" + name)
        }
        return text
      }
      let versionText = try text("version")
      let textVersionText = try text("textVersion")
      guard let version = try? SemanticVersion(versionText) else {
        throw .missing(pointer: pointer + "/version")
      }
      guard let textVersion = try? SemanticVersion(textVersionText) else {
        throw .missing(pointer: pointer + "/textVersion")
      }
      lines[key] = Entry(
        version: version, textVersion: textVersion, commit: try text("commit"), line: entry["line"] ?? .null)
    }
    self.lines = lines
  }

  /// The record as written to the store.
  package var json: JSONValue {
    .object(
      lines.mapValues { entry in
        .object([
          "version": .string(entry.version.description),
          "textVersion": .string(entry.textVersion.description),
          "commit": .string(entry.commit),
          "line": entry.line,
        ])
      })
  }
}
