import Foundation
import Testing

@testable import LabelsCommands

/// `bundle` on export roots the tests control (`Fixtures/bundle/`), never on the app's live labels or
/// `Exports/`, which change at every release.
@Suite struct BundleCommandTests {
  private static let usage = "usage: LabelsParser bundle --environment NAME [--exports DIR] [--output DIR]"
  /// The upload of `Fixtures/bundle/lines` (1.0.0, 1.1.0, 2.0.0, the releases of docs/publication.md).
  static let golden = LabelsParserRunner.packageRoot.appendingPathComponent(
    "Tests/LabelsParserTests/Golden/bundle/production.json")
  /// What `bundle` prints about the lines of `Fixtures/bundle/lines`.
  static let linesOfTheFixture = """
      /production/v1: apps 1.x read 1.1.0 with the texts of 2.0.0 (1 label updated, 0 unchanged, 5 kept \
    their last text)
      /production/v2: apps 2.x read 2.0.0 as published
    """

  /// A temporary folder holding a copy of `Fixtures/bundle/<fixture>` at `destination`.
  private func folder(with fixture: String, at destination: String) throws -> TemporaryDirectory {
    let folder = try TemporaryDirectory()
    try folder.copy(fixture: "bundle/\(fixture)", to: destination)
    return folder
  }

  private func exists(_ path: String, in folder: TemporaryDirectory) -> Bool {
    FileManager.default.fileExists(atPath: folder.url.appendingPathComponent(path).path)
  }

  /// Writes `name/1.0.0/` holding `en.json` with one string member, with the schema and manifest export
  /// would write for it.
  private func publishOneString(
    named key: String, value: String, as name: String, in folder: TemporaryDirectory
  )
    throws
  {
    try folder.write("{\n  \"\(key)\": \"\(value)\"\n}\n", to: "\(name)/1.0.0/en.json")
    try folder.write(
      """
      {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "additionalProperties": false,
        "properties": {
          "\(key)": {
            "type": "string"
          }
        },
        "required": [
          "\(key)"
        ],
        "title": "Labels 1.0.0",
        "type": "object"
      }

      """, to: "\(name)/1.0.0/schema.json")
    try folder.write(
      """
      {
        "baseLocale": "en",
        "labelCounts": {
          "en": 1
        },
        "locales": [
          "en"
        ],
        "version": "1.0.0"
      }

      """, to: "\(name)/1.0.0/manifest.json")
  }

  @Test func bundlesEveryMajorLineAndPrintsTheImportCommand() throws {
    let folder = try folder(with: "lines", at: "Exports")
    let result = CommandRun(["bundle", "--environment", "production"], in: folder.url)
    #expect(
      result
        == .init(
          stdout: """
            wrote upload/production.json: 2 lines, 856 bytes
            \(Self.linesOfTheFixture)
            import at: /production
            command:   firebase database:update /production upload/production.json

            """,
          stderr: "", status: 0))
    #expect(try folder.read("upload/production.json") == String(contentsOf: Self.golden, encoding: .utf8))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.url.path + "/upload") == ["production.json"])
  }

  @Test func bundlesANamedExportRootIntoANamedOutput() throws {
    let folder = try folder(with: "lines", at: "published/labels")
    let result = CommandRun(
      ["bundle", "--environment=staging", "--exports", "published/labels", "--output", "my uploads"],
      in: folder.url)
    #expect(
      result
        == .init(
          stdout: """
            wrote my uploads/staging.json: 2 lines, 856 bytes
            \(Self.linesOfTheFixture.replacingOccurrences(of: "/production/", with: "/staging/"))
            import at: /staging
            command:   firebase database:update /staging 'my uploads/staging.json'

            """,
          stderr: "", status: 0))
    #expect(try folder.read("my uploads/staging.json") == String(contentsOf: Self.golden, encoding: .utf8))
    #expect(!exists("upload", in: folder))
  }

  @Test func anEnvironmentWithShellWordsAndControlsIsQuotedAndEscaped() throws {
    let folder = try folder(with: "lines", at: "Exports")
    let environment = "qa;rm -rf ~\u{202E}"
    let result = CommandRun(["bundle", "--environment", environment], in: folder.url)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains(#"import at: /qa;rm -rf ~\u{202E}"# + "\n"))
    #expect(
      result.stdout.hasSuffix(
        #"command:   firebase database:update '/qa;rm -rf ~\u{202E}' 'upload/qa;rm -rf ~\u{202E}.json'"#
          + "\n"))
    #expect(!result.stdout.unicodeScalars.contains("\u{202E}"))
  }

  @Test(arguments: [
    ("path-767", 820), ("path-768", 821), ("depth-31", 2081), ("depth-32", 2212),
  ])
  func limitsAreInclusive(fixture: String, bytes: Int) throws {
    let folder = try folder(with: fixture, at: fixture)
    let result = CommandRun(
      ["bundle", "--exports", fixture, "--environment", "production"], in: folder.url)
    #expect(
      result
        == .init(
          stdout: """
            wrote upload/production.json: 1 line, \(bytes) bytes
              /production/v1: apps 1.x read 1.0.0 as published
            import at: /production
            command:   firebase database:update /production upload/production.json

            """,
          stderr: "", status: 0))
    #expect(exists("upload/production.json", in: folder))
  }

  @Test(arguments: [
    (
      "path-769",
      "path-769/1.0.0/en.json:2: error: en /\(String(repeating: "k", count: 744)): the full path in Firebase "
        + "is 769 bytes, over the limit of 768 (the keys in UTF-8 plus one '/' each); shorten the keys "
        + "[firebase-path-length]\n"
        + "error: 1 problem in what would be uploaded; nothing was written\n"
    ),
    (
      "depth-33",
      "depth-33/1.0.0/en.json:30: error: en \(String(repeating: "/a", count: 29)): the full path in Firebase "
        + "is 33 keys deep, over the limit of 32; nest the labels less deeply [firebase-depth]\n"
        + "error: 1 problem in what would be uploaded; nothing was written\n"
    ),
    (
      "integer-keys",
      "integer-keys/1.0.0/en.json:2: error: en /steps: every key of this object is a non-negative integer, "
        + "so Firebase may return it as an array (it does when the largest key is below twice the number of "
        + "keys) and the app cannot decode it; use keys that are not numbers [firebase-integer-keys]\n"
        + "error: 1 problem in what would be uploaded; nothing was written\n"
    ),
    (
      "empty",
      "empty/1.0.0/en.json:2: error: en /login: empty object: Firebase keeps no empty node, so the key is "
        + "missing when the app reads it back; remove it or give it content [firebase-empty]\n"
        + "empty/1.0.0/en.json:3: error: en /tips: empty array: Firebase keeps no empty node, so the key is "
        + "missing when the app reads it back; remove it or give it content [firebase-empty]\n"
        + "error: 2 problems in what would be uploaded; nothing was written\n"
    ),
    (
      // The schema of an optional label still asks for a string, so the audit refuses the null too.
      "null",
      "null/1.0.0/en.json: error: /login/forgotPassword: expected string, found null (schema.json of 1.0.0) "
        + "[published-schema]\n"
        + "null/1.0.0/en.json:3: error: en /login/forgotPassword: null deletes the node in Firebase, so the "
        + "key is missing when the app reads it back; remove the member or give it a value [firebase-null]\n"
        + "error: 2 problems in what would be uploaded; nothing was written\n"
    ),
  ])
  func aBrokenLimitFailsAndWritesNothing(fixture: String, stderr: String) throws {
    let folder = try folder(with: fixture, at: fixture)
    let result = CommandRun(
      ["bundle", "--exports", fixture, "--environment", "production"], in: folder.url)
    #expect(result == .init(stdout: "", stderr: stderr, status: 1))
    #expect(!exists("upload", in: folder))
  }

  @Test func everyInvalidKeyIsReported() throws {
    let folder = try folder(with: "invalid-keys", at: "keys")
    let result = CommandRun(
      ["bundle", "--exports", "keys", "--environment", "production"], in: folder.url)
    let file = "keys/1.0.0/en.json"
    // Each key once: the pre-flight judges keys (lint's firebase-key rule is left to it).
    let keys = """
      \(file):2: error: en /: the empty key cannot be stored; Firebase keys must be non-empty [firebase-key]
      \(file):3: error: en /.priority: key ".priority" is reserved by Firebase for its own metadata; rename it [firebase-key]
      \(file):4: error: en /a.b: key "a.b" contains '.'; Firebase keys cannot contain . $ # [ ] / [firebase-key]
      \(file):6: error: en /price$: key "price$" contains '$'; Firebase keys cannot contain . $ # [ ] / [firebase-key]
      \(file):7: error: en /tab\\u{1}key: key "tab\\u{1}key" contains the control character U+0001; Firebase keys \
      cannot contain U+0000 to U+001F or U+007F [firebase-key]

      """
    #expect(
      result
        == .init(
          stdout: "",
          stderr: keys + "error: 5 problems in what would be uploaded; nothing was written\n",
          status: 1))
    #expect(!exists("upload", in: folder))
  }

  @Test func aStringOver10MBFails() throws {
    // Generated rather than committed: the fixture would be a 10 MB file.
    let folder = try TemporaryDirectory()
    let limit = 10 * 1024 * 1024
    try publishOneString(named: "fits", value: String(repeating: "a", count: limit), as: "fits", in: folder)
    try publishOneString(named: "big", value: String(repeating: "a", count: limit + 1), as: "big", in: folder)
    let fits = CommandRun(
      ["bundle", "--exports", "fits", "--environment", "p", "--output", "fits-upload"], in: folder.url)
    #expect(fits.stderr == "")
    #expect(fits.status == 0)
    #expect(exists("fits-upload/p.json", in: folder))
    let big = CommandRun(
      ["bundle", "--exports", "big", "--environment", "p"], in: folder.url)
    #expect(
      big
        == .init(
          stdout: "",
          stderr: """
            big/1.0.0/en.json:2: error: en /big: the string is 10485761 bytes in UTF-8, over Firebase's limit \
            of 10485760 bytes (10 MB); shorten it [firebase-string-size]
            error: 1 problem in what would be uploaded; nothing was written

            """,
          status: 1))
    #expect(!exists("upload", in: folder))
  }

  @Test func everyVersionFolderIsAuditedAsCheckDoes() throws {
    let folder = try folder(with: "lines", at: "Exports")
    try FileManager.default.removeItem(at: folder.url.appendingPathComponent("Exports/1.0.0/schema.json"))
    try folder.write("{\"a\": 1}\n", to: "Exports/1.1.0/extra.json")
    let result = CommandRun(["bundle", "--environment", "production"], in: folder.url)
    #expect(
      result
        == .init(
          stdout: "",
          stderr: """
            Exports/1.0.0/schema.json: error: is missing: export writes one in every version folder \
            [published-manifest]
            Exports/1.1.0/extra.json: error: is not in the canonical form export writes: it was edited by hand; \
            restore it from git [published-file-not-exported]
            Exports/1.1.0/extra.json: error: is not listed in manifest.json, so export did not write it: \
            remove it [published-file-unexpected]
            error: 3 problems in what would be uploaded; nothing was written

            """,
          status: 1))
    #expect(!exists("upload", in: folder))
  }

  @Test func aVersionStepThePolicyRefusesFails() throws {
    let folder = try folder(with: "lines", at: "Exports")
    try FileManager.default.moveItem(
      at: folder.url.appendingPathComponent("Exports/2.0.0"),
      to: folder.url.appendingPathComponent("Exports/1.2.0"))
    try folder.replace("\"2.0.0\"", with: "\"1.2.0\"", in: "Exports/1.2.0/manifest.json")
    try folder.replace("Labels 2.0.0", with: "Labels 1.2.0", in: "Exports/1.2.0/schema.json")
    let result = CommandRun(["bundle", "--environment", "production"], in: folder.url)
    #expect(
      result
        == .init(
          stdout: "",
          stderr: """
            Exports/1.2.0: error: is a minor step after 1.1.0, but the change from 1.1.0 is breaking and needs \
            2.0.0; a published version may not be renumbered, so restore the folders from git history and \
            publish the change as 2.0.0 [published-version-step]
            error: 1 problem in what would be uploaded; nothing was written

            """,
          status: 1))
    #expect(!exists("upload", in: folder))
  }

  @Test func nothingPublishedExits66() throws {
    let folder = try TemporaryDirectory()
    let missing = CommandRun(["bundle", "--environment", "production"], in: folder.url)
    #expect(
      missing
        == .init(
          stdout: "",
          stderr: "Exports: error: holds no published version; run 'make export' first\n",
          status: 66))
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent("empty"), withIntermediateDirectories: true)
    let empty = CommandRun(
      ["bundle", "--exports", "empty", "--environment", "production"], in: folder.url)
    #expect(
      empty
        == .init(
          stdout: "",
          stderr: "empty: error: holds no published version; run 'make export' first\n",
          status: 66))
    #expect(!exists("upload", in: folder))
  }

  @Test func aFolderWhereTheUploadBelongsExits65AndWritesNothing() throws {
    let folder = try folder(with: "lines", at: "Exports")
    let blocker = folder.url.appendingPathComponent("upload/production.json/in-the-way")
    try FileManager.default.createDirectory(at: blocker, withIntermediateDirectories: true)
    let result = CommandRun(["bundle", "--environment", "production"], in: folder.url)
    #expect(
      result
        == .init(
          stdout: "",
          stderr:
            "upload/production.json: error: is a folder where a file belongs; remove it; nothing was changed\n",
          status: 65))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.url.path + "/upload") == ["production.json"])
  }

  @Test(arguments: [
    (["bundle"], "missing --environment, such as --environment production"),
    (["bundle", "--environment="], "missing --environment, such as --environment production"),
    (
      ["bundle", "--environment", "prod.eu"],
      "invalid environment: key \"prod.eu\" contains '.'; Firebase keys cannot contain . $ # [ ] /; "
        + "name it like production, staging or development"
    ),
    (
      ["bundle", "--environment", "/\u{301}tmp"],
      "invalid environment: key \"/\u{301}tmp\" contains '/'; Firebase keys cannot contain . $ # [ ] /; "
        + "name it like production, staging or development"
    ),
    (
      ["bundle", "Exports/1.0.0", "--environment", "p"],
      "unexpected argument 'Exports/1.0.0'; bundle uploads every published version of --exports DIR at once"
    ),
    (["bundle", "--environment", "p", "--output="], "--output needs a folder"),
    (["bundle", "--environment", "p", "--exports="], "--exports needs a folder"),
    (["bundle", "--env", "p"], "unknown option '--env' for bundle"),
  ])
  func usageErrorsNameTheProblemAndTheUsage(arguments: [String], message: String) {
    let error = Invocation.usageError(arguments)
    #expect(error?.message == message)
    #expect(error?.usage == Self.usage)
  }

  @Test func helpIsListedAndComplete() throws {
    let folder = try TemporaryDirectory()
    let overview = CommandRun(["--help"], in: folder.url)
    #expect(
      overview.stdout.contains(
        "  bundle    prepare the upload of every major line to Firebase Realtime Database\n"))
    let help = CommandRun(["bundle", "--help"], in: folder.url)
    #expect(help.status == 0)
    #expect(help.stderr == "")
    #expect(help.stdout.hasPrefix(Self.usage + "\n\n"))
    for option in ["--environment NAME", "--exports DIR", "--output DIR", "--help"] {
      #expect(help.stdout.contains("\n  \(option) "), "help describes \(option)")
    }
    for code in [
      "0 written", "1 a check failed", "64 usage error", "66 nothing published", "73 cannot create",
    ] {
      #expect(help.stdout.contains(code), "help lists exit code \(code)")
    }
  }
}
