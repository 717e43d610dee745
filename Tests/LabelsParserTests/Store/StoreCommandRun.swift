import Foundation
import LabelsCore
import LabelsKit
import LabelsStoreClient

@testable import LabelsCommands

/// Runs `publish` or `status` in process on a copy of `Fixtures/bundle/lines` against a ``FakeStore``,
/// and captures what it printed, with the folder's path shown as `<root>`.
struct StoreCommandRun: Equatable {
  var stdout: String
  var stderr: String
  var status: Int32

  init(stdout: String, stderr: String, status: Int32) {
    self.stdout = stdout
    self.stderr = stderr
    self.status = status
  }

  /// The database every test names.
  static let database = "https://labels-test.firebaseio.com"

  /// Runs `arguments` (the command first; `--environment production --database` added) on `project`
  /// (the fixture app's first release rooted at `folder` by default), against `store` at `database`,
  /// sending `credential`, each request ending within `timeout`.
  init(
    _ arguments: [String], in folder: TemporaryDirectory, store: any StoreTransport,
    database: String = Self.database, credential: StoreCredential = .none, project: LabelsProject? = nil,
    timeout: Duration = .seconds(2)
  ) {
    let output = Buffer()
    let errors = Buffer()
    let console = Console(output: { output.append($0) }, error: { errors.append($0) })
    let project = project ?? ShopLabels.v1(root: folder.url.path)
    let full = Array(arguments.dropFirst()) + ["--environment", "production", "--database", database]
    do {
      let address = try DatabaseAddress(database, command: PublishCommand.self)
      var client = StoreClient(database: address, credential: credential, transport: store)
      client.sleep = { _ in }
      client.timeout = timeout
      let code: ExitCode
      switch arguments.first {
      case "publish":
        code = try PublishCommand(arguments: full).run(project: project, console: console, client: client)
      case "pull":
        code = try PullCommand(arguments: full).run(project: project, console: console, client: client)
      case "rollout":
        code = try RolloutCommand(arguments: full).run(project: project, console: console, client: client)
      case "promote":
        code = try PromoteCommand(arguments: full).run(project: project, console: console, client: client)
      case "rollback":
        code = try RollbackCommand(arguments: full).run(project: project, console: console, client: client)
      case "halt":
        code = try HaltCommand(arguments: full).run(project: project, console: console, client: client)
      case "resume":
        code = try ResumeCommand(arguments: full).run(project: project, console: console, client: client)
      default:
        code = try StatusCommand(arguments: full).run(project: project, console: console, client: client)
      }
      status = code.rawValue
    } catch let failure as CommandFailure {
      for diagnostic in failure.diagnostics { console.diagnostic(diagnostic) }
      status = failure.code.rawValue
    } catch {
      console.error("\(error)")
      status = -1
    }
    stdout = output.text.replacingOccurrences(of: folder.url.path, with: "<root>")
    stderr = errors.text.replacingOccurrences(of: folder.url.path, with: "<root>")
  }

  /// A folder holding `Fixtures/bundle/lines` as its `Exports`.
  static func folder() throws -> TemporaryDirectory {
    let folder = try TemporaryDirectory()
    try folder.copy(fixture: "bundle/lines", to: "Exports")
    return folder
  }

  /// The bytes a console wrote to one stream, collected from any thread.
  final class Buffer: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes: [UInt8] = []

    func append(_ chunk: [UInt8]) { lock.withLock { bytes += chunk } }
    var text: String { lock.withLock { String(decoding: bytes, as: UTF8.self) } }
  }
}
