import Foundation
import LabelsKit
import Testing

@testable import LabelsCommands

/// The schema's Swift sources are read whole or refused, naming the file; the version's declaration is
/// only a place for a message, so a source that cannot be read still names the file.
@Suite struct SchemaSourceReadingTests {
  @Test func aSchemaFileThatIsALinkIsRefusedByName() throws {
    let folder = try TemporaryDirectory()
    try folder.write("public struct Labels: LabelGroup {}\n", to: "elsewhere/Labels.swift")
    try FileManager.default.createDirectory(
      at: folder.url.appendingPathComponent("Sources/Labels"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: folder.url.path + "/Sources/Labels/Labels.swift",
      withDestinationPath: "../../elsewhere/Labels.swift")
    let run = CommandRun(["emit", "xcstrings"], project: ShopLabels.v1(root: folder.url.path))
    #expect(run.status == 65)
    #expect(
      run.stderr
        == "<root>/Sources/Labels/Labels.swift: error: is a symbolic link where a file belongs; the tool reads and writes nothing "
        + "through a link: replace the link with the file itself\n")
    #expect(FileManager.default.fileExists(atPath: folder.url.path + "/emit") == false)
  }

  @Test func aSchemaFolderThatIsAFileIsRefusedByName() throws {
    let folder = try TemporaryDirectory()
    try folder.write("not a folder\n", to: "Sources/Labels")
    let run = CommandRun(["xliff", "export"], project: ShopLabels.v1(root: folder.url.path))
    #expect(run.status == 65)
    #expect(run.stderr == "<root>/Sources/Labels: error: is a file where a folder belongs; remove it\n")
  }

  @Test func theVersionIsPlacedAtItsLineOrAtTheFileAlone() throws {
    let folder = try TemporaryDirectory()
    let paths = ProjectPaths(root: folder.url.path)
    let file = folder.url.path + "/Sources/Labels/Labels.swift"
    #expect(try paths.versionLocation(inputs: InputFiles()) == FileLocation(file: file))
    try folder.write(
      "import LabelsSchema\n\nextension Labels {\n  static let schemaVersion = \"1.0.0\"\n}\n",
      to: "Sources/Labels/Labels.swift")
    #expect(try paths.versionLocation(inputs: InputFiles()) == FileLocation(file: file, line: 4))
    // A link is never read: refused by name, as the schema's comments refuse it.
    try FileManager.default.removeItem(atPath: file)
    try FileManager.default.createSymbolicLink(atPath: file, withDestinationPath: "/dev/null")
    do {
      _ = try paths.versionLocation(inputs: InputFiles())
      Issue.record("a link was read")
    } catch {
      #expect(error.code == .dataError)
      #expect(error.diagnostics.map(\.location?.file) == [file])
    }
  }
}
