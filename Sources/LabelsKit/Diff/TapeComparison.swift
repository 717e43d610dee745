import LabelsCore

/// The changes between two documents read as ``JSONTape``s: exactly what ``SchemaDiff/compare(old:new:oldSchema:)``
/// finds without a schema, found without building the values that are written with the same bytes on
/// both sides, which is nearly all of them.
///
/// Two groups of labels are walked member by member in canonical key order; a pair of values with the
/// same bytes holds no change; any other pair (texts that differ, lists, plural labels, a group beside
/// anything else) is built as ``JSONValue``s and compared by ``DocumentComparison``, which also records
/// the members only one side has.
package struct TapeComparison {
  private let old: JSONTape
  private let new: JSONTape
  private var comparison = DocumentComparison(locale: nil)
  /// The keys, as numbered in OLD, from the root down to the values being compared.
  private var path: [Int] = []

  private init(old: JSONTape, new: JSONTape) {
    self.old = old
    self.new = new
  }

  /// Compares two documents; the changes carry no locale. A root group of many members is compared
  /// on both cores, each taking half of the members both documents have.
  package static func compare(old: JSONTape, new: JSONTape) -> ChangeReport {
    var root = TapeComparison(old: old, new: new)
    guard isGroup(old, old.root), isGroup(new, new.root) else {
      root.compare(old.root, new.root)
      return ChangeReport(root.comparison.changes)
    }
    let members = join(old, old.root, new, new.root)
    let halves = ParallelWork.map(count: 2) { half in
      var comparison = TapeComparison(old: old, new: new)
      let count = members.shared.count
      for (key, oldValue, newValue) in members.shared[half == 0 ? 0..<count / 2 : count / 2..<count] {
        comparison.path = [key]
        comparison.compare(oldValue, newValue)
      }
      return comparison.comparison.changes
    }
    root.recordMembership(members)
    return ChangeReport(root.comparison.changes + halves.joined())
  }

  private mutating func compare(_ oldValue: Int, _ newValue: Int) {
    if old.sameBytes(oldValue, as: new, newValue) { return }
    guard Self.isGroup(old, oldValue), Self.isGroup(new, newValue) else {
      comparison.compare(old.value(oldValue), new.value(newValue), at: pointer, id: nil)
      return
    }
    let members = Self.join(old, oldValue, new, newValue)
    for (key, oldMember, newMember) in members.shared {
      path.append(key)
      compare(oldMember, newMember)
      path.removeLast()
    }
    recordMembership(members)
  }

  private mutating func recordMembership(_ members: Members) {
    guard !members.removed.isEmpty || !members.added.isEmpty else { return }
    comparison.recordMembership(
      at: pointer,
      removed: Dictionary(
        uniqueKeysWithValues: members.removed.map { (old.key($0.key), old.value($0.value)) }),
      added: Dictionary(uniqueKeysWithValues: members.added.map { (new.key($0.key), new.value($0.value)) }))
  }

  private var pointer: JSONPointer {
    JSONPointer(path.map(old.key))
  }

  /// Whether a value is a group of labels (``LabelNode/group(_:)``): an object that is not a plural
  /// label.
  private static func isGroup(_ tape: JSONTape, _ value: Int) -> Bool {
    guard tape.isObject(value) else { return false }
    // A plural label's one member is its marker, right after it.
    return
      !(tape.memberCount(value) == 1 && tape.key(value + 1, is: PluralLabel.marker)
      && tape.isObject(value + 2))
  }

  /// The members of two objects: those both have (OLD's key, OLD's value, NEW's value), those only OLD
  /// has and those only NEW has.
  private typealias Members = (
    shared: [(key: Int, old: Int, new: Int)], removed: [(key: Int, value: Int)],
    added: [(key: Int, value: Int)]
  )

  /// Joins the members of two objects, both in canonical key order.
  private static func join(_ old: JSONTape, _ oldObject: Int, _ new: JSONTape, _ newObject: Int) -> Members {
    let oldMembers = old.members(of: oldObject)
    let newMembers = new.members(of: newObject)
    var members: Members = ([], [], [])
    members.shared.reserveCapacity(min(oldMembers.count, newMembers.count))
    var oldIndex = 0
    var newIndex = 0
    while oldIndex < oldMembers.count, newIndex < newMembers.count {
      let order = old.compareKey(oldMembers[oldIndex].key, with: new, newMembers[newIndex].key)
      if order == 0 {
        members.shared.append(
          (oldMembers[oldIndex].key, oldMembers[oldIndex].value, newMembers[newIndex].value))
        oldIndex += 1
        newIndex += 1
      } else if order < 0 {
        members.removed.append(oldMembers[oldIndex])
        oldIndex += 1
      } else {
        members.added.append(newMembers[newIndex])
        newIndex += 1
      }
    }
    members.removed += oldMembers[oldIndex...]
    members.added += newMembers[newIndex...]
    return members
  }
}
