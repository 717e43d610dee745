import Foundation
import LabelsCore
import Testing

@testable import LabelsKit

/// A small schema with arrays by id and by index, an optional, and keys and texts that exercise the
/// ordering and escaping rules of every format.
private struct SampleLabels: Encodable, Sendable {
  struct Plan: Encodable, Sendable {
    var id: String
    var name: String
  }

  struct Screen: Encodable, Sendable {
    var title: String
    var hint: String?
  }

  var screen: Screen
  var plans: [Plan]
  var tips: [String]
  var empty: [String]
  var tricky: String
  var zebra: String
  var upper: String
  var cyrillic: String

  enum CodingKeys: String, CodingKey {
    case screen, plans, tips, empty, tricky, zebra
    case upper = "Zebra"
    case cyrillic = "ключ"
  }
}

@Suite struct AppleEmitPlanTests {
  private func documents() throws -> LocalizedDocuments {
    let english = SampleLabels(
      screen: .init(title: "Hello, %@!", hint: "A hint"),
      plans: [.init(id: "pro", name: "Pro"), .init(id: "basic", name: "Basic")],
      tips: ["Tap + to add.", "Swipe to delete."], empty: [],
      tricky: "say \"hi\" \\ now\nnext\ttab\rreturn & <tag> é 😀 @@", zebra: "z", upper: "Z",
      cyrillic: "значення")
    var ukrainian = english
    ukrainian.screen = .init(title: "Привіт, %@!", hint: nil)
    ukrainian.plans[0].name = "Про"
    ukrainian.cyrillic = "Їжа"
    return try Catalog(version: "1.2.3", baseLocale: "en", entries: [("uk", ukrainian), ("en", english)])
      .documents()
  }

  @Test(arguments: AppleFormat.allCases)
  func emittedFilesMatchGoldenBytes(format: AppleFormat) throws {
    let files = try AppleEmitPlan.files(for: documents(), format: format)
    let expectedPaths: [AppleFormat: [String]] = [
      .strings: ["en.lproj/Labels.strings", "uk.lproj/Labels.strings"],
      .xcstrings: ["Labels.xcstrings"],
      .plist: ["Labels.plist"],
    ]
    #expect(files.map(\.path) == expectedPaths[format])
    for file in files {
      try Golden.check(file.contents, matches: "apple/\(format)/\(file.path)")
    }
    #expect(try AppleEmitPlan.files(for: documents(), format: format) == files, "output is deterministic")
  }

  @Test func stringsReadBackToTheDottedLabelsOfEachDocument() throws {
    let documents = try documents()
    for file in try AppleEmitPlan.files(for: documents, format: .strings) {
      let locale = try LocaleIdentifier(String(file.path.prefix { $0 != "." }))
      let entries = try StringsFileReader.read(file.contents)
      let expected = try DottedKeys.labels(of: #require(documents.documents[locale]), locale: locale).texts
      #expect(entries.map { DottedLabel(key: $0.key, value: $0.value) } == expected)
    }
  }

  @Test func stringCatalogReadsBackToTheDottedLabelsOfEachDocument() throws {
    let documents = try documents()
    let file = try #require(AppleEmitPlan.files(for: documents, format: .xcstrings).first)
    let catalog = try StringCatalog(bytes: file.contents)
    #expect(catalog.sourceLanguage.rawValue == "en")
    #expect(catalog.skipped == [])
    for (locale, document) in documents.documents {
      #expect(catalog.labels[locale] == (try DottedKeys.labels(of: document, locale: locale).texts))
    }
    guard case .object(let root) = try StrictJSONReader.read(file.contents),
      case .object(let strings) = root["strings"]
    else {
      Issue.record("the catalog is not an object with strings")
      return
    }
    #expect(root["version"] == .string("1.0"))
    #expect(
      strings["screen.hint"]
        == .object([
          "extractionState": .string("manual"),
          "localizations": .object([
            "en": .object([
              "stringUnit": .object(["state": .string("translated"), "value": .string("A hint")])
            ])
          ]),
        ]))
  }

  @Test func propertyListReadsBackThroughFoundationToTheDocuments() throws {
    let documents = try documents()
    let file = try #require(AppleEmitPlan.files(for: documents, format: .plist).first)
    let root = try PropertyListSerialization.propertyList(from: Data(file.contents), format: nil)
    let expected = JSONValue.object(
      Dictionary(uniqueKeysWithValues: documents.documents.map { ($0.key.rawValue, $0.value) }))
    #expect(try JSONValue(propertyList: root) == expected)
  }

  @Test func aStringCatalogNeedsABaseLocale() throws {
    let documents = LocalizedDocuments(baseLocale: nil, documents: [try LocaleIdentifier("en"): .object([:])])
    #expect(throws: EmitError.noBaseLocale) { try AppleEmitPlan.files(for: documents, format: .xcstrings) }
    #expect(try AppleEmitPlan.files(for: documents, format: .strings).map(\.contents) == [[]])
  }
}

extension JSONValue {
  /// The document a Foundation property list stands for, to compare what Foundation read back.
  init(propertyList value: Any) throws {
    switch value {
    case let text as String:
      self = .string(text)
    case let dictionary as [String: Any]:
      self = .object(try dictionary.mapValues { try JSONValue(propertyList: $0) })
    case let array as [Any]:
      self = .array(try array.map { try JSONValue(propertyList: $0) })
    case let flag as Bool where type(of: value) == Bool.self:
      self = .bool(flag)
    case let number as NSNumber:
      self = .number(number.stringValue)
    default:
      throw CocoaError(.propertyListReadCorrupt)
    }
  }
}
