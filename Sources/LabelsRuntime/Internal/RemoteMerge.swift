import Foundation
import LabelsCoding
import LabelsCore

/// Lays a remote document over the defaults' document as a tree, in one pass: each remote node is
/// checked against the default at the same place and taken whole, or the default is kept there.
///
/// The defaults vouch for what a remote node must be: a group is merged member by member; a text must
/// be a string the app can format with the default's arguments; a plural must be complete, every member
/// a string, and a label of several counts must reference the default's variables, each such a plural;
/// a list must be an array whose every item passes the same checks against an item of the
/// defaults (the one of its `id`, else the one at its index, else the first). A value the defaults do
/// not vouch for (a member they lack, such as an optional label they leave out or a key of a newer
/// version, a list they leave empty, a number) is taken as it is: only decoding can judge it.
///
/// Every remote node is visited once, so the merge takes time linear in the two documents (times their
/// depth, for the pointers).
struct RemoteMerge {
  /// The remote values where they fit, the defaults elsewhere.
  private(set) var merged: JSONValue
  /// Where the defaults were kept, the highest pointer of each subtree only.
  private(set) var fallbacks: [JSONPointer] = []
  /// Each remote node taken whole, and whether the defaults vouched for it; each node once. A list, not a
  /// dictionary: it is searched only when decoding fails, and hashing a pointer for each of thousands of
  /// labels was a tenth of a load.
  private(set) var taken: [(pointer: JSONPointer, vouched: Bool)] = []
  /// The defaults as a labels document.
  let defaults: JSONValue
  /// The members of the remote document whose key is repeated: never trusted.
  private let duplicates: Set<JSONPointer>
  /// Every repeated member and each of its ancestors: a subtree rooted here holds a repeated key.
  private let duplicatesAndAncestors: Set<JSONPointer>
  /// The most UTF-8 bytes a remote text may have, when its default has fewer.
  private let maximumTextBytes: Int
  /// The rules the remote plurals are read with: which of their forms may leave out the count.
  private let rules: PluralRules

  /// Merges `remote` over `defaults`; `duplicates` are the members whose key the remote repeats, and
  /// `rules` those of the locale loaded.
  init(
    remote: JSONValue, duplicates: Set<JSONPointer>, defaults: JSONValue, maximumTextBytes: Int,
    rules: PluralRules
  ) {
    self.defaults = defaults
    self.rules = rules
    self.duplicates = duplicates
    duplicatesAndAncestors = Set(duplicates.lazy.flatMap(\.selfAndAncestors))
    self.maximumTextBytes = maximumTextBytes
    merged = .null
    var outcome = Outcome()
    merged =
      mergeRootOnTwoCores(remote, into: &outcome) ?? merge(remote, over: defaults, at: .root, into: &outcome)
    fallbacks = outcome.fallbacks
    taken = outcome.taken
  }

  /// The root merged as ``merge(_:over:at:into:)`` merges a group, its members shared between two cores,
  /// or `nil` when the root is not two groups with two members or more in the defaults. The merge was
  /// half the work of a launch that checks a cached document again, after the reading and encoding that
  /// already share the cores; each subtree's merge needs nothing from another's.
  private func mergeRootOnTwoCores(_ remote: JSONValue, into outcome: inout Outcome) -> JSONValue? {
    guard case .group(let baseMembers) = defaults.labelNode, baseMembers.count >= 2,
      case .group(let remoteMembers) = remote.labelNode, isTrusted(key: .root)
    else { return nil }
    let pairs = Array(baseMembers)
    // Each half in its place, so that the outcome lists come in the same order in every run.
    let halves = LockedState<[(members: [String: JSONValue], matched: Int, outcome: Outcome)?]>([nil, nil])
    DispatchQueue.concurrentPerform(iterations: 2) { half in
      let share = half == 0 ? pairs[..<(pairs.count / 2)] : pairs[(pairs.count / 2)...]
      var members: [String: JSONValue] = [:]
      var halfOutcome = Outcome()
      let matched = mergeMembers(
        share, with: remoteMembers, at: .root, into: &members, &halfOutcome)
      halves.withLock { $0[half] = (members, matched, halfOutcome) }
    }
    var members: [String: JSONValue] = [:]
    members.reserveCapacity(baseMembers.count)
    var matched = 0
    for case let half? in halves.withLock({ $0 }) {
      members.merge(half.members) { first, _ in first }
      matched += half.matched
      outcome.fallbacks += half.outcome.fallbacks
      outcome.taken += half.outcome.taken
    }
    takeMembersTheDefaultsLack(
      remoteMembers, of: baseMembers, matched: matched, at: .root, into: &members, &outcome)
    return .object(members)
  }

  /// Merges the remote members of the keys of `baseMembers`, some members of the defaults' group, over
  /// them into `members`.
  /// - Returns: how many of them the remote group has.
  private func mergeMembers(
    _ baseMembers: some Sequence<(key: String, value: JSONValue)>, with remoteMembers: [String: JSONValue],
    at pointer: JSONPointer, into members: inout [String: JSONValue], _ outcome: inout Outcome
  ) -> Int {
    var matched = 0
    for (key, value) in baseMembers {
      let remoteMember = remoteMembers[key]
      if remoteMember != nil { matched += 1 }
      members[key] = merge(remoteMember, over: value, at: pointer.appending(key), into: &outcome)
    }
    return matched
  }

  /// Takes the remote members the defaults lack, which are optional labels or unknown keys that the
  /// labels type judges; there are none when all of the remote group's members, `matched`, matched.
  private func takeMembersTheDefaultsLack(
    _ remoteMembers: [String: JSONValue], of baseMembers: [String: JSONValue], matched: Int,
    at pointer: JSONPointer, into members: inout [String: JSONValue], _ outcome: inout Outcome
  ) {
    guard matched < remoteMembers.count else { return }
    for (key, value) in remoteMembers where baseMembers[key] == nil && value != .null {
      let member = pointer.appending(key)
      guard isTrusted(member) else { continue }
      members[key] = value
      outcome.taken.append((member, false))
    }
  }

  /// Puts the defaults back over the remote node taken whole that holds `location`.
  /// - Returns: `false` when no taken node holds it, so nothing can be repaired there.
  mutating func repair(at location: JSONPointer) -> Bool {
    guard
      let node = location.selfAndAncestors.first(where: { node in taken.contains { $0.pointer == node } })
    else { return false }
    taken.removeAll { $0.pointer == node }
    putDefaultsBack(at: node)
    return true
  }

  /// Puts the defaults back over every remote node taken that the defaults did not vouch for.
  /// - Returns: `false` when there was none.
  mutating func dropUnvouched() -> Bool {
    let unvouched = taken.filter { !$0.vouched }.map(\.pointer)
    taken.removeAll { !$0.vouched }
    for node in unvouched { putDefaultsBack(at: node) }
    return !unvouched.isEmpty
  }

  /// Where the decoded labels came from: a value counts as remote when it was taken and the labels type
  /// kept it.
  func source(of labels: some Encodable) -> LabelsSource {
    if fallbacks.isEmpty { return .remote }
    if taken.isEmpty { return .defaultsOnly }
    // A remote node the defaults vouched for is a label; the labels type decoded it.
    if taken.contains(where: \.vouched) { return .partlyRemote }
    // The others are optional labels or unknown keys, which only the decoded value tells apart.
    guard let decoded = try? JSONValue(encoding: labels) else { return .partlyRemote }
    return taken.contains { decoded[$0.pointer] != nil } ? .partlyRemote : .defaultsOnly
  }

  /// Puts the defaults back over a node no longer in ``taken``.
  private mutating func putDefaultsBack(at node: JSONPointer) {
    merged.replaceMember(at: node.tokens[...], with: defaults[node])
    fallbacks.append(node)
  }

  /// What a merge found: where it kept the defaults and what it took.
  private struct Outcome {
    var fallbacks: [JSONPointer] = []
    var taken: [(pointer: JSONPointer, vouched: Bool)] = []
  }

  private func merge(
    _ remote: JSONValue?, over base: JSONValue, at pointer: JSONPointer, into outcome: inout Outcome
  )
    -> JSONValue
  {
    if case .absent = base.labelNode {
      // The defaults say nothing here (an optional label left out), so a trusted remote value may stand.
      guard let remote, remote != .null, isTrusted(pointer) else { return base }
      outcome.taken.append((pointer, false))
      return remote
    }
    guard let remote, remote != .null, isTrusted(key: pointer), remote.kind == base.kind else {
      outcome.fallbacks.append(pointer)
      return base
    }
    switch base.labelNode {
    case .group(let baseMembers):
      guard case .group(let remoteMembers) = remote.labelNode else { break }
      var members: [String: JSONValue] = [:]
      members.reserveCapacity(baseMembers.count)
      let matched = mergeMembers(
        baseMembers, with: remoteMembers, at: pointer, into: &members, &outcome)
      takeMembersTheDefaultsLack(
        remoteMembers, of: baseMembers, matched: matched, at: pointer, into: &members, &outcome)
      return .object(members)
    case .text(let baseText):
      guard isTrusted(pointer), case .string(let text) = remote, accepts(text, replacing: baseText) else {
        break
      }
      outcome.taken.append((pointer, true))
      return remote
    case .plural(let basePlural):
      guard isTrusted(pointer), case .plural(let plural) = remote.labelNode,
        accepts(plural, replacing: basePlural)
      else { break }
      outcome.taken.append((pointer, true))
      return remote
    case .pluralText(let baseLabel):
      guard isTrusted(pointer), case .pluralText(let label) = remote.labelNode,
        accepts(label, replacing: baseLabel)
      else { break }
      outcome.taken.append((pointer, true))
      return remote
    case .list(let baseList):
      guard isTrusted(pointer), case .array(let items) = remote,
        let vouched = check(items, against: baseList, at: pointer)
      else { break }
      outcome.taken.append((pointer, vouched))
      return remote
    case .value(let baseValue):
      guard isTrusted(pointer) else { break }
      // A number may not fit the type's width or kind (an `Int` given `1.5`): only decoding judges it.
      outcome.taken.append((pointer, baseValue == remote || remote.kind == .bool))
      return remote
    case .absent:
      break
    }
    outcome.fallbacks.append(pointer)
    return base
  }

  /// Whether every item of a remote list passes the checks against an item of the defaults' list, and
  /// so whether the list is taken; then whether the defaults vouched for all of it.
  /// - Returns: `nil` when an item fails, `true` or `false` when the list is taken.
  private func check(_ items: [JSONValue], against base: LabelList, at pointer: JSONPointer) -> Bool? {
    guard let first = base.items.first else { return items.isEmpty }
    let baseByID = base.itemsByID
    var probe = Outcome()
    for (index, item) in items.enumerated() {
      var model = index < base.items.count ? base.items[index] : first
      if let baseByID, case .object(let members) = item, case .string(let id)? = members["id"],
        let byID = baseByID[id]
      {
        model = byID
      }
      _ = merge(item, over: model, at: pointer.appending(index: index), into: &probe)
      guard probe.fallbacks.isEmpty else { return nil }
    }
    return probe.taken.allSatisfy(\.vouched)
  }

  /// A remote text replaces the default's when it is no longer than the limit (or the default) and the
  /// app can show it and format it with the default's arguments.
  private func accepts(_ text: String, replacing base: String) -> Bool {
    let bytes = text.utf8.count
    guard bytes <= maximumTextBytes || bytes <= base.utf8.count else { return false }
    return RemoteLabelCheck.accepts(text, replacing: base)
  }

  /// A remote plural replaces the default when every member of `@plural` is a string within the limit
  /// and ``RemoteLabelCheck`` accepts its forms.
  private func accepts(_ plural: PluralLabel, replacing base: PluralLabel) -> Bool {
    for value in plural.members.values {
      guard case .string(let text) = value, text.utf8.count <= maximumTextBytes else { return false }
    }
    return RemoteLabelCheck.accepts(plural, replacing: base, rules: rules)
  }

  /// A remote label of several counts replaces the default when its format and every form are strings
  /// within the limit and ``RemoteLabelCheck`` accepts it.
  private func accepts(_ label: PluralTextLabel, replacing base: PluralTextLabel) -> Bool {
    guard let format = label.formatText, format.utf8.count <= maximumTextBytes else { return false }
    let plurals = label.plurals
    guard plurals.count == label.variables.count else { return false }
    for plural in plurals.values {
      for value in plural.members.values {
        guard case .string(let text) = value, text.utf8.count <= maximumTextBytes else { return false }
      }
    }
    return RemoteLabelCheck.accepts(label, replacing: base, rules: rules)
  }

  /// Whether no key at or below `pointer` is repeated.
  private func isTrusted(_ pointer: JSONPointer) -> Bool {
    duplicates.isEmpty || !duplicatesAndAncestors.contains(pointer)
  }

  /// Whether the key of the member at `pointer` is not repeated.
  private func isTrusted(key pointer: JSONPointer) -> Bool {
    duplicates.isEmpty || !duplicates.contains(pointer)
  }
}
