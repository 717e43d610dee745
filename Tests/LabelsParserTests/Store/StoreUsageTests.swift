import Foundation
import Testing

@testable import LabelsCommands

/// The store commands' command lines: what each needs, and what each refuses, with exit 64.
@Suite struct StoreUsageTests {
  @Test(arguments: [
    (
      ["publish", "--database", "https://x.firebaseio.com"],
      "missing --environment, such as --environment production"
    ),
    (
      ["status", "--environment", "production"],
      "missing --database, such as --database https://my-app-default-rtdb.firebaseio.com"
    ),
    (
      ["pull", "--environment", "prod.eu", "--database", "https://x.firebaseio.com"],
      "invalid environment: key \"prod.eu\" contains '.'; Firebase keys cannot contain . $ # [ ] /; name it like "
        + "production, staging or development"
    ),
    (
      ["status", "--environment", "p", "--database", "https://x.firebaseio.com", "--format", "markdown"],
      "unknown format 'markdown'; use text, json or github"
    ),
    (
      ["publish", "--environment", "p", "--database", "https://x.firebaseio.com", "extra"],
      "unexpected argument 'extra'"
    ),
    (
      ["pull", "--environment", "p", "--database", "https://x.firebaseio.com", "--dry-run"],
      "unknown option '--dry-run' for pull"
    ),
  ])
  func aCommandLineTheStoreCommandsRefuseExits64(arguments: [String], message: String) throws {
    let folder = try TemporaryDirectory()
    let run = CommandRun(arguments, in: folder.url)
    #expect(run.status == 64)
    #expect(
      run.stderr.hasPrefix(
        "error: \(message)\nusage: LabelsParser \(arguments[0]) --environment NAME --database URL"))
    #expect(run.stdout == "")
  }

  @Test func theFlagsAreParsed() throws {
    let publish = try PublishCommand(
      arguments: [
        "--environment=staging", "--database=https://x.firebaseio.com/", "--dry-run", "--discard-store-edits",
      ])
    #expect(publish.dryRun && publish.discardStoreEdits)
    #expect(publish.target.environment.rawValue == "staging")
    #expect(publish.target.database.description == "https://x.firebaseio.com")
    let loopback = try StatusCommand(arguments: [
      "--environment", "p", "--database", "http://[::1]:9000", "--format", "json",
    ])
    #expect(loopback.target.database.description == "http://[::1]:9000")
    #expect(loopback.format == .json)
  }
}
