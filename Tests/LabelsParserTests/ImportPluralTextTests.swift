import Foundation
import LabelsCore
import LabelsKit
import Testing

/// Labels of several counts imported from a String Catalog written from Apple's format: two named
/// variables with text around them, positional variables that Russian reorders, and text around one
/// count, in English, Russian and Arabic. The generated package is compiled by `GeneratedPackageTests`.
@Suite struct ImportPluralTextTests {
  @Test func aCatalogsSubstitutionsBecomeLabelsOfSeveralCounts() throws {
    let folder = try TemporaryDirectory()
    try folder.copy(fixture: "import-plural-texts/Labels.xcstrings", to: "Labels.xcstrings")
    let run = CommandRun(
      ["import", "xcstrings", "Labels.xcstrings", "--skip-unsupported", "--output", "out"], in: folder.url)
    #expect(run.stderr == "")
    #expect(run.status == 0)
    try GoldenFolder.check(folder.url.appendingPathComponent("out"), matches: "import-plural-texts")
  }

  /// `feed.shared`'s forms take the text's argument 2 (`%2$@ shared %lld post`): a label of several
  /// counts whose call passes it, as Apple formats every form with the whole argument list.
  @Test func aFormTakingAnotherArgumentOfTheTextIsImportedWithIt() throws {
    let folder = try TemporaryDirectory()
    try folder.copy(fixture: "import-plural-texts/Labels.xcstrings", to: "Labels.xcstrings")
    let run = CommandRun(["import", "xcstrings", "Labels.xcstrings", "--output", "out"], in: folder.url)
    #expect(run.stderr == "")
    #expect(run.status == 0)
    #expect(
      try folder.read("out/Sources/Labels/Labels+Feed.swift").contains(
        "public let shared: PluralText1<SharedCount, String>"))
  }

  /// Emit writes back every entry the catalog had, exactly, and the one gap: Arabic's
  /// `threads` lacks `few`, which the import fills with its `other` form, as a plural's missing form.
  @Test func emitWritesBackTheEntriesItWasImportedFrom() throws {
    let folder = try TemporaryDirectory()
    let bytes = try Array(Data(contentsOf: folder.copy(fixture: "import-plural-texts/Labels.xcstrings")))
    let read = try TranslationTable.tables(catalogFile: "Labels.xcstrings", bytes: bytes)
    let result = try ImportPlan.generate(read.tables, baseLocale: read.sourceLanguage, skipped: read.skipped)
    let files = try AppleEmitPlan.files(for: result.documents, format: .xcstrings)
    let emitted = try #require(files.first { $0.path == "Labels.xcstrings" })
    guard case .object(let emittedCatalog) = try StrictJSONReader.read(emitted.contents),
      case .object(let source) = try StrictJSONReader.read(bytes),
      case .object(var expected)? = source["strings"]
    else {
      Issue.record("not catalogs")
      return
    }
    let threads = [
      "inbox.activity", "localizations", "ar", "substitutions", "threads", "variations", "plural",
    ]
    expected = JSONValue.object(expected).fillingFew(at: threads[...])
    guard case .object(var strings)? = emittedCatalog["strings"] else {
      Issue.record("no strings")
      return
    }
    // `feed.shared` has only en: ar and ru are gaps, which emit writes with the en forms.
    #expect(
      Self.localization("en", of: strings["feed.shared"])
        == Self.localization("en", of: expected["feed.shared"]))
    strings["feed.shared"] = nil
    expected["feed.shared"] = nil
    #expect(strings == expected)
  }

  private static func localization(_ locale: String, of entry: JSONValue?) -> JSONValue? {
    guard case .object(let members)? = entry, case .object(let localizations)? = members["localizations"]
    else {
      return nil
    }
    return localizations[locale]
  }

  private static let stringsDictFiles = ["en", "ru", "ar"].map { "\($0).lproj/Labels.stringsdict" }

  /// The same labels in `.stringsdict` files, whose forms hold their count's specifier and whose
  /// variables are in the format's order, give the catalog's sources and review.
  @Test func stringsDictFilesImportAsTheCatalogDoes() throws {
    let folder = try TemporaryDirectory()
    for file in Self.stringsDictFiles { try folder.copy(fixture: "import-plural-texts/\(file)", to: file) }
    let run = CommandRun(
      ["import", "strings"] + Self.stringsDictFiles + ["--skip-unsupported", "--output", "out"],
      in: folder.url)
    #expect(run.stderr == "")
    #expect(run.status == 0)
    let golden = GoldenFolder.directory.appendingPathComponent("import-plural-texts")
    let paths = try FileManager.default.subpathsOfDirectory(atPath: golden.path).filter {
      $0.hasSuffix(".swift") || $0.hasSuffix(".json")
    }
    #expect(paths.count == 23)
    for path in paths {
      #expect(
        try folder.read("out/" + path)
          == String(contentsOf: golden.appendingPathComponent(path), encoding: .utf8), "\(path)")
    }
    let report = try folder.read("out/ImportReport.md")
    #expect(report.contains("Imported 6 labels in 3 locales (base en; ar, ru) from 3 files.\n"))
    #expect(report.contains("\n- ar: feed.shared\n- ru: feed.shared\n"))
  }

  /// Emit writes back every `.stringsdict` entry the files had, exactly, and
  /// Arabic's `threads` with the `few` form the import filled.
  @Test func emitWritesBackTheStringsDictEntriesItWasImportedFrom() throws {
    let folder = try TemporaryDirectory()
    var tables: [TranslationTable] = []
    var skipped: [StringCatalog.Skipped] = []
    for file in Self.stringsDictFiles {
      let bytes = try Array(Data(contentsOf: folder.copy(fixture: "import-plural-texts/\(file)", to: file)))
      let read = try TranslationTable.stringsDict(file: file, bytes: bytes)
      tables.append(read.table)
      skipped += read.skipped
    }
    let result = try ImportPlan.generate(tables, baseLocale: LocaleIdentifier("en"), skipped: skipped)
    let files = try AppleEmitPlan.files(for: result.documents, format: .strings)
    for file in Self.stringsDictFiles {
      let emittedFile = try #require(files.first { $0.path == file })
      let written = try PropertyListSerialization.propertyList(from: Data(emittedFile.contents), format: nil)
      let fixture = try PropertyListSerialization.propertyList(
        from: Data(contentsOf: folder.url.appendingPathComponent(file)), format: nil)
      var expected = try #require(fixture as? [String: Any])
      var emitted = try #require(written as? [String: Any])
      if file.hasPrefix("en.") {
        #expect((emitted["feed.shared"] as? NSDictionary) == (expected["feed.shared"] as? NSDictionary))
      }
      // `feed.shared` has only en: ar and ru are gaps, which emit writes with the en forms.
      emitted["feed.shared"] = nil
      expected["feed.shared"] = nil
      if file.hasPrefix("ar."), var activity = expected["inbox.activity"] as? [String: Any],
        var threads = activity["threads"] as? [String: Any]
      {
        threads["few"] = threads["other"]
        activity["threads"] = threads
        expected["inbox.activity"] = activity
      }
      #expect((emitted as NSDictionary) == (expected as NSDictionary), "\(file)")
    }
  }
}

extension JSONValue {
  /// The members of a catalog's `strings` with the plural at `path` given a `few` form, its `other`.
  fileprivate func fillingFew(at path: ArraySlice<String>) -> [String: JSONValue] {
    guard case .object(var members) = self else { return [:] }
    guard let key = path.first else {
      members["few"] = members["other"]
      return members
    }
    members[key] = members[key].map { .object($0.fillingFew(at: path.dropFirst())) }
    return members
  }
}
