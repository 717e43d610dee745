import Foundation
import LabelsKit
import Testing

/// The version policy end to end: `check` and `export` on published versions that differ from the
/// current defaults as a schema change would.
@Suite struct CheckCommandTests {
  private let refusalPrefix =
    "Sources/Labels/Labels.swift: error: version 1.0.0 is published and this change is "

  @Test func passesOnAnUpToDateExport() throws {
    let folder = try TemporaryDirectory()
    try PublishedExports(folder: folder).publish(as: "1.0.0")
    let result = try LabelsParserRunner.run(["check"], in: folder.url)
    #expect(
      result
        == .init(
          stdout: """
            lint: 0 errors, 0 warnings
            compatibility: Exports/1.0.0 → defaults 1.0.0: identical
            export: Exports/1.0.0 is up to date
            check passed

            """,
          stderr: "",
          status: 0
        )
    )
  }

  @Test func contentChangeInPlacePassesOnceExported() throws {
    let folder = try TemporaryDirectory()
    try PublishedExports(folder: folder).publish(as: "1.0.0") { locale, document in
      if locale == "uk" { document.set(["login", "welcome"], to: .string("Ласкаво просимо")) }
    }
    let stale = try LabelsParserRunner.run(["check"], in: folder.url)
    #expect(stale.status == 1)
    #expect(
      stale.stdout == """
        lint: 0 errors, 0 warnings
        compatibility: Exports/1.0.0 → defaults 1.0.0: content only (0 breaking, 0 additive, 1 content); may be re-exported in place
        export: Exports/1.0.0 is not what 'make export' writes (1 files)
        check failed

        """
    )
    #expect(stale.stderr == "Exports/1.0.0/uk.json: error: is out of date; run 'make export'\n")

    #expect(try LabelsParserRunner.run(["export"], in: folder.url).status == 0)
    let fixed = try LabelsParserRunner.run(["check"], in: folder.url)
    #expect(fixed.status == 0)
    #expect(fixed.stdout.hasSuffix("check passed\n"))
  }

  @Test func addingALabelWithoutABumpNeedsAMinorVersion() throws {
    let folder = try TemporaryDirectory()
    // Published 1.0.0 lacked settings/title: the current defaults add it.
    try PublishedExports(folder: folder).publish(as: "1.0.0") { _, document in
      document.set(["settings", "title"], to: nil)
    }
    let result = try LabelsParserRunner.run(["check"], in: folder.url)
    #expect(result.status == 1)
    #expect(
      result.stdout == """
        lint: 0 errors, 0 warnings
        compatibility: Exports/1.0.0 → defaults 1.0.0: additive, refused by the version policy
        export: not checked until the version policy passes
        check failed

        """
    )
    #expect(
      result.stderr == refusalPrefix + """
        additive: apps built with the new labels must not read 1.0.0 data that lacks them; set Labels.schemaVersion to 1.1.0 [version-policy]
          additive key-added en /settings/title: key added ("Settings")
          additive key-added ru /settings/title: key added ("Настройки")
          additive key-added uk /settings/title: key added ("Налаштування")

        """
    )
  }

  @Test func removingALabelNeedsAMajorVersionAndExportRefuses() throws {
    let folder = try TemporaryDirectory()
    // Published 1.0.0 had login/hint: the current defaults removed it.
    try PublishedExports(folder: folder).publish(as: "1.0.0") { _, document in
      document.set(["login", "hint"], to: .string("Use your e-mail"))
    }
    let expectedErrors =
      refusalPrefix + """
        breaking: apps of 1.0.0 could no longer decode or format their labels; set Labels.schemaVersion to 2.0.0 [version-policy]
          breaking key-removed en /login/hint: key removed (was "Use your e-mail")
          breaking key-removed ru /login/hint: key removed (was "Use your e-mail")
          breaking key-removed uk /login/hint: key removed (was "Use your e-mail")

        """
    let check = try LabelsParserRunner.run(["check"], in: folder.url)
    #expect(check.status == 1)
    #expect(check.stderr == expectedErrors)

    let before = try folder.read("Exports/1.0.0/en.json")
    let export = try LabelsParserRunner.run(["export"], in: folder.url)
    #expect(export == .init(stdout: "", stderr: expectedErrors + "nothing was written\n", status: 1))
    #expect(try folder.read("Exports/1.0.0/en.json") == before)
  }

  @Test func changingAPlaceholderInOneLocaleIsBreaking() throws {
    let folder = try TemporaryDirectory()
    try PublishedExports(folder: folder).publish(as: "1.0.0") { locale, document in
      if locale == "ru" { document.set(["login", "greeting"], to: .string("Здравствуйте, %d!")) }
    }
    let result = try LabelsParserRunner.run(["check"], in: folder.url)
    #expect(result.status == 1)
    #expect(
      result.stderr == refusalPrefix + """
        breaking: apps of 1.0.0 could no longer decode or format their labels; set Labels.schemaVersion to 2.0.0 [version-policy]
          breaking placeholders-changed ru /login/greeting: placeholders changed from %1$d to %1$@ ("Здравствуйте, %d!" → "Здравствуйте, %@!")

        """
    )
  }

  @Test func aMajorBumpFromTheNewestPublishedVersionIsAllowed() throws {
    let folder = try TemporaryDirectory()
    try PublishedExports(folder: folder).publish(as: "0.9.0") { _, document in
      document.set(["login", "hint"], to: .string("Use your e-mail"))
    }
    let missing = try LabelsParserRunner.run(["check"], in: folder.url)
    #expect(missing.status == 1)
    #expect(
      missing.stdout == """
        lint: 0 errors, 0 warnings
        compatibility: Exports/0.9.0 → defaults 1.0.0: breaking, a valid major bump
        export: Exports/1.0.0 is not what 'make export' writes (5 files)
        check failed

        """
    )
    #expect(try LabelsParserRunner.run(["export"], in: folder.url).status == 0)
    #expect(try LabelsParserRunner.run(["check"], in: folder.url).status == 0)
  }

  @Test func aVersionOlderThanTheNewestPublishedOneIsRefused() throws {
    let folder = try TemporaryDirectory()
    try PublishedExports(folder: folder).publish(as: "2.0.0")
    let result = try LabelsParserRunner.run(["check"], in: folder.url)
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "Sources/Labels/Labels.swift: error: version 1.0.0 is older than the newest published 2.0.0; set Labels.schemaVersion to 2.0.0 or later [version-policy]\n"
    )
  }

  @Test func malformedPublishedFilesPrintNoVerdict() throws {
    let folder = try TemporaryDirectory()
    try PublishedExports(folder: folder).publish(as: "1.0.0")
    try folder.write("{\"login\": {}, \"login\": {}}\n", to: "Exports/1.0.0/ru.json")
    let result = try LabelsParserRunner.run(["check"], in: folder.url)
    #expect(
      result
        == .init(
          stdout: "",
          stderr: """
            Exports/1.0.0/ru.json:1:15: error: duplicate key "login" in one object; readers disagree on which value wins, so keep only one

            """,
          status: 65
        )
    )
  }

  @Test func usage() throws {
    let folder = try TemporaryDirectory()
    let result = try LabelsParserRunner.run(["check", "extra"], in: folder.url)
    #expect(
      result
        == .init(
          stdout: "",
          stderr: "error: unexpected argument 'extra'\nusage: LabelsParser check [--exports DIR]\n",
          status: 64))
  }
}
