import Foundation
import LabelsSchema
import Testing

@testable import LabelsCommands

/// The translators' round trip of a label of several counts: its format and each form of each variable
/// out as units of their own, and the translations back into the `PluralText` literals of the defaults.
@Suite struct XLIFFPluralTextTests {
  private static func read(_ folder: TemporaryDirectory, _ path: String) throws -> String {
    try String(contentsOf: folder.url.appendingPathComponent(path), encoding: .utf8)
  }

  /// The ids of a file's units, in order.
  private static func ids(_ xliff: String) -> [String] {
    xliff.components(separatedBy: "<trans-unit id=\"").dropFirst().compactMap {
      $0.components(separatedBy: "\"").first
    }
  }

  @Test func theFormatAndEveryFormOfEveryCountAreUnitsOfTheirOwn() throws {
    let (folder, project) = try SocialLabels.project()
    #expect(
      CommandRun(["xliff", "export", "--locale", "ru"], project: project)
        == CommandRun(
          stdout: "wrote <root>/xliff/ru.xliff\n<root>/xliff: 1 of 1 files changed\n", stderr: "", status: 0))
    let exported = try Self.read(folder, "xliff/ru.xliff")
    let forms = ["one", "few", "many", "other"]
    #expect(
      Self.ids(exported)
        == ["/profile/name", "/profile/stats/@format"]
        + forms.map { "/profile/stats/@plurals/followers/\($0)" }
        + (forms + ["=0"]).map { "/profile/stats/@plurals/posts/\($0)" })
    #expect(
      exported.contains(
        """
              <trans-unit id="/profile/stats/@format" xml:space="preserve">
                <source>%#@followers@ · %#@posts@</source>
                <target state="translated">%#@followers@ · %#@posts@</target>
                <note>The format of /profile/stats: keep each count's reference (%#@name@) and each other \
        placeholder (%@) as they are, moving them with positions (%1$@) if the order changes; translate the \
        text around them.</note>
              </trans-unit>
              <trans-unit id="/profile/stats/@plurals/followers/one" xml:space="preserve">
                <source>%lld follower</source>
                <target state="translated">%lld подписчик</target>
                <note>The plural form one of the count followers of /profile/stats.</note>
              </trans-unit>
        """))
    #expect(
      exported.contains(
        """
              <trans-unit id="/profile/stats/@plurals/posts/=0" xml:space="preserve">
                <source>no posts</source>
                <target state="translated">нет записей</target>
                <note>The plural form =0 of the count posts of /profile/stats.</note>
              </trans-unit>
        """))
  }

  @Test func translationsOfTheFormatAndOfFormsLandInThePluralTextLiterals() throws {
    let (folder, project) = try SocialLabels.project()
    #expect(CommandRun(["xliff", "export"], project: project).status == 0)
    let translated = try Self.read(folder, "xliff/ru.xliff")
      .replacingOccurrences(
        of: #"<target state="translated">%#@followers@ · %#@posts@<"#,
        with: #"<target state="translated">%#@followers@ | %#@posts@<"#
      )
      .replacingOccurrences(
        of: #"<target state="translated">%lld записей<"#, with: #"<target state="translated">%lld постов<"#
      )
      .replacingOccurrences(
        of: #"<target state="translated">нет записей<"#, with: #"<target state="new">пока нет записей<"#)
    try folder.write(translated, to: "ru-translated.xliff")
    #expect(
      CommandRun(["xliff", "import", "ru-translated.xliff"], project: project)
        == CommandRun(
          stdout: "wrote <root>/Defaults/Russian/Labels+Russian.swift\nru: 11 translations read, 3 changed, "
            + "1 to review\nrun 'make export' to publish the new translations\n",
          stderr: "", status: 0))
    #expect(
      try Self.read(folder, "Defaults/Russian/Labels+Russian.swift")
        == SocialLabels.russianSource
        .replacingOccurrences(
          of: #"PluralText("%#@followers@ · %#@posts@")"#, with: #"PluralText("%#@followers@ | %#@posts@")"#
        )
        .replacingOccurrences(of: #"many: "%lld записей""#, with: #"many: "%lld постов""#)
        .replacingOccurrences(of: #"[0: "нет записей"]"#, with: #"[0: "пока нет записей"]"#))
  }

  @Test func aFormatThatLosesACountIsRefusedAtItsLine() throws {
    let (folder, project) = try SocialLabels.project()
    #expect(CommandRun(["xliff", "export"], project: project).status == 0)
    let broken = try Self.read(folder, "xliff/ru.xliff")
      .replacingOccurrences(
        of: #"<target state="translated">%#@followers@ · %#@posts@<"#,
        with: #"<target state="translated">%#@followers@ · %#@post@<"#)
    try folder.write(broken, to: "ru.xliff")
    #expect(
      CommandRun(["xliff", "import", "ru.xliff"], project: project)
        == CommandRun(
          stdout: "",
          stderr: """
            <root>/ru.xliff:12: error: /profile/stats/@format: references `post`, which `@plurals` lacks; \
            reference only the label's variables (`followers` and `posts`), or add their forms [plural-invalid]
            <root>/ru.xliff:12: error: /profile/stats/@format: leaves out `posts`, which `@plurals` holds; \
            reference every variable once, as `%#@name@` [plural-invalid]
            <root>/ru.xliff:12: error: /profile/stats/@format: takes `followers` and `post` in argument order \
            but the base locale en takes `followers` and `posts`; keep the base's variables, and reorder them \
            with positions (`%2$#@name@`) [placeholder-mismatch]
            error: nothing was written

            """, status: 65))
    #expect(try Self.read(folder, "Defaults/Russian/Labels+Russian.swift") == SocialLabels.russianSource)
  }

  @Test func aTranslationOfOneOfThreeFormsThatReadAlikeLandsInItsLabelsLiteralOnly() throws {
    let folder = try LedgerLabels.folder()
    let project = LedgerLabels.project(in: folder)
    #expect(CommandRun(["xliff", "export", "--locale", "ru"], project: project).status == 0)
    let unit = #"<trans-unit id="/expenses/count/@plural/many" xml:space="preserve">"#
    let exported = try Self.read(folder, "xliff/ru.xliff").components(separatedBy: unit)
    try #require(exported.count == 2)
    let translated =
      exported[0] + unit
      + exported[1].replacing(
        #"<target state="translated">%lld расходов<"#, with: #"<target state="translated">%lld трат<"#,
        maxReplacements: 1)
    try folder.write(translated, to: "ru-translated.xliff")
    #expect(
      CommandRun(["xliff", "import", "ru-translated.xliff"], project: project)
        == CommandRun(
          stdout:
            "wrote <root>/Defaults/Russian/Labels+Russian.swift\nru: 13 translations read, 1 changed, 0 to review\n"
            + "run 'make export' to publish the new translations\n",
          stderr: "", status: 0))
    #expect(
      try Self.read(folder, "Defaults/Russian/Labels+Russian.swift")
        == LedgerLabels.russianSource.replacingOccurrences(
          of: #"count: .ru(one: "%lld расход", few: "%lld расхода", many: "%lld расходов","#,
          with: #"count: .ru(one: "%lld расход", few: "%lld расхода", many: "%lld трат","#))
  }
}
