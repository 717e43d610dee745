import Foundation
import LabelsCore
import LabelsKit
import LabelsServer

/// `LabelsParser serve`: answers on this machine as Firebase Realtime Database's REST API does, until
/// stopped: read-only from the export root, for what `bundle` uploads; or, with `--store`, reads and
/// writes kept in a folder (``StoreServer``).
struct ServeCommand: RunnableCommand, Equatable {
  static let name = "serve"
  static let summary = "serve the exports, or a store that takes writes, on 127.0.0.1 as Firebase's REST API"
  static let tokenVariable = "LABELS_SERVE_TOKEN"
  static let appCheckVariable = "LABELS_SERVE_APP_CHECK"
  static let exitCodes: [ExitCode] = [.ok, .usage, .dataError, .unavailable, .cannotCreate, .ioError]
  static let help = """
    usage: LabelsParser serve [--environment NAME] [--exports DIR | --store DIR] [--port N]

    Without --store, answers on this machine as Firebase Realtime Database's REST API answers for
    what 'bundle' uploads, so that an app in the simulator reads a changed text without a deploy: GET
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

    With --store DIR it is a store that reads and writes, for tests and the simulator: GET, PUT,
    PATCH (several relative paths in one step) and DELETE, as the REST API documents them (null
    deletes, no empty node is kept, arrays are kept as integer-keyed objects and read back as
    arrays when the largest index is below twice their number, X-Firebase-ETag, if-match with 412 on
    PUT and DELETE, print=silent, shallow=true). Its data is kept in DIR/data.json, created when
    missing, rewritten whole and renamed into place at every write, so it survives a restart. Keys
    Firebase refuses, paths over 32 keys or 768 bytes and malformed JSON answer 400 and change
    nothing; bodies over 32 MiB answer 413. Reads and writes need the token in the environment
    variable LABELS_SERVE_TOKEN, sent as ?access_token=, Authorization: Bearer or ?auth= (401
    otherwise); without the variable, reads are open and every write answers 401. With
    LABELS_SERVE_APP_CHECK set, every request must also send that value as X-Firebase-AppCheck
    (401 otherwise), as in a project that enforces App Check, except one whose access token
    (Authorization: Bearer or ?access_token=) is LABELS_SERVE_TOKEN: an administrator's, as
    Firebase lets it through. ?ns=NAME selects a database of its own, kept in
    DIR/namespaces/NAME/data.json (as the Firebase Emulator Suite keeps one per namespace, which
    Google's SDKs send in emulator mode); without ns, DIR/data.json. A namespace is 1 to 63
    lowercase letters, digits and hyphens (400 otherwise); at most 64 are served. Neither token
    is ever printed, and credentials in logged paths are redacted. See docs/commands.md#serve for
    where it differs from Firebase.

    Options:
      --environment NAME   the first key of every path (default: development)
      --exports DIR        the export root (default: Exports)
      --store DIR          serve the store kept in DIR instead of the exports
      --port N             the port of 127.0.0.1, 0 for a free one (default: 9000)
      --help               show this help

    Exit codes: 0 stopped by Ctrl-C or SIGTERM, 64 usage error, 65 DIR/data.json is not data the
    store takes, 69 the port, or the store, is in use by another program, 73 DIR is a symbolic
    link or not a folder, 74 DIR cannot be created or read.
    """

  /// The export root, or `nil` for the project's `Exports`.
  let exports: String?
  /// The store's folder with `--store`, or `nil` to serve the exports.
  let store: String?
  /// The environment served, the first key of every path.
  let environment: UploadEnvironment
  /// The port of 127.0.0.1 listened on; 0 for one the system picks.
  let port: UInt16

  init(arguments: [String]) throws(UsageError) {
    let scanned = try ArgumentScanner(
      arguments, command: Self.self, options: ["--environment", "--exports", "--store", "--port"], flags: [])
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
    store = scanned.values["--store"]
    if let store {
      guard !store.isEmpty else { throw UsageError("--store needs a folder", command: Self.self) }
      if let other = ["--exports", "--environment"].first(where: { scanned.values[$0] != nil }) {
        throw UsageError(
          "\(other) is for serving the exports; --store serves a store's own data", command: Self.self)
      }
    }
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
    if let store {
      return try serveStore(project.paths.resolve(store), console: console)
    }
    let root = exportRootAccess(project: project).root
    let responder = PublishedTreeResponder(root: root, environment: environment, console: console)
    let server: LoopbackHTTPServer
    do {
      server = try LoopbackHTTPServer(port: port, log: { console.error($0) }, handler: responder.respond)
    } catch {
      throw Self.failure(.listening(error))
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
    TerminationSignal.wait()
    server.stop()
    return .ok
  }

  /// Serves the store in `folder` until stopped, with the token of ``tokenVariable`` and the App Check
  /// token of ``appCheckVariable``.
  private func serveStore(_ folder: String, console: Console) throws(CommandFailure) -> ExitCode {
    let environment = ProcessInfo.processInfo.environment
    let token = environment[Self.tokenVariable]
    let appCheckToken = environment[Self.appCheckVariable]
    for (variable, value) in [(Self.tokenVariable, token), (Self.appCheckVariable, appCheckToken)]
    where value?.isEmpty == true {
      throw CommandFailure(.usage, "\(variable) is set but empty; set it to the token, or unset it")
    }
    let server: StoreServer
    do {
      server = try StoreServer(
        folder: folder, token: token, appCheckToken: appCheckToken, port: port, log: { console.error($0) })
    } catch {
      throw Self.failure(error)
    }
    var access =
      token == nil
      ? "reads open, writes refused: \(Self.tokenVariable) is not set"
      : "reads and writes need the token of \(Self.tokenVariable)"
    if appCheckToken != nil { access += ", and the App Check token of \(Self.appCheckVariable)" }
    console.output(
      LogText.escaped(
        "serving the store \(folder) at \(server.baseURL.absoluteString) (\(access)); Ctrl-C stops"))
    TerminationSignal.wait()
    server.stop()
    return .ok
  }

  /// The failure for a store that cannot be served, with its exit code.
  private static func failure(_ error: StoreServerError) -> CommandFailure {
    switch error {
    case .listening(.portInUse):
      CommandFailure(
        .unavailable, "\(error); stop it, or choose another port with --port N (--port 0 picks a free one)")
    case .listening(.socketFailed), .store(.inUse), .store(.stopped), .store(.tooManyNamespaces):
      CommandFailure(.unavailable, "\(error)")
    case .store(.invalidJSON(let path, let reading)):
      CommandFailure(
        .dataError,
        [
          Diagnostic(
            .error, at: FileLocation(file: path, line: reading.line, column: reading.column),
            "\(reading.message); fix the file or remove it to start empty")
        ])
    case .store(.invalidData):
      CommandFailure(.dataError, "\(error)")
    case .store(.notPlain), .store(.notAFolder):
      CommandFailure(.cannotCreate, "\(error)")
    case .store(.fileFailed):
      CommandFailure(.ioError, "\(error)")
    }
  }
}
