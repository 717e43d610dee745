import LabelsCore

/// Splits an object of many labels into groups, so that no generated struct holds hundreds of labels:
/// a flat namespace of 1,000 keys as one struct takes minutes and gigabytes to build in release.
///
/// An object of more than ``maximumMembers`` members is grouped by the first segment (between `-` or
/// `_`) of its labels' keys, when at least ``minimumGroupSize`` share it: `settings-title` and
/// `settings-subtitle` go into a member `settings`, whose Swift names are made from the rest (`title`,
/// `subtitle`); a group still too large is grouped again by the next segment. When the object still
/// has too many members, the labels left are cut, in key order, into members `part1`, `part2`, ... of
/// at most ``maximumMembers`` each, and if that is not enough, all members. A grouped label keeps its whole
/// original key as its JSON key (through `LabelGroup.labelKeys`), so no key is lost, only nested.
struct KeyGrouping {
  /// The most members an object keeps before it is grouped.
  static let maximumMembers = 50
  /// The fewest labels that make a group of a prefix: a struct of two labels costs a build more than
  /// it saves.
  static let minimumGroupSize = 5

  /// The groups made, in the order they were made.
  private(set) var groups: [ImportReport.Group] = []

  /// The members of an object at `path`, grouped when there are more than ``maximumMembers``.
  mutating func grouped(_ members: [KeyTreeMember], at path: JSONPointer) -> [KeyTreeMember] {
    guard members.count > Self.maximumMembers else { return members }
    let taken = Set(members.map(\.name))
    var buckets: [String: [(member: KeyTreeMember, rest: String)]] = [:]
    for member in members {
      guard let (head, rest) = Self.split(member) else { continue }
      buckets[head, default: []].append((member, rest))
    }
    let kept = buckets.filter { $0.value.count >= Self.minimumGroupSize && !taken.contains($0.key) }
    var result = members.filter { member in Self.split(member).map { kept[$0.head] == nil } ?? true }
    for head in kept.keys.sorted(by: CanonicalJSONWriter.keyPrecedes) {
      let bucket = kept[head] ?? []
      let groupPath = path.appending(head)
      groups.append(ImportReport.Group(path: groupPath, labelCount: bucket.count, prefix: head))
      let children = bucket.map { KeyTreeMember(name: $0.member.name, stem: $0.rest, node: $0.member.node) }
      result.append(
        KeyTreeMember(name: head, node: .object(grouped(children, at: groupPath))))
    }
    result.sort { CanonicalJSONWriter.keyPrecedes($0.name, $1.name) }
    guard result.count > Self.maximumMembers else { return result }
    var base = "part"
    while result.contains(where: { $0.name.hasPrefix(base) }) { base += "_" }
    // The labels left are cut into parts first, so that each group stays a member of its own.
    let groupsLeft = result.filter { if case .object = $0.node { true } else { false } }
    let labels = result.filter { if case .object = $0.node { false } else { true } }
    var parts = 0
    result = groupsLeft + chunks(labels, at: path, base: base, parts: &parts)
    result.sort { CanonicalJSONWriter.keyPrecedes($0.name, $1.name) }
    guard result.count > Self.maximumMembers else { return result }
    return chunks(result, at: path, base: base, parts: &parts)
  }

  /// `members` in parts of at most ``maximumMembers``, named `base` and the number after `parts`.
  private mutating func chunks(
    _ members: [KeyTreeMember], at path: JSONPointer, base: String, parts: inout Int
  )
    -> [KeyTreeMember]
  {
    stride(from: 0, to: members.count, by: Self.maximumMembers).map { start in
      parts += 1
      let name = "\(base)\(parts)"
      let chunk = Array(members[start..<min(start + Self.maximumMembers, members.count)])
      groups.append(ImportReport.Group(path: path.appending(name), labelCount: chunk.count, prefix: nil))
      return KeyTreeMember(name: name, node: .object(chunk))
    }
  }

  /// The first segment of a label's stem and the rest, when its stem has two segments or more (between
  /// `-` or `_`) and is not a sentence, and the store accepts the first as a key (a key kept whole
  /// such as `login.title-short` is not split at `login.title`).
  private static func split(_ member: KeyTreeMember) -> (head: String, rest: String)? {
    switch member.node {
    case .text, .plural, .pluralText: break
    case .object, .array: return nil
    }
    guard !member.stem.contains(where: \.isWhitespace) else { return nil }
    let segments = member.stem.split { $0 == "-" || $0 == "_" }
    guard segments.count > 1, let head = segments.first, FirebaseKey.problem(String(head)) == nil else {
      return nil
    }
    return (String(head), segments.dropFirst().joined(separator: "-"))
  }
}
