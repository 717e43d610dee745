import Foundation
import Testing

@Suite struct BundleCommandTests {
  private static let usage = "usage: LabelsParser bundle [VERSION-FOLDER] --environment NAME [--output DIR]"
  private static let golden = LabelsParserRunner.packageRoot.appendingPathComponent(
    "Tests/LabelsParserTests/Golden/bundle/production/1-0-0.json")

  /// A temporary folder holding a copy of the committed `Exports/`.
  private func folderWithExports() throws -> TemporaryDirectory {
    let folder = try TemporaryDirectory()
    try FileManager.default.copyItem(
      at: LabelsParserRunner.packageRoot.appendingPathComponent("Exports"),
      to: folder.url.appendingPathComponent("Exports"))
    return folder
  }

  private func exists(_ path: String, in folder: TemporaryDirectory) -> Bool {
    FileManager.default.fileExists(atPath: folder.url.appendingPathComponent(path).path)
  }

  @Test func bundlesTheNewestExportAndPrintsTheImportCommand() throws {
    let folder = try folderWithExports()
    let result = try LabelsParserRunner.run(["bundle", "--environment", "production"], in: folder.url)
    #expect(
      result
        == .init(
          stdout: """
            wrote upload/production/1-0-0.json: 3 locales, 3540 bytes
            import at: /production/1-0-0
            command:   firebase database:set /production/1-0-0 upload/production/1-0-0.json

            """,
          stderr: "", status: 0))
    #expect(
      try folder.read("upload/production/1-0-0.json") == String(contentsOf: Self.golden, encoding: .utf8))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.url.path + "/upload/production") == [
        "1-0-0.json"
      ])
  }

  @Test func bundlesANamedFolderCheckedAgainstItsManifestIntoANamedOutput() throws {
    let folder = try folderWithExports()
    try FileManager.default.moveItem(
      at: folder.url.appendingPathComponent("Exports/1.0.0"),
      to: folder.url.appendingPathComponent("Exports/9.10.0"))
    let manifest = folder.url.appendingPathComponent("Exports/9.10.0/manifest.json")
    let mismatch = try LabelsParserRunner.run(
      ["bundle", "Exports/9.10.0", "--environment=p"], in: folder.url)
    #expect(
      mismatch
        == .init(
          stdout: "",
          stderr:
            "Exports/9.10.0/manifest.json: error: does not match the locale files: it names version 1.0.0 "
            + "but the folder is 9.10.0\n",
          status: 65))
    try FileManager.default.removeItem(at: manifest)
    let result = try LabelsParserRunner.run(
      ["bundle", "Exports/9.10.0", "--environment=staging", "--output", "my uploads"], in: folder.url)
    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(
      result.stdout == """
        wrote my uploads/staging/9-10-0.json: 3 locales, 3540 bytes
        import at: /staging/9-10-0
        command:   firebase database:set /staging/9-10-0 'my uploads/staging/9-10-0.json'

        """)
    #expect(
      try folder.read("my uploads/staging/9-10-0.json") == String(contentsOf: Self.golden, encoding: .utf8))
  }

  @Test func makeBundleRunsTheCommandOnTheNewestExport() throws {
    let folder = try folderWithExports()
    try FileManager.default.copyItem(
      at: LabelsParserRunner.packageRoot.appendingPathComponent("Makefile"),
      to: folder.url.appendingPathComponent("Makefile"))
    // The Makefile's own recipe, with PARSER pointing at the binary under test instead of `swift run`.
    let result = try LabelsParserRunner.run(
      [
        "make", "--no-print-directory", "bundle", "ENV=production",
        "PARSER=\(LabelsParserRunner.executable.path)",
      ],
      in: folder.url, program: URL(fileURLWithPath: "/usr/bin/env"))
    #expect(result.stderr == "")
    #expect(result.status == 0)
    #expect(
      result.stdout == """
        \(LabelsParserRunner.executable.path) bundle --environment="production"
        wrote upload/production/1-0-0.json: 3 locales, 3540 bytes
        import at: /production/1-0-0
        command:   firebase database:set /production/1-0-0 upload/production/1-0-0.json

        """)
    #expect(
      try folder.read("upload/production/1-0-0.json") == String(contentsOf: Self.golden, encoding: .utf8))
  }

  @Test(arguments: ["path-767", "path-768", "depth-31", "depth-32"])
  func limitsAreInclusive(fixture: String) throws {
    let folder = try TemporaryDirectory()
    try folder.copy(fixture: "bundle/\(fixture)", to: fixture)
    let result = try LabelsParserRunner.run(
      ["bundle", "\(fixture)/1.0.0", "--environment", "production"], in: folder.url)
    #expect(result.stderr == "")
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("wrote upload/production/1-0-0.json: 1 locales, "))
    #expect(exists("upload/production/1-0-0.json", in: folder))
  }

  @Test(arguments: [
    (
      "path-769", 2,
      "en /\(String(repeating: "k", count: 741)): the full path in Firebase is 769 bytes, over the limit of "
        + "768 (the keys in UTF-8 plus one '/' each); shorten the keys [firebase-path-length]"
    ),
    (
      "depth-33", 30,
      "en \(String(repeating: "/a", count: 29)): the full path in Firebase is 33 keys deep, over the limit "
        + "of 32; nest the labels less deeply [firebase-depth]"
    ),
    (
      "null", 3,
      "en /login/forgotPassword: null deletes the node in Firebase, so the key is missing when the app "
        + "reads it back; remove the member or give it a value [firebase-null]"
    ),
  ])
  func aLimitBrokenOnceFailsAndWritesNothing(fixture: String, line: Int, diagnostic: String) throws {
    let folder = try TemporaryDirectory()
    try folder.copy(fixture: "bundle/\(fixture)", to: fixture)
    let result = try LabelsParserRunner.run(
      ["bundle", "\(fixture)/1.0.0", "--environment", "production"], in: folder.url)
    #expect(
      result
        == .init(
          stdout: "",
          stderr: """
            \(fixture)/1.0.0/en.json:\(line): error: \(diagnostic)
            error: the upload breaks 1 limit of Firebase Realtime Database; nothing was written

            """,
          status: 1))
    #expect(!exists("upload", in: folder))
  }

  @Test func everyInvalidKeyIsReported() throws {
    let folder = try TemporaryDirectory()
    try folder.copy(fixture: "bundle/invalid-keys", to: "keys")
    let result = try LabelsParserRunner.run(
      ["bundle", "keys/1.0.0", "--environment", "production"], in: folder.url)
    let file = "keys/1.0.0/en.json"
    #expect(
      result
        == .init(
          stdout: "",
          stderr: """
            \(file):2: error: en /: the empty key cannot be stored; Firebase keys must be non-empty [firebase-key]
            \(file):3: error: en /.priority: key ".priority" is reserved by Firebase for its own metadata; rename it [firebase-key]
            \(file):4: error: en /a.b: key "a.b" contains '.'; Firebase keys cannot contain . $ # [ ] / [firebase-key]
            \(file):6: error: en /price$: key "price$" contains '$'; Firebase keys cannot contain . $ # [ ] / [firebase-key]
            \(file):7: error: en /tab\\u{1}key: key "tab\\u{1}key" contains the control character U+0001; Firebase keys \
            cannot contain U+0000 to U+001F or U+007F [firebase-key]
            error: the upload breaks 5 limits of Firebase Realtime Database; nothing was written

            """,
          status: 1))
    #expect(!exists("upload", in: folder))
  }

  @Test func emptyNodesAndIntegerKeysAreReported() throws {
    let folder = try TemporaryDirectory()
    try folder.copy(fixture: "bundle/empty", to: "empty")
    try folder.copy(fixture: "bundle/integer-keys/1.0.0/en.json", to: "empty/1.0.0/uk.json")
    let result = try LabelsParserRunner.run(
      ["bundle", "empty/1.0.0", "--environment", "production"], in: folder.url)
    #expect(
      result
        == .init(
          stdout: "",
          stderr: """
            empty/1.0.0/en.json:2: error: en /login: empty object: Firebase keeps no empty node, so the key is \
            missing when the app reads it back; remove it or give it content [firebase-empty]
            empty/1.0.0/en.json:3: error: en /tips: empty array: Firebase keeps no empty node, so the key is \
            missing when the app reads it back; remove it or give it content [firebase-empty]
            empty/1.0.0/uk.json:2: error: uk /steps: every key of this object is a non-negative integer, so \
            Firebase may return it as an array (it does when the largest key is below twice the number of \
            keys) and the app cannot decode it; use keys that are not numbers [firebase-integer-keys]
            error: the upload breaks 3 limits of Firebase Realtime Database; nothing was written

            """,
          status: 1))
  }

  @Test func aStringOver10MBFails() throws {
    // Generated rather than committed: the fixture would be a 10 MB file.
    let folder = try TemporaryDirectory()
    let limit = 10 * 1024 * 1024
    try folder.write(
      #"{"fits": ""# + String(repeating: "a", count: limit) + "\"}\n", to: "fits/1.0.0/en.json")
    try folder.write(
      #"{"big": ""# + String(repeating: "a", count: limit + 1) + "\"}\n", to: "big/1.0.0/en.json")
    let fits = try LabelsParserRunner.run(["bundle", "fits/1.0.0", "--environment", "p"], in: folder.url)
    #expect(fits.stderr == "")
    #expect(fits.status == 0)
    let big = try LabelsParserRunner.run(["bundle", "big/1.0.0", "--environment", "p"], in: folder.url)
    #expect(
      big.stderr == """
        big/1.0.0/en.json: error: en /big: the string is 10485761 bytes in UTF-8, over Firebase's limit of \
        10485760 bytes (10 MB); shorten it [firebase-string-size]
        error: the upload breaks 1 limit of Firebase Realtime Database; nothing was written

        """)
    #expect(big.status == 1)
  }

  @Test func schemaFileInTheVersionFolderIsNotALocale() throws {
    let folder = try folderWithExports()
    try folder.write("{\"type\": \"object\"}\n", to: "Exports/1.0.0/schema.json")
    let result = try LabelsParserRunner.run(["bundle", "--environment", "production"], in: folder.url)
    #expect(result.status == 0)
    #expect(
      try folder.read("upload/production/1-0-0.json") == String(contentsOf: Self.golden, encoding: .utf8))
  }

  @Test func inputsThatCannotBeBundled() throws {
    let folder = try TemporaryDirectory()
    let empty = try LabelsParserRunner.run(["bundle", "--environment", "production"], in: folder.url)
    #expect(
      empty
        == .init(
          stdout: "",
          stderr: "Exports: error: holds no version folder; run 'make export' or name a version folder\n",
          status: 66))
    try folder.copy(fixture: "bundle/null/1.0.0", to: "latest")
    let unnamed = try LabelsParserRunner.run(
      ["bundle", "latest", "--environment", "production"], in: folder.url)
    #expect(
      unnamed
        == .init(
          stdout: "",
          stderr:
            "latest: error: is not named after a version; name the folder MAJOR.MINOR.PATCH, such as Exports/1.0.0\n",
          status: 65))
    try folder.write("{\"a\": 1,}\n", to: "broken/2.0.0/en.json")
    let broken = try LabelsParserRunner.run(
      ["bundle", "broken/2.0.0", "--environment", "production"], in: folder.url)
    #expect(broken.status == 65)
    #expect(broken.stderr.hasPrefix("broken/2.0.0/en.json:1:8: error: trailing comma"))
    #expect(!exists("upload", in: folder))
  }

  @Test func aFailedWriteExits73AndKeepsTheEarlierFile() throws {
    let folder = try folderWithExports()
    try folder.write("old\n", to: "upload/production/1-0-0.json")
    let blocker = folder.url.appendingPathComponent("upload/production/.1-0-0.json.tmp")
    try FileManager.default.createDirectory(at: blocker, withIntermediateDirectories: true)
    let result = try LabelsParserRunner.run(["bundle", "--environment", "production"], in: folder.url)
    #expect(
      result
        == .init(
          stdout: "",
          stderr:
            "upload/production/.1-0-0.json.tmp: error: cannot write: is a directory; nothing was changed\n",
          status: 73))
    #expect(try folder.read("upload/production/1-0-0.json") == "old\n")
  }

  @Test(arguments: [
    (["bundle"], "missing --environment, such as --environment production"),
    (["bundle", "--environment="], "missing --environment, such as --environment production"),
    (
      ["bundle", "--environment", "prod.eu"],
      "invalid environment: key \"prod.eu\" contains '.'; Firebase keys cannot contain . $ # [ ] /; "
        + "name it like production, staging or development"
    ),
    (["bundle", "a", "b", "--environment", "p"], "unexpected argument 'b'"),
    (["bundle", "--environment", "p", "--output="], "--output needs a folder"),
    (["bundle", "--env", "p"], "unknown option '--env' for bundle"),
  ])
  func usageErrorsExit64(arguments: [String], message: String) throws {
    let folder = try folderWithExports()
    let result = try LabelsParserRunner.run(arguments, in: folder.url)
    #expect(result == .init(stdout: "", stderr: "error: \(message)\n\(Self.usage)\n", status: 64))
    #expect(!exists("upload", in: folder))
  }

  @Test func helpIsListedAndComplete() throws {
    let folder = try TemporaryDirectory()
    let overview = try LabelsParserRunner.run(["--help"], in: folder.url)
    #expect(
      overview.stdout.contains("  bundle  prepare the upload of one version to Firebase Realtime Database\n"))
    let help = try LabelsParserRunner.run(["bundle", "--help"], in: folder.url)
    #expect(help.status == 0)
    #expect(help.stdout.hasPrefix(Self.usage + "\n\n"))
    for rule in [
      "firebase-key", "firebase-path-length", "firebase-depth", "firebase-empty", "firebase-null",
      "firebase-integer-keys", "firebase-string-size", "firebase-write-size",
    ] {
      #expect(help.stdout.contains("  \(rule) "), "help names \(rule)")
    }
  }
}
