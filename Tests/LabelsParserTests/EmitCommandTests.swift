import Foundation
import LabelsCore
import LabelsKit
import Testing

@testable import LabelsCommands

@Suite struct EmitCommandTests {
  private static let fileCounts: [AppleFormat: Int] = [.strings: 3, .xcstrings: 1, .plist: 1]

  @Test(arguments: AppleFormat.allCases)
  func emitsTheDefaultsAsGoldenFilesThenIsUpToDate(format: AppleFormat) throws {
    let folder = try TemporaryDirectory()
    let project = ShopLabels.v1(root: folder.url.path)
    let first = CommandRun(["emit", format.rawValue], project: project)
    let paths = try #require(
      [
        AppleFormat.strings: [
          "en.lproj/Labels.strings", "ru.lproj/Labels.strings", "uk.lproj/Labels.strings",
        ],
        .xcstrings: ["Labels.xcstrings"], .plist: ["Labels.plist"],
      ][format])
    #expect(
      first
        == CommandRun(
          stdout: paths.map { "wrote <root>/emit/\($0)\n" }.joined()
            + "<root>/emit: \(paths.count) of \(paths.count) files changed\n",
          stderr: "", status: 0))
    try GoldenFolder.check(folder.url.appendingPathComponent("emit"), matches: "emit/\(format)")

    let second = CommandRun(
      ["emit", format.rawValue, "--output=" + folder.url.path + "/emit"], project: project)
    #expect(
      second
        == CommandRun(stdout: "<root>/emit is up to date (\(paths.count) files)\n", stderr: "", status: 0))
  }

  @Test(arguments: AppleFormat.allCases)
  func aVersionFolderEmitsTheSameBytesAsTheDefaults(format: AppleFormat) throws {
    let folder = try TemporaryDirectory()
    let project = ShopLabels.v1(root: folder.url.path)
    #expect(CommandRun(["export"], project: project).status == 0)
    let result = CommandRun(
      ["emit", format.rawValue, folder.url.path + "/Exports/1.0.0", "--output", folder.url.path + "/out"],
      project: project)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    try GoldenFolder.check(folder.url.appendingPathComponent("out"), matches: "emit/\(format)")
  }

  @Test func everyEmittedFileReadsBackToTheExportedDocuments() throws {
    let folder = try TemporaryDirectory()
    let project = ShopLabels.v1(root: folder.url.path)
    #expect(CommandRun(["export"], project: project).status == 0)
    for format in AppleFormat.allCases {
      #expect(CommandRun(["emit", format.rawValue], project: project).status == 0)
    }
    var documents: [LocaleIdentifier: JSONValue] = [:]
    var foundation: [String: Any] = [:]
    for locale in ["en", "ru", "uk"] {
      let data = try Data(contentsOf: folder.url.appendingPathComponent("Exports/1.0.0/\(locale).json"))
      documents[try LocaleIdentifier(locale)] = try StrictJSONReader.read([UInt8](data))
      foundation[locale] = try JSONSerialization.jsonObject(with: data)
    }

    for (locale, document) in documents {
      let bytes = try [UInt8](
        Data(contentsOf: folder.url.appendingPathComponent("emit/\(locale).lproj/Labels.strings")))
      let read = try StringsFileReader.read(bytes).map { DottedLabel(key: $0.key, value: $0.value) }
      #expect(read == (try DottedKeys.labels(of: document, locale: locale).texts))
    }

    let catalog = try StringCatalog(
      bytes: [UInt8](Data(contentsOf: folder.url.appendingPathComponent("emit/Labels.xcstrings"))))
    #expect(catalog.sourceLanguage.rawValue == "en")
    for (locale, document) in documents {
      #expect(catalog.labels[locale] == (try DottedKeys.labels(of: document, locale: locale).texts))
    }

    let plist = try PropertyListSerialization.propertyList(
      from: Data(contentsOf: folder.url.appendingPathComponent("emit/Labels.plist")), format: nil)
    #expect(
      (plist as? NSDictionary)?.isEqual(to: foundation) == true, "the plist holds every exported document")
  }

  @Test(arguments: [
    (
      "strings",
      "in/1.0.0/en.json: error: /count is a number; .strings files and String Catalogs hold only text, "
        + "so emit plist instead or make the label a string\n"
    ),
    (
      "xcstrings",
      "in/1.0.0: error: a String Catalog needs the base locale as its source language, but the input "
        + "names none; add manifest.json with \"baseLocale\" to the version folder\n"
    ),
    ("plist", "in/1.0.0/en.json: error: /hint is null, which a property list cannot hold\n"),
  ])
  func valuesAFormatCannotHoldExit65NamingTheFileAndPointer(format: String, stderr: String) throws {
    let folder = try TemporaryDirectory()
    try folder.copy(fixture: "emit/1.0.0", to: "in/1.0.0")
    let result = CommandRun(["emit", format, "in/1.0.0", "--output", "out"], in: folder.url)
    #expect(result == .init(stdout: "", stderr: stderr, status: 65))
    #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("out").path))
  }

  @Test func aMissingOrFileInputExits66() throws {
    let folder = try TemporaryDirectory()
    #expect(
      CommandRun(["emit", "strings", "nowhere/1.0.0"], in: folder.url)
        == .init(stdout: "", stderr: "nowhere/1.0.0: error: no such folder\n", status: 66))
    try folder.write("{}\n", to: "en.json")
    #expect(
      CommandRun(["emit", "plist", "en.json"], in: folder.url)
        == .init(
          stdout: "",
          stderr: "en.json: error: is a file; emit reads a version folder such as Exports/1.0.0\n", status: 66
        ))
  }

  @Test(arguments: [
    (["emit"], "name the format: strings, xcstrings or plist"),
    (["emit", "yaml"], "unknown format 'yaml'; expected strings, xcstrings or plist"),
    (["emit", "strings", "a", "b"], "unexpected argument 'b'"),
    (["emit", "plist", "--output="], "--output needs a folder"),
    (["emit", "plist", "--force"], "unknown option '--force' for emit"),
  ])
  func usageErrorsNameTheProblemAndTheUsage(arguments: [String], message: String) {
    let error = Invocation.usageError(arguments)
    #expect(error?.message == message)
    #expect(error?.usage == "usage: LabelsParser emit strings|xcstrings|plist [INPUT] [--output DIR]")
  }
}
