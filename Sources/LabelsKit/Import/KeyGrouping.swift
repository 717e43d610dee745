import LabelsCore

/// Splits an object of many labels into groups, so that no generated struct holds hundreds of labels:
/// a flat namespace of 1,000 keys as one struct takes minutes and gigabytes to build in release.
///
/// An object of more than ``maximumMembers`` members is grouped by the first segment (between `-` or
/// `_`) of its labels' keys, when at least ``minimumGroupSize`` share it: `settings-title` and
/// `settings-subtitle` go into a member `settings`, whose Swift names are made from the rest (`title`,
/// `subtitle`); a group still too large is grouped again by the next segment. When the object still
/// has too many members, labels whose keys are sentences are grouped by their first word when two or
/// more share it (`Ignore Case` and `Ignore Whitespace` under `Ignore`), and then the labels left by
/// the letter their name starts with (`A` … `Z`). A group is named by its labels' own keys, never by
/// their place among the others, so adding a key never moves another to a group of another name. A
/// grouped label keeps its whole original key as its JSON key (through `LabelGroup.labelKeys`), so no
/// key is lost, only nested.
struct KeyGrouping {
  /// The most members an object keeps before it is grouped.
  static let maximumMembers = 50
  /// The fewest labels that make a group of a key segment: a struct of two labels costs a build more
  /// than it saves.
  static let minimumGroupSize = 5

  /// The groups made, in the order they were made.
  private(set) var groups: [ImportReport.Group] = []

  /// The members of an object at `path`, grouped when there are more than ``maximumMembers``.
  mutating func grouped(_ members: [KeyTreeMember], at path: JSONPointer) -> [KeyTreeMember] {
    guard members.count > Self.maximumMembers else { return members }
    var result = grouped(members, at: path, minimum: Self.minimumGroupSize, nested: true, by: Self.segment)
    guard result.count > Self.maximumMembers else { return result }
    result = grouped(result, at: path, minimum: 2, nested: true, by: Self.firstWord)
    guard result.count > Self.maximumMembers else { return result }
    return grouped(result, at: path, minimum: 1, nested: false, by: Self.initial)
  }

  /// `members` with the labels that share a head (`split` gives it and the rest of the label's stem)
  /// gathered under a member of that name, when at least `minimum` share it, more than one head is
  /// found and no member already has the name; each group grouped again when `nested`.
  private mutating func grouped(
    _ members: [KeyTreeMember], at path: JSONPointer, minimum: Int, nested: Bool,
    by split: (KeyTreeMember) -> (head: String, rest: String)?
  ) -> [KeyTreeMember] {
    let taken = Set(members.map(\.name))
    var buckets: [String: [(member: KeyTreeMember, rest: String)]] = [:]
    for member in members where Self.isLabel(member) {
      guard let (head, rest) = split(member), FirebaseKey.problem(head) == nil else { continue }
      buckets[head, default: []].append((member, rest))
    }
    let kept = buckets.filter { $0.value.count >= minimum && !taken.contains($0.key) }
    guard nested || kept.count > 1 else { return members }
    let groupedNames = Set(kept.values.flatMap { $0.map(\.member.name) })
    var result = members.filter { !groupedNames.contains($0.name) }
    for head in kept.keys.sorted(by: CanonicalJSONWriter.keyPrecedes) {
      let bucket = kept[head] ?? []
      let groupPath = path.appending(head)
      groups.append(ImportReport.Group(path: groupPath, labelCount: bucket.count, prefix: head))
      let children = bucket.map { KeyTreeMember(name: $0.member.name, stem: $0.rest, node: $0.member.node) }
      result.append(
        KeyTreeMember(name: head, node: .object(nested ? grouped(children, at: groupPath) : children)))
    }
    return result.sorted { CanonicalJSONWriter.keyPrecedes($0.name, $1.name) }
  }

  /// Whether a member is a label, not an object or a list.
  private static func isLabel(_ member: KeyTreeMember) -> Bool {
    switch member.node {
    case .text, .plural, .pluralText: true
    case .object, .array: false
    }
  }

  /// The first segment of a label's stem and the rest, when its stem has two segments or more (between
  /// `-` or `_`) and is not a sentence (a key kept whole such as `login.title-short` is not split at
  /// `login.title`, which the store refuses as a key).
  private static func segment(_ member: KeyTreeMember) -> (head: String, rest: String)? {
    guard !member.stem.contains(where: \.isWhitespace) else { return nil }
    let segments = member.stem.split { $0 == "-" || $0 == "_" }
    guard segments.count > 1, let head = segments.first else { return nil }
    return (String(head), segments.dropFirst().joined(separator: "-"))
  }

  /// The first word of a sentence's stem and the rest (`Ignore` and `Case` of `Ignore Case`), when the
  /// key starts with it: the stem of `%lld errors found.` starts with `lld`, no word of the key.
  private static func firstWord(_ member: KeyTreeMember) -> (head: String, rest: String)? {
    let words = member.stem.split(whereSeparator: \.isWhitespace)
    guard words.count > 1, let head = words.first, member.name.hasPrefix(head) else { return nil }
    return (String(head), words.dropFirst().joined(separator: " "))
  }

  /// The letter (A to Z) a label's stem starts with, and the whole stem, when its key starts with a
  /// letter too (not `%lld errors found.`).
  private static func initial(_ member: KeyTreeMember) -> (head: String, rest: String)? {
    guard let first = member.stem.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic,
      member.name.unicodeScalars.first?.properties.isAlphabetic == true
    else { return nil }
    return (String(first).uppercased(), member.stem)
  }
}
