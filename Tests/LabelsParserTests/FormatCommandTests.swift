import Foundation
import Testing

@testable import LabelsCommands

@Suite struct FormatCommandTests {
  @Test func printsTheCanonicalForm() throws {
    let folder = try TemporaryDirectory()
    try folder.copy(fixture: "format")
    let result = CommandRun(
      ["format", "format/messy.json", "format/canonical.json"], in: folder.url)
    #expect(
      result
        == .init(
          stdout: """
            {
              "a": {},
              "b": [
                1,
                {
                  "a": "/é",
                  "z": null
                }
              ]
            }
            {
              "a": 1
            }

            """,
          stderr: "",
          status: 0
        )
    )
  }

  @Test func checkNamesFilesThatAreNotCanonical() throws {
    let folder = try TemporaryDirectory()
    try folder.copy(fixture: "format")
    let result = CommandRun(
      ["format", "--check", "format/canonical.json", "format/messy.json"], in: folder.url)
    #expect(
      result
        == .init(
          stdout: "",
          stderr:
            "format/messy.json: error: is not in the canonical form; print it with 'LabelsParser format format/messy.json'\n",
          status: 1
        )
    )
    let clean = CommandRun(["format", "--check", "format/canonical.json"], in: folder.url)
    #expect(clean == .init(stdout: "", stderr: "", status: 0))
  }

  @Test func malformedJSONExits65WithItsPositionAndPrintsNothing() throws {
    let folder = try TemporaryDirectory()
    try folder.copy(fixture: "format")
    let result = CommandRun(
      ["format", "format/messy.json", "format/duplicate.json"], in: folder.url)
    #expect(
      result
        == .init(
          stdout: "",
          stderr: """
            format/duplicate.json:2:2: error: duplicate key "a" in one object; readers disagree on which value wins, so keep only one

            """,
          status: 65
        )
    )
  }

  @Test func missingFileExits66() throws {
    let folder = try TemporaryDirectory()
    let result = CommandRun(["format", "absent.json"], in: folder.url)
    #expect(result == .init(stdout: "", stderr: "absent.json: error: no such file\n", status: 66))
  }

  @Test func folderInsteadOfFileExits65() throws {
    let folder = try TemporaryDirectory()
    try folder.copy(fixture: "format")
    let result = CommandRun(["format", "format"], in: folder.url)
    #expect(
      result
        == .init(
          stdout: "", stderr: "format: error: is a folder where a file belongs; remove it\n", status: 65)
    )
  }

  @Test func deepNestingExits65Quickly() throws {
    let folder = try TemporaryDirectory()
    try folder.write(String(repeating: "[", count: 100_000), to: "deep.json")
    let result = CommandRun(["format", "deep.json"], in: folder.url)
    #expect(
      result
        == .init(stdout: "", stderr: "deep.json:1:129: error: nesting deeper than 128 levels\n", status: 65))
  }

  @Test func usage() {
    let error = Invocation.usageError(["format"])
    #expect(error?.message == "no file given")
    #expect(error?.usage == "usage: LabelsParser format FILE... [--check]")
  }
}
