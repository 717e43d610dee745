import Testing

@testable import LabelsKit

/// A small schema with keys that exercise the ordering and escaping rules.
private struct TestLabels: Encodable, Sendable {
  struct Screen: Encodable, Sendable {
    var title: String
    var hint: String?
  }

  var screen: Screen
  var zebra: String
  var upper: String
  var cyrillic: String
  var emoji: String
  var path: String
  var tricky: String
  var items: [String]
  var empty: [String]

  enum CodingKeys: String, CodingKey {
    case screen = "Screen"
    case zebra
    case upper = "Zebra"
    case cyrillic = "ключ"
    case emoji = "😀"
    case path = "a/b"
    case tricky = "quote\"back\\slash"
    case items, empty
  }
}

@Suite struct ExportPlanTests {
  private func catalog() throws -> Catalog<TestLabels> {
    let english = TestLabels(
      screen: .init(title: "Hello, %@!", hint: nil), zebra: "z", upper: "Z", cyrillic: "значение",
      emoji: "🎉 party", path: "https://example.com/a/b", tricky: "say \"hi\"\\ then\nnew line\ttab\u{01}",
      items: ["one", "two"], empty: []
    )
    var ukrainian = english
    ukrainian.screen = .init(title: "Привіт, %@!", hint: "Підказка")
    ukrainian.cyrillic = "Їжа"
    return try Catalog(version: "1.2.3", baseLocale: "en", entries: [("uk", ukrainian), ("en", english)])
  }

  @Test func exportMatchesGoldenBytes() throws {
    let files = try ExportPlan.files(for: catalog())
    #expect(files.map(\.path) == ["1.2.3/en.json", "1.2.3/manifest.json", "1.2.3/uk.json"])
    for file in files {
      try Golden.check(file.contents, matches: "export/" + file.path)
    }
  }

  @Test func exportIsDeterministic() throws {
    #expect(try ExportPlan.files(for: catalog()) == ExportPlan.files(for: catalog()))
  }

  @Test func catalogRefusesDuplicateAndMissingBaseLocales() throws {
    let labels = try catalog().entries[0].document
    #expect(throws: CatalogError.duplicateLocale("en")) {
      try Catalog(version: "1.0.0", baseLocale: "en", entries: [("en", labels), ("en", labels)])
    }
    #expect(throws: CatalogError.missingBaseLocale("en")) {
      try Catalog(version: "1.0.0", baseLocale: "en", entries: [("uk", labels)])
    }
  }

  @Test(arguments: ["../x", "en/us", "", " en", "en_US", "e", "english", "en-", "..", "en-US-", "x-private"])
  func catalogRefusesBadLocaleNames(name: String) throws {
    let labels = try catalog().entries[0].document
    #expect(throws: CatalogError.invalidIdentifier(.invalidLocale(name))) {
      try Catalog(version: "1.0.0", baseLocale: "en", entries: [("en", labels), (name, labels)])
    }
  }

  @Test(arguments: ["1.0", "v1.0.0", "01.0.0", "1.0.0-beta", "1..0", "", "1.0.0.0", "a.b.c", "1.-1.0"])
  func catalogRefusesBadVersions(text: String) throws {
    let labels = try catalog().entries[0].document
    #expect(throws: CatalogError.invalidIdentifier(.invalidVersion(text))) {
      try Catalog(version: text, baseLocale: "en", entries: [("en", labels)])
    }
  }
}
