import LabelsCore

/// What `import` and `init` read, parsed in memory: the translation tables of every input, the source
/// languages its String Catalogs name and the entries a label cannot carry; and the one decision that
/// turns them into an ``ImportPlan``: whether to refuse what cannot be carried, which locale is the
/// base, which locales are kept.
package struct ImportInputs: Equatable, Sendable {
  /// The formats import reads.
  package enum Format: String, Equatable, Sendable {
    case strings, xcstrings
  }

  /// An entry a label cannot carry, with the input it was read from.
  package struct Skipped: Equatable, Sendable {
    /// The input, as named on the command line.
    package let file: String
    /// The key, its locale and why.
    package let entry: StringCatalog.Skipped
  }

  /// A file of `Base.lproj`, read once the base locale is known.
  package struct BaseFolderFile: Equatable, Sendable {
    /// The input, as named on the command line.
    package let file: String
    /// Its contents.
    package let bytes: [UInt8]
  }

  /// The format of the inputs.
  package let format: Format
  /// Every table read, in the order the inputs were added.
  package private(set) var tables: [TranslationTable] = []
  /// The source language of each String Catalog added.
  package private(set) var sourceLanguages: Set<LocaleIdentifier> = []
  /// The entries a label cannot carry, in the order they were read.
  package private(set) var skipped: [Skipped] = []
  /// The files of `Base.lproj`, in the order they were added: the base locale's tables.
  package private(set) var baseFolderFiles: [BaseFolderFile] = []
  /// The inputs left out as they were added, each with why, for the report.
  package private(set) var notes: [String] = []

  /// No inputs yet, of `format`.
  package init(format: Format) {
    self.format = format
  }

  /// Parses one input: a `.strings` or `.stringsdict` file (by its name) for ``Format/strings``, a
  /// String Catalog for ``Format/xcstrings``.
  /// - Parameters:
  ///   - bytes: the file's contents.
  ///   - file: its path as named on the command line, which the tables and the report name.
  /// - Throws: ``ImportError`` when the input is malformed or not in a locale folder.
  package mutating func add(_ bytes: [UInt8], file: String) throws(ImportError) {
    switch format {
    case .strings where TranslationTable.isInBaseFolder(file):
      baseFolderFiles.append(BaseFolderFile(file: file, bytes: bytes))
    case .strings where file.hasSuffix(".stringsdict"):
      let read = try TranslationTable.stringsDict(file: file, bytes: bytes)
      tables.append(read.table)
      skipped += read.skipped.map { Skipped(file: file, entry: $0) }
    case .strings:
      tables.append(try TranslationTable(stringsFile: file, bytes: bytes))
    case .xcstrings:
      let catalog = try TranslationTable.tables(catalogFile: file, bytes: bytes)
      if let source = catalog.tables.first(where: { $0.locale == catalog.sourceLanguage }),
        source.holdsInterfaceBuilderStringsOnly
      {
        notes.append(Self.interfaceBuilderNote(file: file, table: source))
        return
      }
      tables += catalog.tables
      sourceLanguages.insert(catalog.sourceLanguage)
      skipped += catalog.skipped.map { Skipped(file: file, entry: $0) }
    }
  }

  /// The generated sources of the inputs.
  /// - Parameters:
  ///   - baseLocale: the base locale given, or `nil` for the source language every catalog names.
  ///   - locales: the locales to keep, `nil` for every locale of the inputs.
  ///   - skipUnsupported: import the rest when entries cannot be carried, listing them in the report.
  ///   - acceptSparseBase: import a base table that ``isSparse(labels:keysWithoutBase:)``.
  /// - Throws: ``ImportRefusal``, checked in this order: entries a label cannot carry (without
  ///   `skipUnsupported`), catalogs that disagree on their source language, a kept locale the inputs
  ///   lack, what ``ImportPlan/generate(_:baseLocale:skipped:schemaVersion:skippingRefusedBase:)``
  ///   refuses, then a sparse base table (without `acceptSparseBase`).
  package func plan(
    baseLocale: LocaleIdentifier?, locales: [LocaleIdentifier]?, skipUnsupported: Bool,
    acceptSparseBase: Bool = false
  ) throws(ImportRefusal) -> ImportPlan.Result {
    if !skipUnsupported, !skipped.isEmpty { throw .unsupported(skipped) }
    let base: LocaleIdentifier
    if let baseLocale {
      base = baseLocale
    } else if sourceLanguages.count == 1, let only = sourceLanguages.first {
      base = only
    } else {
      throw .sourceLanguages(sourceLanguages.sorted())
    }
    let read: (tables: [TranslationTable], notes: [String], skipped: [Skipped])
    do {
      read = try baseFolderRead(base: base)
    } catch {
      throw .invalid(error)
    }
    // A plural whose forms take more arguments than a typed call passes cannot be carried.
    let uncarriable = PluralsWithArguments.uncarriable(read.tables, baseLocale: base)
    let skippedNow = read.skipped + uncarriable
    if !skipUnsupported, !skippedNow.isEmpty { throw .unsupported(skippedNow) }
    let leftOut = Set(uncarriable.map(\.entry.key))
    var kept = read.tables.map { table in
      leftOut.isEmpty
        ? table
        : TranslationTable(
          locale: table.locale, file: table.file, entries: table.entries.filter { !leftOut.contains($0.key) },
          readNotes: table.readNotes)
    }
    if let locales {
      let available = Set(kept.map(\.locale))
      if let missing = locales.first(where: { !available.contains($0) }) {
        throw .localeMissing(missing, available: available.sorted())
      }
      kept = kept.filter { locales.contains($0.locale) }
    }
    let result: ImportPlan.Result
    do {
      result = try ImportPlan.generate(
        kept, baseLocale: base, skipped: (skipped + skippedNow).map(\.entry), notes: read.notes,
        skippingRefusedBase: skipUnsupported)
    } catch {
      throw .invalid(error)
    }
    let report = result.report
    if !acceptSparseBase, Self.isSparse(labels: report.labelCount, keysWithoutBase: report.keysWithoutBase) {
      throw .sparseBase(base, labels: report.labelCount, keysWithoutBase: report.keysWithoutBase)
    }
    return result
  }

  /// Whether a base table is too sparse to import without being told to: more keys have translations
  /// but no base text than have one, and at least ten do. Its keys' texts then live elsewhere (in the
  /// code, as `NSLocalizedString(_:value:comment:)` gives them), and the import would leave most of
  /// the app's texts out.
  package static func isSparse(labels: Int, keysWithoutBase: Int) -> Bool {
    keysWithoutBase >= 10 && keysWithoutBase > labels
  }

  /// The tables with those of `Base.lproj` read as the base locale's: each merged into the base
  /// locale's own table of its name when there is one (the locale's own entries win), else taken as
  /// that table; one that holds only a storyboard's strings is left out. With a note for each, for the
  /// report, after every table's notes on escapes that read another text than they show.
  private func baseFolderRead(base: LocaleIdentifier) throws(ImportError) -> (
    tables: [TranslationTable], notes: [String], skipped: [Skipped]
  ) {
    var tables = self.tables
    var notes = self.notes + tables.flatMap(\.readNotes)
    var skipped: [Skipped] = []
    for input in baseFolderFiles {
      let table: TranslationTable
      if input.file.hasSuffix(".stringsdict") {
        let read = try TranslationTable.stringsDict(file: input.file, bytes: input.bytes, locale: base)
        table = read.table
        skipped += read.skipped.map { Skipped(file: input.file, entry: $0) }
      } else {
        table = try TranslationTable(stringsFile: input.file, bytes: input.bytes, locale: base)
      }
      notes += table.readNotes
      guard !table.holdsInterfaceBuilderStringsOnly else {
        notes.append(Self.interfaceBuilderNote(file: input.file, table: table))
        continue
      }
      let name = input.file.split(separator: "/").last.map(String.init) ?? input.file
      if let index = tables.firstIndex(where: {
        $0.locale == base && $0.file.split(separator: "/").last.map(String.init) == name
      }) {
        let own = tables[index]
        let ownKeys = Set(own.entries.map(\.key))
        let added = table.entries.filter { !ownKeys.contains($0.key) }
        tables[index] = TranslationTable(locale: base, file: own.file, entries: own.entries + added)
        notes.append(
          "\(input.file): read as \(base), merged into \(own.file): \(added.count) keys added; "
            + "\(table.entries.count - added.count) it shares with \(own.file) keep \(own.file)'s text")
      } else {
        tables.append(table)
        notes.append("\(input.file): read as \(base), the base locale (Base Internationalization)")
      }
    }
    return (tables, notes, skipped)
  }

  /// Why a table of a storyboard's or a xib's strings is left out.
  private static func interfaceBuilderNote(file: String, table: TranslationTable) -> String {
    "\(file): left out; it holds only the strings of a storyboard or xib "
      + "(\(table.entries.count) \(table.entries.count == 1 ? "key" : "keys") such as \(table.entries[0].key)), "
      + "which the app looks up through them"
  }
}
