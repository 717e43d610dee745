import LabelsCore

/// The labels of one locale read from one file: a `.strings` table, a `.stringsdict` file or one locale
/// of a String Catalog.
package struct TranslationTable: Equatable, Sendable {
  /// The locale.
  package let locale: LocaleIdentifier
  /// The file, as the user named it.
  package let file: String
  /// The entries, in file order.
  package let entries: [TranslationEntry]
  /// How the file was read where a text differs from what it shows: each escape of a `.strings` file
  /// that reads another text (`Base.lproj/Main.strings:4:9: '\(' reads as '(' …`).
  package let readNotes: [String]

  /// Creates a table.
  package init(locale: LocaleIdentifier, file: String, entries: [TranslationEntry], readNotes: [String] = [])
  {
    self.locale = locale
    self.file = file
    self.entries = entries
    self.readNotes = readNotes
  }

  /// Reads a `.strings` file strictly; its locale is the name of its `<locale>.lproj` folder, unless
  /// given (a file of `Base.lproj` is the base locale's).
  /// - Parameters:
  ///   - path: the file's path, such as `Resources/pt-BR.lproj/Localizable.strings`.
  ///   - bytes: its contents.
  ///   - locale: the locale, when its folder does not name it.
  /// - Throws: ``ImportError/notInLocaleFolder(file:)``, ``ImportError/invalidLocale(file:_:)`` or
  ///   ``ImportError/malformedStrings(file:_:)``.
  package init(stringsFile path: String, bytes: [UInt8], locale: LocaleIdentifier? = nil) throws(ImportError)
  {
    if let locale {
      self.locale = locale
    } else {
      self.locale = try Self.locale(ofFile: path)
    }
    let read: (entries: [StringsEntry], notes: [StringsReadNote])
    do {
      read = try StringsFileReader.readNoting(bytes)
    } catch {
      throw .malformedStrings(file: path, error)
    }
    let entries = read.entries
    readNotes = read.notes.map { "\(path):\($0.line):\($0.column): \($0.message)" }
    file = path
    self.entries = entries.map { entry in
      TranslationEntry(
        key: entry.key, value: entry.value,
        location: FileLocation(file: path, line: entry.line, column: entry.column), comment: entry.comment)
    }
  }

  /// The folder Xcode keeps the development language's files in under Base Internationalization.
  package static let baseFolder = "Base.lproj"

  /// Whether a file lies directly inside `Base.lproj`, which names no locale: its tables are the base
  /// locale's.
  package static func isInBaseFolder(_ path: String) -> Bool {
    path.split(separator: "/").dropLast().last.map(String.init) == baseFolder
  }

  /// Whether every key of the table is an Interface Builder object's (`abc-de-fgh.text`, or `57.title`
  /// in an older storyboard): strings of a
  /// storyboard or a xib, which the app looks up through the storyboard, never by key in code.
  package var holdsInterfaceBuilderStringsOnly: Bool {
    !entries.isEmpty
      && entries.allSatisfy { entry in
        guard let dot = entry.key.firstIndex(of: "."), entry.key.index(after: dot) < entry.key.endIndex else {
          return false
        }
        let id = entry.key[..<dot]
        // An older storyboard numbers its objects (`57.title`).
        if id.allSatisfy({ $0.isASCII && $0.isNumber }) { return true }
        let parts = id.split(separator: "-", omittingEmptySubsequences: false)
        return parts.map(\.count) == [3, 2, 3]
          && parts.allSatisfy { $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
      }
  }

  /// The locale of a file directly inside a `<locale>.lproj` folder.
  /// - Throws: ``ImportError/notInLocaleFolder(file:)`` or ``ImportError/invalidLocale(file:_:)``.
  static func locale(ofFile path: String) throws(ImportError) -> LocaleIdentifier {
    let folders = path.split(separator: "/").dropLast()
    guard let folder = folders.last, folder.hasSuffix(".lproj") else { throw .notInLocaleFolder(file: path) }
    do {
      return try LocaleIdentifier(String(folder.dropLast(".lproj".count)))
    } catch {
      throw .invalidLocale(file: path, error)
    }
  }

  /// The tables of a String Catalog, one per locale, and the localizations it left out.
  /// - Throws: ``ImportError/malformedCatalog(file:_:)``.
  package static func tables(catalogFile path: String, bytes: [UInt8]) throws(ImportError) -> (
    sourceLanguage: LocaleIdentifier, tables: [TranslationTable], skipped: [StringCatalog.Skipped]
  ) {
    let catalog: StringCatalog
    do {
      catalog = try StringCatalog(bytes: bytes)
    } catch {
      throw .malformedCatalog(file: path, error)
    }
    let location = FileLocation(file: path)
    let locales = Set(catalog.labels.keys).union(catalog.plurals.keys).union(catalog.pluralTexts.keys)
    let tables = locales.sorted().map { locale in
      let texts = (catalog.labels[locale] ?? []).map {
        TranslationEntry(
          key: $0.key, value: $0.value, location: location, comment: catalog.comments[$0.key],
          state: catalog.states[locale]?[$0.key])
      }
      let plurals = (catalog.plurals[locale] ?? []).map {
        TranslationEntry(key: $0.key, plural: $0.forms, location: location, comment: catalog.comments[$0.key])
      }
      let pluralTexts = (catalog.pluralTexts[locale] ?? []).map {
        TranslationEntry(
          key: $0.key, format: $0.format, variables: $0.variables, location: location,
          comment: catalog.comments[$0.key], state: catalog.states[locale]?[$0.key])
      }
      return TranslationTable(
        locale: locale, file: path,
        entries: (texts + plurals + pluralTexts).sorted { CanonicalJSONWriter.keyPrecedes($0.key, $1.key) })
    }
    return (catalog.sourceLanguage, tables, catalog.skipped)
  }
}
