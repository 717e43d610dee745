import LabelsCore

/// The tables of an import as namespaces: an app looks each text up by its table (a String Catalog, or
/// the `.strings` and `.stringsdict` files of one name), so one key may mean different texts in two
/// tables, and each table is a group of its own.
///
/// The labels of the app's only table, or of its one `Localizable` table (the table
/// `NSLocalizedString` and `String(localized:)` read when none is named), stay at the root. Every other
/// table is a group named after it (`TextFind.xcstrings` → `TextFind`). The `.strings` and `.stringsdict`
/// files of one name are one table, wherever they are; String Catalogs of one name in different folders
/// (each Swift package's `Localizable.xcstrings`) are named by the nearest folder that tells them apart
/// (`FileEncoding`, or `Panes-Settings` for a table not called `Localizable`). A name the root's keys
/// already use takes `Table` after it. Inside the import a table's key is qualified
/// (`TextFind › Ignore Case`), so that two tables' keys never meet; the label keeps its table's key as
/// its source key.
struct TableNamespaces {
  /// What separates a table's group from its key in a qualified key, as the report shows it.
  static let separator = " › "

  /// The group of each table file that is not at the root, by file.
  private(set) var groups: [String: String] = [:]
  /// The group and the table's own key of each qualified key.
  private var qualifiedKeys: [String: (group: String, key: String)] = [:]

  /// Folders whose name says nothing of the table they hold.
  private static let anonymousFolders: Set<String> = [
    "", ".", "..", "resources", "resource", "sources", "source", "localizations", "localization",
    "localizables", "strings",
  ]

  /// The namespaces of `tables`, read as ``TranslationTable/file`` names them.
  init(_ tables: [TranslationTable]) {
    var identities: [String: (name: String, folders: [String])] = [:]
    var identityOfFile: [String: String] = [:]
    for table in tables where identityOfFile[table.file] == nil {
      let read = Self.table(ofFile: table.file)
      identities[read.identity] = (read.name, read.folders)
      identityOfFile[table.file] = read.identity
    }
    let localizable = identities.filter { $0.value.name == "Localizable" }.map(\.key)
    let root: String? =
      identities.count == 1 ? identities.keys.first : localizable.count == 1 ? localizable.first : nil
    let rootKeys = Set(
      tables.filter { identityOfFile[$0.file] == root }.flatMap(\.entries).map { entry in
        String(entry.key.prefix { $0 != "." })
      })
    var taken = rootKeys
    var groupOfIdentity: [String: String] = [:]
    let byName = Dictionary(grouping: identities.keys.filter { $0 != root }) { identities[$0]?.name ?? "" }
    for name in byName.keys.sorted() {
      let members = (byName[name] ?? []).sorted()
      let named = Self.distinctNames(
        members.map { identities[$0]?.folders ?? [] }, table: name, count: members.count)
      for (identity, proposed) in zip(members, named) {
        var group = proposed
        if taken.contains(group) { group += "Table" }
        var number = 2
        while taken.contains(group) {
          group = "\(proposed)Table\(number)"
          number += 1
        }
        taken.insert(group)
        groupOfIdentity[identity] = group
      }
    }
    for (file, identity) in identityOfFile {
      if let group = groupOfIdentity[identity] { groups[file] = group }
    }
  }

  /// The tables with each key of a table outside the root qualified by its group.
  mutating func qualify(_ tables: [TranslationTable]) -> [TranslationTable] {
    tables.map { table in
      guard let group = groups[table.file] else { return table }
      return TranslationTable(
        locale: table.locale, file: table.file,
        entries: table.entries.map { entry in
          let qualified = group + Self.separator + entry.key
          qualifiedKeys[qualified] = (group, entry.key)
          return entry.rekeyed(qualified)
        }, readNotes: table.readNotes)
    }
  }

  /// The group and the table's own key of a qualified key; `nil` for a key of the root.
  func split(_ key: String) -> (group: String, key: String)? {
    qualifiedKeys[key]
  }

  /// The key the app looks up in its table: the table's own key of a qualified key, else the key.
  func sourceKey(_ key: String) -> String {
    qualifiedKeys[key]?.key ?? key
  }

  /// What the report says of each group, by name: the table's first file, and how many more it has.
  var notes: [String] {
    Dictionary(grouping: groups.keys) { groups[$0] ?? "" }.sorted { $0.key < $1.key }.map { group, files in
      let files = files.sorted()
      let more =
        files.count == 1 ? "" : " (and \(files.count - 1) more \(files.count == 2 ? "file" : "files"))"
      return "\(files[0])\(more): a table of its own, the group \(group)"
    }
  }

  /// The table a file belongs to: its identity (a String Catalog is a table of its own; a `.strings` or
  /// `.stringsdict` file belongs to the table of its name, wherever its `.lproj` folder is, as the
  /// table name `NSLocalizedString` takes names it: an exported `.xcloc`'s base table and the app's
  /// translations are one table), its name, and a catalog's folders nearest first, less those that say
  /// nothing.
  private static func table(ofFile file: String) -> (identity: String, name: String, folders: [String]) {
    var components = file.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    let last = components.removeLast()
    let name =
      ["xcstrings", "stringsdict", "strings"].lazy.compactMap { suffix in
        last.hasSuffix("." + suffix) ? String(last.dropLast(suffix.count + 1)) : nil
      }.first ?? last
    guard last.hasSuffix(".xcstrings") else { return (name, name, []) }
    let folders = components.reversed().filter { folder in
      !folder.hasSuffix(".lproj") && !anonymousFolders.contains(folder.lowercased())
    }
    return (file, name, folders)
  }

  /// Names for `count` tables called `table`, told apart by their folders (nearest first): the table's
  /// name when it is alone, else as few of the nearest folders as make every name distinct, joined by
  /// `-` before the table's name (the folders alone for `Localizable`), else the name and a number.
  private static func distinctNames(_ folders: [[String]], table: String, count: Int) -> [String] {
    guard count > 1 else { return [table] }
    let depth = folders.map(\.count).max() ?? 0
    if depth > 0 {
      for taken in 1...depth {
        let names = folders.map { folders in
          let named = folders.prefix(taken).reversed().joined(separator: "-")
          return table == "Localizable" && !named.isEmpty
            ? named
            : ([named, table].filter { !$0.isEmpty })
              .joined(separator: "-")
        }
        if Set(names).count == names.count { return names }
      }
    }
    return (1...count).map { "\(table)\($0)" }
  }
}
