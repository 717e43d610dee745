import LabelsCore

/// A major line's control document, `/<env>/v<major>/rollout`: which release every install sees, which
/// one is staged to a share of installs, the release before (which `rollback` returns to), the release
/// rolled back last, whether the line is halted, which command wrote the line last, and the line's seal.
///
/// Apps read `halted`, `staged/id` and `staged/percent` only; every other member is the tool's. The
/// seal is the FNV-1a hash of the line the tool wrote (``LineDocument/seal``): a line whose seal holds
/// is as a command of this tool left it, one whose seal does not was edited in the store since.
package struct LineControl: Equatable, Sendable {
  /// The key of the document in the line: no locale identifier can be `rollout`.
  package static let key = LineNodeKey.rollout

  /// The release every install sees: the tree at `/<env>/v<major>/<locale>/labels`.
  package var released: LineRelease?
  /// The release staged to a share of installs, its tree at `staged/<id>`.
  package var staged: LineRelease?
  /// The share of installs that see ``staged``, a whole number from 0 to 100.
  package var percent: Int
  /// The release before ``released``, its tree at `previous/<id>`: where `rollback` returns.
  package var previous: LineRelease?
  /// The release `rollback` withdrew last, so that `status` can say the repository's release was
  /// rolled back rather than not published.
  package var rolledBack: LineRelease?
  /// Whether the apps of the line show their compiled-in defaults.
  package var halted: Bool
  /// The command that wrote the line last, such as `promote`.
  package var command: String
  /// The seal of the line as the command wrote it, or `nil` before it is sealed.
  package var seal: String?

  /// A control document from its parts.
  package init(
    released: LineRelease?, staged: LineRelease? = nil, percent: Int = 0, previous: LineRelease? = nil,
    rolledBack: LineRelease? = nil, halted: Bool = false, command: String, seal: String? = nil
  ) {
    self.released = released
    self.staged = staged
    self.percent = percent
    self.previous = previous
    self.rolledBack = rolledBack
    self.halted = halted
    self.command = command
    self.seal = seal
  }

  /// Reads the document as the store returns it.
  /// - Throws: ``StoreRecordError`` naming the member, within the document, that is missing or wrong.
  package init(json: JSONValue) throws(StoreRecordError) {
    guard case .object(let members) = json else { throw .notAnObject(pointer: "") }
    func release(_ name: String) throws(StoreRecordError) -> LineRelease? {
      guard let value = members[name] else { return nil }
      return try LineRelease(json: value, at: "/" + name)
    }
    released = try release("released")
    staged = try release("staged")
    previous = try release("previous")
    rolledBack = try release("rolledBack")
    percent = 0
    if staged != nil {
      guard case .object(let stagedMembers) = members["staged"],
        case .number(let text)? = stagedMembers["percent"],
        let share = Int(text), (0...100).contains(share)
      else { throw .missing(pointer: "/staged/percent") }
      percent = share
    }
    switch members["halted"] {
    case nil: halted = false
    case .bool(let value)?: halted = value
    default: throw .missing(pointer: "/halted")
    }
    guard case .string(let command) = members["command"] else { throw .missing(pointer: "/command") }
    self.command = command
    switch members["seal"] {
    case nil: seal = nil
    case .string(let value)?: seal = value
    default: throw .missing(pointer: "/seal")
    }
  }

  /// The document as written to the store: no member for what the line does not have.
  package var json: JSONValue {
    var members: [String: JSONValue] = ["command": .string(command)]
    if let released { members["released"] = released.json() }
    if let staged { members["staged"] = staged.json(["percent": .number(String(percent))]) }
    if let previous { members["previous"] = previous.json() }
    if let rolledBack { members["rolledBack"] = rolledBack.json() }
    if halted { members["halted"] = .bool(true) }
    if let seal { members["seal"] = .string(seal) }
    return .object(members)
  }
}
