import Dispatch
import Foundation
import LabelsKit

/// `LabelsParser serve`: answers an app's requests for its labels on this machine, from the export
/// root, as Firebase Realtime Database's REST API answers them for what `bundle` uploads, until stopped.
struct ServeCommand: RunnableCommand, Equatable {
  static let name = "serve"
  static let summary = "serve the exports on 127.0.0.1 as Firebase's REST API serves the upload"
  static let help = """
    usage: LabelsParser serve [--environment NAME] [--exports DIR] [--port N]

    Answers on this machine as Firebase Realtime Database's REST API answers for what 'bundle'
    uploads, so that an app in the simulator reads a changed text without a deploy: GET
    /<environment>/vX/<locale>/labels.json is the document apps of version X.Y.Z read,
    /<environment>/vX.json the line, /.json the whole tree, and a path with no node answers null
    (see docs/publication.md). Each request reads the exports again, so every 'make export' is
    served at once; exports that cannot be read or fail check's audit answer 500 naming the
    problem, and the server keeps running.

    Every 200 carries an ETag of its body (Firebase sends one only when asked with
    X-Firebase-ETag: true), and a request whose If-None-Match names it answers 304 Not Modified.
    Only GET and HEAD are served (405 otherwise) and only paths ending in .json (404 otherwise); a
    malformed request, or a path with '..', bad percent-encoding or a control character, answers
    400. It listens on 127.0.0.1 only, prints its address, logs each request on stderr, and runs
    until Ctrl-C or SIGTERM.

    Options:
      --environment NAME   the first key of every path (default: development)
      --exports DIR        the export root (default: Exports)
      --port N             the port of 127.0.0.1, 0 for a free one (default: 9000)
      --help               show this help

    Exit codes: 0 stopped by Ctrl-C or SIGTERM, 64 usage error, 69 the port is in use or cannot
    be listened on.
    """

  /// The export root, or `nil` for the project's `Exports`.
  let exports: String?
  /// The environment served, the first key of every path.
  let environment: UploadEnvironment
  /// The port of 127.0.0.1 listened on; 0 for one the system picks.
  let port: UInt16

  init(arguments: [String]) throws(UsageError) {
    let scanned = try ArgumentScanner(
      arguments, command: Self.self, options: ["--environment", "--exports", "--port"], flags: [])
    if let extra = scanned.positionals.first {
      throw UsageError(
        "unexpected argument '\(extra)'; serve serves every version of --exports DIR", command: Self.self)
    }
    do {
      environment = try UploadEnvironment(scanned.values["--environment"] ?? "development")
    } catch {
      throw UsageError("\(error)", command: Self.self)
    }
    if let exports = scanned.values["--exports"], exports.isEmpty {
      throw UsageError("--exports needs a folder", command: Self.self)
    }
    exports = scanned.values["--exports"]
    let port = scanned.values["--port"] ?? "9000"
    guard let number = UInt16(port), String(number) == port else {
      throw UsageError("--port needs a number from 0 to 65535, not '\(port)'", command: Self.self)
    }
    self.port = number
  }

  /// The export root named by `--exports`, else the project's.
  func exportRootAccess(project: LabelsProject) -> (root: String, exclusive: Bool) {
    (exports.map(project.paths.resolve) ?? project.paths.exports, false)
  }

  /// The root is locked for each request's reading, not for a run that lasts until stopped.
  var locksExportRootForRun: Bool { false }

  func run(project: LabelsProject, console: Console) throws(CommandFailure) -> ExitCode {
    let root = exportRootAccess(project: project).root
    let responder = PublishedTreeResponder(root: root, environment: environment, console: console)
    let server: LoopbackHTTPServer
    do {
      server = try LoopbackHTTPServer(port: port, log: { console.error($0) }, handler: responder.respond)
    } catch {
      switch error {
      case .portInUse:
        throw CommandFailure(
          .unavailable, "\(error); stop it, or choose another port with --port N (--port 0 picks a free one)")
      case .socketFailed:
        throw CommandFailure(.unavailable, "\(error)")
      }
    }
    let published: MajorLinePublication?
    do {
      published = try responder.lines()
    } catch {
      // Served all the same: every request reads the root again, and answers 500 until it is fixed.
      for diagnostic in error.diagnostics { console.diagnostic(diagnostic) }
      published = nil
    }
    console.output(
      LogText.escaped(
        "serving \(root) as \(environment) at http://127.0.0.1:\(server.port) "
          + "(GET \(responder.examplePath(published))); Ctrl-C stops"))
    Self.waitForTermination()
    server.stop()
    return .ok
  }

  /// Returns once the process receives SIGINT or SIGTERM, which no longer end it.
  private static func waitForTermination() {
    let stop = DispatchSemaphore(value: 0)
    let sources = [SIGINT, SIGTERM].map { number in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { stop.signal() }
      source.resume()
      return source
    }
    stop.wait()
    for source in sources { source.cancel() }
  }
}
