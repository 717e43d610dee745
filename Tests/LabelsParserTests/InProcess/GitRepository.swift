import Foundation
import Testing

/// A git repository in a temporary folder, for the gate's history: commits as a team would make them.
struct GitRepository {
  /// The folder.
  let folder: TemporaryDirectory

  /// The folder's path.
  var path: String { folder.url.path }

  /// Initialises an empty repository.
  init() throws {
    folder = try TemporaryDirectory()
    try git("init", "-q", "-b", "main")
  }

  /// Runs git in the repository and returns its stdout.
  @discardableResult
  func git(_ arguments: String...) throws -> String {
    let result = try LabelsParserRunner.run(
      ["git", "-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false"]
        + arguments,
      in: folder.url, program: URL(fileURLWithPath: "/usr/bin/env"))
    guard result.status == 0 else {
      throw GitFailure(message: "git \(arguments.joined(separator: " ")): \(result.stderr)")
    }
    return result.stdout
  }

  /// Exports the fixture app's first release (``ShopLabels/v1(root:version:edit:)``) and commits it.
  func publishFirstRelease() throws {
    let export = CommandRun(["export"], project: ShopLabels.v1(root: path))
    #expect(export.status == 0, "\(export.stderr)")
    try commitAll("Publish 1.0.0")
  }

  /// Stages everything and commits it.
  func commitAll(_ message: String) throws {
    try git("add", "-A")
    try git("commit", "-q", "--allow-empty", "-m", message)
  }

  /// Writes a file below the repository, creating its folders.
  func write(_ text: String, to relativePath: String) throws {
    try folder.write(text, to: relativePath)
  }

  /// The text of a file below the repository.
  func read(_ relativePath: String) throws -> String {
    try String(contentsOf: folder.url.appendingPathComponent(relativePath), encoding: .utf8)
  }

  /// A git command that failed.
  struct GitFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
  }
}
