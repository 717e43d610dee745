import LabelsCore

/// One release of a major line as the line's control document (``LineControl``) names it: the
/// release's identity, the version whose shape its documents have, the version its texts come from,
/// and the commit it was published from.
///
/// The identity is the FNV-1a hash of the release's tree (`{ "<locale>": { "labels": ... } }` in
/// ``StoreNormalForm``, canonical JSON) in 16 hexadecimal digits: two trees with one identity hold the
/// same texts, so an app that reads a staged tree under its identity (`staged/<id>`) never mixes two
/// releases.
package struct LineRelease: Equatable, Sendable {
  /// The release's identity, 16 lowercase hexadecimal digits.
  package let id: String
  /// The last version of the line's major: the shape of its documents.
  package let version: SemanticVersion
  /// The version the texts came from.
  package let textVersion: SemanticVersion
  /// The repository commit published from, or `unknown` outside git.
  package let commit: String

  /// A release from its parts.
  package init(id: String, version: SemanticVersion, textVersion: SemanticVersion, commit: String) {
    self.id = id
    self.version = version
    self.textVersion = textVersion
    self.commit = commit
  }

  /// The identity of `tree`, a line's locales as the store keeps them.
  package static func id(of tree: JSONValue?) -> String {
    let normal = tree.flatMap(StoreNormalForm.normalized) ?? .object([:])
    let hex = String(FNV1a.hash64(CanonicalJSONWriter.bytes(normal)), radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  /// Whether `text` can be an identity: 16 lowercase hexadecimal digits.
  package static func isIdentity(_ text: String) -> Bool {
    text.utf8.count == 16 && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
  }

  /// `1.3.0 (texts of 1.3.0, commit 0a1b2c3)`: the release as `status` names it.
  package var text: String {
    let texts = textVersion == version ? "" : ", texts of \(textVersion)"
    return "\(version) (commit \(commit.prefix(12))\(texts))"
  }

  /// The release as the control document holds it, with `extra` members (the staged share).
  func json(_ extra: [String: JSONValue] = [:]) -> JSONValue {
    .object(
      [
        "id": .string(id), "version": .string(version.description),
        "textVersion": .string(textVersion.description), "commit": .string(commit),
      ].merging(extra) { old, _ in old })
  }

  /// Reads a release from the control document's member at `pointer`.
  /// - Throws: ``StoreRecordError`` naming the member that is missing or wrong.
  init(json: JSONValue, at pointer: String) throws(StoreRecordError) {
    guard case .object(let members) = json else { throw .notAnObject(pointer: pointer) }
    func text(_ name: String) throws(StoreRecordError) -> String {
      guard case .string(let text) = members[name] else { throw .missing(pointer: pointer + "/" + name) }
      return text
    }
    let id = try text("id")
    guard Self.isIdentity(id) else { throw .missing(pointer: pointer + "/id") }
    guard let version = try? SemanticVersion(try text("version")) else {
      throw .missing(pointer: pointer + "/version")
    }
    guard let textVersion = try? SemanticVersion(try text("textVersion")) else {
      throw .missing(pointer: pointer + "/textVersion")
    }
    self.init(id: id, version: version, textVersion: textVersion, commit: try text("commit"))
  }
}
