import LabelsCore

/// A major line's node in the store, `/<env>/v<major>`, split into its parts: the released tree (each
/// locale's `labels`, which every app reads), the control document (``LineControl``, at `rollout`), the
/// staged tree (`staged/<id>`) and the release before (`previous/<id>`). Every command of this tool
/// writes the whole node in one conditional `PUT`, so the parts change together or not at all.
///
/// A line written before staged releases existed holds the released tree only; it reads as a line
/// without control document, and the next command writes one.
package struct LineDocument: Equatable, Sendable {
  /// The key of the staged trees, by identity.
  package static let stagedKey = LineNodeKey.staged
  /// The key of the previous trees, by identity.
  package static let previousKey = LineNodeKey.previous
  /// The keys that are not locales.
  package static let reservedKeys: Set<String> = [LineControl.key, stagedKey, previousKey]

  /// The node's members in ``StoreNormalForm``.
  package private(set) var members: [String: JSONValue]

  /// The parts of `node` as read (`nil`: nothing stored; a value that is no object holds no part).
  package init(node: JSONValue?) {
    if case .object(let members)? = node.flatMap(StoreNormalForm.normalized) {
      self.members = members
    } else {
      members = [:]
    }
  }

  /// A line of `released` (`{ "<locale>": { "labels": ... } }`), `control`, and the trees `staged` and
  /// `previous` by identity.
  package init(
    released: JSONValue?, control: LineControl?, staged: [String: JSONValue] = [:],
    previous: [String: JSONValue] = [:]
  ) {
    var node: [String: JSONValue] = [:]
    if case .object(let locales)? = released { node = locales }
    if let control { node[LineControl.key] = control.json }
    if !staged.isEmpty { node[Self.stagedKey] = .object(staged) }
    if !previous.isEmpty { node[Self.previousKey] = .object(previous) }
    self.init(node: .object(node))
  }

  /// The whole node in ``StoreNormalForm``, or `nil` when nothing is stored.
  package var json: JSONValue? { members.isEmpty ? nil : .object(members) }

  /// Whether nothing is stored.
  package var isEmpty: Bool { members.isEmpty }

  /// The released tree, `{ "<locale>": { "labels": ... } }`, or `nil` when the line has none.
  package var released: JSONValue? {
    let locales = members.filter { !Self.reservedKeys.contains($0.key) }
    return locales.isEmpty ? nil : .object(locales)
  }

  /// The control document as stored, or `nil`.
  package var controlValue: JSONValue? { members[LineControl.key] }

  /// The control document, `nil` when there is none.
  /// - Throws: ``StoreRecordError`` naming the member that cannot be read.
  package func control() throws(StoreRecordError) -> LineControl? {
    guard let value = controlValue else { return nil }
    return try LineControl(json: value)
  }

  /// The staged trees, by identity.
  package var staged: [String: JSONValue] { trees(Self.stagedKey) }

  /// The previous trees, by identity.
  package var previous: [String: JSONValue] { trees(Self.previousKey) }

  private func trees(_ key: String) -> [String: JSONValue] {
    guard case .object(let trees)? = members[key] else { return [:] }
    return trees
  }

  /// The line's seal: the FNV-1a hash of the node without the control document's `seal`, in 16
  /// hexadecimal digits.
  package var seal: String {
    var members = members
    if case .object(var control)? = members[LineControl.key] {
      control["seal"] = nil
      members[LineControl.key] = .object(control)
    }
    return LineRelease.id(of: .object(members))
  }

  /// Whether the control document's seal is the line's: the line is as a command of this tool wrote
  /// it.
  package var isSealed: Bool {
    guard case .object(let control)? = controlValue, case .string(let seal)? = control["seal"] else {
      return false
    }
    return seal == self.seal
  }

  /// The line with `seal` in its control document.
  package func sealed(with seal: String) -> LineDocument {
    guard case .object(var control)? = controlValue else { return self }
    control["seal"] = .string(seal)
    var line = self
    line.members[LineControl.key] = .object(control)
    return line
  }

  /// The line sealed as it is.
  package func sealed() -> LineDocument {
    sealed(with: seal)
  }
}
