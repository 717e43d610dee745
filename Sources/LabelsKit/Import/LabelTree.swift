import LabelsCore

/// The keys of the base locale arranged as the labels document they stand for, the inverse of
/// ``DottedKeys``.
///
/// Each key is split on `.` into nested objects. An object whose members are exactly `0`...`n-1`
/// becomes an array in index order; an object whose members are all objects with an `id` label equal to
/// their name becomes an array in key order: the list ``DottedKeys`` flattened by id, which ``LabelList``
/// matches by id again (member names are distinct and never empty). Either only when the items have the same shape, so that one
/// Swift type holds them. A key that would need a label to be an object too (`login` and `login.title`),
/// or that has an empty part (`a..b`), stays one key where the conflict starts. So does a key of more
/// than ``maximumDepth`` parts, which would nest deeper than the tool reads back, and a key that is a
/// sentence (``isSentence(_:)``), whose dots end sentences rather than separate names. A member's JSON
/// key is its name as the store can hold it (``FirebaseKey/storeKey(_:)``); its label keeps the source
/// key. An object of many members is then grouped (``KeyGrouping``), and a JSON key that would make its
/// label's path in the store too long is shortened (``ShortStoreKey``).
struct LabelTree {
  /// The most parts a key is split into. A document nests one level per part and its `schema.json`
  /// two, so a quarter of ``StrictJSONReader/maximumDepth`` keeps both readable with room to spare.
  static let maximumDepth = StrictJSONReader.maximumDepth / 4

  /// The members of the root object.
  let root: [KeyTreeMember]
  /// The keys kept whole, sorted.
  let keptWhole: [ImportReport.KeptWhole]
  /// The groups made of objects with many members.
  let groups: [ImportReport.Group]
  /// The tables the keys come from, as groups.
  let namespaces: TableNamespaces

  /// The labels whose path in the store would be too long under their store key, by key: each is stored
  /// under a shortened key (``ShortStoreKey``).
  let shortenedKeys: [ImportReport.Escaped]

  /// The labels whose source key the store refuses, by key: each is stored under its escape
  /// (``FirebaseKey/storeKey(_:)``).
  var escapedKeys: [ImportReport.Escaped] {
    var escaped: [ImportReport.Escaped] = []
    var pending = [KeyTreeNode.object(root)]
    while let node = pending.popLast() {
      switch node {
      case .text, .plural, .pluralText:
        break
      case .object(let members):
        for member in members {
          switch member.node {
          case .text(let key), .plural(let key), .pluralText(let key, _):
            let source = namespaces.sourceKey(key)
            if member.name != source && member.name == FirebaseKey.storeKey(source) {
              escaped.append(ImportReport.Escaped(key: key, jsonKey: member.name))
            }
          case .object, .array:
            pending.append(member.node)
          }
        }
      case .array(let items, _):
        pending += items
      }
    }
    return escaped.sorted { CanonicalJSONWriter.keyPrecedes($0.key, $1.key) }
  }

  /// Where each label is in the document, by its key.
  var pointers: [String: JSONPointer] {
    var pointers: [String: JSONPointer] = [:]
    Self.collect(.object(root), at: JSONPointer(), into: &pointers)
    return pointers
  }

  private static func collect(
    _ node: KeyTreeNode, at path: JSONPointer, into pointers: inout [String: JSONPointer]
  ) {
    switch node {
    case .text(let key), .plural(let key), .pluralText(let key, _):
      pointers[key] = path
    case .object(let members):
      for member in members { collect(member.node, at: path.appending(member.name), into: &pointers) }
    case .array(let items, _):
      for (index, item) in items.enumerated() {
        collect(item, at: path.appending(index: index), into: &pointers)
      }
    }
  }

  /// Whether a key is text rather than a name: it holds whitespace, or ASCII punctuation other than
  /// `.`, `-` and `_` (`Don't have an account?`, `%@ liked your post`).
  static func isSentence(_ key: String) -> Bool {
    key.unicodeScalars.contains { scalar in
      scalar.properties.isWhitespace
        || (scalar.isASCII && !scalar.properties.isAlphabetic && !("0"..."9").contains(scalar)
          && !".-_".unicodeScalars.contains(scalar))
    }
  }

  private indirect enum Draft {
    case text(String)
    case group([String: Draft])
  }

  /// Arranges `values` (the base locale's labels by key; a plural by its `other` form), of which
  /// `pluralKeys` are plural labels and `pluralTexts` labels of several counts (their variables in
  /// argument order, by key).
  init(
    values: [String: String], pluralKeys: Set<String> = [], pluralTexts: [String: [String]] = [:],
    namespaces: TableNamespaces = TableNamespaces([])
  ) {
    var members: [String: Draft] = [:]
    var keptWhole: [ImportReport.KeptWhole] = []
    for key in values.keys.sorted(by: CanonicalJSONWriter.keyPrecedes) {
      let table = namespaces.split(key)
      let components = Self.components(of: table?.key ?? key, reportedAs: key, keptWhole: &keptWhole)
      Self.insert(
        (table.map { [$0.group] } ?? []) + components, key: key, into: &members, keptWhole: &keptWhole)
    }
    var grouping = KeyGrouping()
    var shortened: [ImportReport.Escaped] = []
    root = Self.bounded(
      grouping.grouped(
        Self.members(
          members, values: values, pluralKeys: pluralKeys, pluralTexts: pluralTexts, path: JSONPointer(),
          grouping: &grouping),
        at: JSONPointer()),
      pathBytes: 0, shortened: &shortened)
    shortenedKeys = shortened.sorted { CanonicalJSONWriter.keyPrecedes($0.key, $1.key) }
    self.keptWhole = keptWhole
    groups = grouping.groups
    self.namespaces = namespaces
  }

  /// `members`, under a document path of `pathBytes` bytes, with each label's JSON key shortened where
  /// its path would pass ``FirebaseLimits/maximumDocumentPathBytes`` (its key and a `/` take
  /// `1 + key bytes`, and a plural's forms ``storedBelowBytes(_:)`` more), sorted again by name; each
  /// shortened label is added to `shortened`.
  private static func bounded(
    _ members: [KeyTreeMember], pathBytes: Int, shortened: inout [ImportReport.Escaped]
  ) -> [KeyTreeMember] {
    members.map { member in
      let bytes = pathBytes + 1 + member.name.utf8.count
      switch member.node {
      case .text(let key), .plural(let key), .pluralText(let key, _):
        let limit = FirebaseLimits.maximumDocumentPathBytes - pathBytes - 1 - storedBelowBytes(member.node)
        let name = ShortStoreKey.key(member.name, sourceKey: key, limit: limit)
        if name != member.name { shortened.append(ImportReport.Escaped(key: key, jsonKey: name)) }
        return KeyTreeMember(name: name, stem: member.stem, node: member.node)
      case .object(let children):
        return KeyTreeMember(
          name: member.name, stem: member.stem,
          node: .object(bounded(children, pathBytes: bytes, shortened: &shortened)))
      case .array(let items, let byID):
        return KeyTreeMember(
          name: member.name, stem: member.stem,
          node: .array(bounded(items, pathBytes: bytes, shortened: &shortened), byID: byID))
      }
    }
    .sorted { CanonicalJSONWriter.keyPrecedes($0.name, $1.name) }
  }

  /// The bytes of the longest path the store holds below a label, beyond the label's own: a plural's
  /// `/@plural/other`, a plural text's `/@plurals/<variable>/other` or `/@format`; none for a text.
  /// Exact-number forms longer than `other` (`=10000`) are not counted: lint reports the label they
  /// make too long.
  private static func storedBelowBytes(_ node: KeyTreeNode) -> Int {
    let form = 1 + PluralCategory.other.rawValue.utf8.count
    switch node {
    case .plural:
      return 1 + PluralLabel.marker.utf8.count + form
    case .pluralText(_, let variables):
      let variable = variables.map { FirebaseKey.storeKey($0).utf8.count }.max() ?? 0
      return max(
        1 + PluralTextLabel.formatMarker.utf8.count,
        1 + PluralTextLabel.variablesMarker.utf8.count + 1 + variable + form)
    case .text, .object, .array:
      return 0
    }
  }

  /// The items of an array under a document path of `pathBytes` bytes, bounded as ``bounded(_:pathBytes:shortened:)``.
  private static func bounded(
    _ items: [KeyTreeNode], pathBytes: Int, shortened: inout [ImportReport.Escaped]
  ) -> [KeyTreeNode] {
    items.enumerated().map { index, item in
      guard case .object(let members) = item else { return item }
      return .object(
        bounded(members, pathBytes: pathBytes + 1 + String(index).utf8.count, shortened: &shortened))
    }
  }

  /// The names a key nests under, its own last: its parts between dots, or the key alone when it is a
  /// sentence, nests too deep or has an empty part (added to `keptWhole` under `reportedAs`, the key
  /// as the import names it).
  private static func components(
    of key: String, reportedAs reported: String, keptWhole: inout [ImportReport.KeptWhole]
  ) -> [String] {
    if isSentence(key) {
      if key.contains(".") {
        keptWhole.append(ImportReport.KeptWhole(key: reported, reason: "is a sentence, not a path"))
      }
      return [key]
    }
    let parts = key.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    if parts.count > maximumDepth {
      keptWhole.append(
        ImportReport.KeptWhole(
          key: reported,
          reason: "has \(parts.count) parts between dots, more than the \(maximumDepth) a key may nest"))
      return [key]
    }
    if parts.contains("") {
      if parts.count > 1 {
        keptWhole.append(ImportReport.KeptWhole(key: reported, reason: "has an empty part between dots"))
      }
      return [key]
    }
    return parts
  }

  /// Inserts a key; keys arrive sorted, so a key always comes before the keys it is a prefix of.
  private static func insert(
    _ components: [String], key: String, into members: inout [String: Draft],
    keptWhole: inout [ImportReport.KeptWhole]
  ) {
    guard let name = components.first else { return }
    let rest = components.dropFirst()
    if rest.isEmpty {
      members[name] = .text(key)
      return
    }
    var children: [String: Draft] = [:]
    switch members[name] {
    case .text(let prefix):
      members[components.joined(separator: ".")] = .text(key)
      keptWhole.append(ImportReport.KeptWhole(key: key, reason: "\(prefix) is itself a label"))
      return
    case .group(let existing):
      children = existing
    case nil:
      break
    }
    members[name] = nil
    insert(Array(rest), key: key, into: &children, keptWhole: &keptWhole)
    members[name] = .group(children)
  }

  private static func members(
    _ drafts: [String: Draft], values: [String: String], pluralKeys: Set<String>,
    pluralTexts: [String: [String]], path: JSONPointer, grouping: inout KeyGrouping
  ) -> [KeyTreeMember] {
    drafts.map { (name: FirebaseKey.storeKey($0.key), source: $0.key, draft: $0.value) }
      .sorted { CanonicalJSONWriter.keyPrecedes($0.name, $1.name) }
      .map { name, source, draft in
        KeyTreeMember(
          name: name, stem: isSentence(source) ? SwiftName.sentenceStem(source) : source,
          node: node(
            draft, values: values, pluralKeys: pluralKeys, pluralTexts: pluralTexts,
            path: path.appending(name),
            grouping: &grouping))
      }
  }

  private static func node(
    _ draft: Draft, values: [String: String], pluralKeys: Set<String>, pluralTexts: [String: [String]],
    path: JSONPointer, grouping: inout KeyGrouping
  ) -> KeyTreeNode {
    switch draft {
    case .text(let key):
      if let variables = pluralTexts[key] { return .pluralText(key: key, variables: variables) }
      return pluralKeys.contains(key) ? .plural(key: key) : .text(key: key)
    case .group(let children):
      let members = members(
        children, values: values, pluralKeys: pluralKeys, pluralTexts: pluralTexts, path: path,
        grouping: &grouping)
      let items = members.map(\.node)
      let sameShape = items.dropFirst().allSatisfy { $0.hasSameShape(as: items[0]) }
      guard sameShape else { return .object(grouping.grouped(members, at: path)) }
      let indices = Set(members.indices.map(String.init))
      if Set(members.map(\.name)) == indices {
        return .array(members.sorted { (Int($0.name) ?? 0) < (Int($1.name) ?? 0) }.map(\.node), byID: false)
      }
      let namedByID = members.allSatisfy { member in
        guard case .object(let fields) = member.node,
          case .text(let idKey) = fields.first(where: { $0.name == "id" })?.node
        else { return false }
        return values[idKey] == member.name
      }
      return namedByID ? .array(items, byID: true) : .object(grouping.grouped(members, at: path))
    }
  }
}
