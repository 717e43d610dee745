import Foundation
import LabelsCore
import Testing

@testable import LabelsKit

/// A catalog key too long for a path in the store, imported: stored under a shortened JSON key, listed
/// in the report, and written back whole by emit.
@Suite struct ImportLongKeyTests {
  /// 768 bytes, 1,056 once escaped for the store: alone, its path would pass the limit.
  private static let longKey = String(
    repeating: "Thanks to [Nuke](https://github.com/kean/Nuke).\n", count: 16)
  /// The first 684 bytes of its store key (703 for a key at the root, less 19 for `%7E` and the hash),
  /// `%7E`, and the FNV-1a hash of the key (computed apart, in Python).
  private static let jsonKey = String(FirebaseKey.storeKey(longKey).prefix(684)) + "%7Ed059b76f126512e5"

  private func generate() throws -> ImportPlan.Result {
    let file = "en.lproj/Localizable.strings"
    return try ImportPlan.generate(
      [
        TranslationTable(
          locale: try LocaleIdentifier("en"), file: file,
          entries: [
            TranslationEntry(
              key: Self.longKey, value: "Thanks", location: FileLocation(file: file, line: 1, column: 1)),
            TranslationEntry(
              key: "Sign in.", value: "Sign in", location: FileLocation(file: file, line: 2, column: 1)),
          ])
      ],
      baseLocale: LocaleIdentifier("en"))
  }

  @Test func theKeyIsShortenedWithinThePathLimitAndReported() throws {
    let result = try generate()
    #expect(Self.jsonKey.utf8.count == 703)
    #expect(Self.jsonKey.hasSuffix("Thanks to %5BNuke%5D(htt%7Ed059b76f126512e5"))
    #expect(result.report.shortened == [ImportReport.Escaped(key: Self.longKey, jsonKey: Self.jsonKey)])
    #expect(result.report.escaped == [ImportReport.Escaped(key: "Sign in.", jsonKey: "Sign in%2E")])
    #expect(result.keys.key(of: JSONPointer([Self.jsonKey])) == Self.longKey)
    let report = result.report.text
    #expect(
      report.contains(
        """

        ## Keys shortened for the store: 1

        A label's path in Firebase may take 768 bytes, of which 64 are kept for \
        /<environment>/v<major>/<locale>/labels, so these labels are stored under the start of their key, \
        %7E and a hash of the whole key; the schema's sourceKeys keep the key, which `LabelsParser emit` \
        writes.

        - Thanks to [Nuke](https://github.com/kean/Nuke).\\nThanks to [Nuke](https://github.com/kean/Nuke).\\n\
        Thanks to [Nuke](https… (664 more characters) → Thanks to %5BNuke%5D(https:%2F%2Fgithub%2Ecom%2Fkean%2F\
        Nuke)%2E%0AThanks to %5BNuke%5D(https:%2F%2Fgithub%2Ecom%2Fkean%2… (583 more characters)

        """))
  }

  /// The store holds a plural label's forms below its key (`/@plural/other`, 14 bytes), so a long plural
  /// key is cut 14 bytes shorter than a text's: every form's path keeps within the limit.
  @Test func aPluralKeyLeavesRoomForItsForms() throws {
    let file = "en.lproj/Localizable.stringsdict"
    let result = try ImportPlan.generate(
      [
        TranslationTable(
          locale: try LocaleIdentifier("en"), file: file,
          entries: [
            TranslationEntry(
              key: Self.longKey, plural: ["one": "%lld thanks", "other": "%lld thanks"],
              location: FileLocation(file: file, line: 1, column: 1))
          ])
      ],
      baseLocale: LocaleIdentifier("en"))
    let jsonKey = String(FirebaseKey.storeKey(Self.longKey).prefix(684 - 14)) + "%7Ed059b76f126512e5"
    #expect(result.report.shortened == [ImportReport.Escaped(key: Self.longKey, jsonKey: jsonKey)])
    #expect(("/" + jsonKey + "/@plural/other").utf8.count == 704)
    #expect(
      Linter.lint(result.documents, arguments: result.arguments).filter { $0.rule == .firebasePathLength }
        == [])
  }

  @Test func theSchemaKeepsTheShortKeyInTheJSONAndTheWholeKeyForEmit() throws {
    let result = try generate()
    let schema = String(
      decoding: try #require(result.files.first { $0.path == "Sources/Labels/Labels.swift" }).contents,
      as: UTF8.self)
    let name = "thanksToNukeHttpsGithubComKean"
    #expect(
      schema.contains("      \"\(name)\":\n        \(SwiftStringLiteral.text(Self.jsonKey)),\n"), "labelKeys")
    #expect(
      schema.contains("      \"\(name)\":\n        \(SwiftStringLiteral.text(Self.longKey)),\n"), "sourceKeys"
    )

    // What emit writes: the documents, with the keys the schema's source gives back for each label.
    let comments = SchemaComments(
      sources: ["Sources/Labels/Labels.swift": schema],
      paths: SchemaPropertyPaths(patterns: ["/\(name)": "/\(Self.jsonKey)", "/signIn": "/Sign in%2E"]))
    #expect(comments.sourceKeys == ["/\(Self.jsonKey)": Self.longKey, "/Sign in%2E": "Sign in."])
    let catalog = try AppleEmitPlan.files(
      for: result.documents, format: .xcstrings, sourceKeys: comments.sourceKeys)
    let json = try JSONSerialization.jsonObject(with: Data(try #require(catalog.first).contents))
    let strings = try #require((json as? [String: Any])?["strings"] as? [String: Any])
    #expect(Set(strings.keys) == [Self.longKey, "Sign in."])
    let table = try AppleEmitPlan.files(
      for: result.documents, format: .strings, sourceKeys: comments.sourceKeys)
    #expect(
      String(decoding: try #require(table.first).contents, as: UTF8.self)
        == "\"Sign in.\" = \"Sign in\";\n\"\(Self.longKey.replacingOccurrences(of: "\n", with: "\\n"))\" = \"Thanks\";\n"
    )
  }
}
