import Foundation
import LabelsKit
import LabelsServer

/// `LabelsParser studio`: serves, on 127.0.0.1, a page where the people who write the texts change them
/// (docs/studio.md), over this repository and, when given, a store.
struct StudioCommand: RunnableCommand, Equatable {
  static let name = "studio"
  static let summary = "serve a page on 127.0.0.1 where texts are edited, checked and reviewed"
  static let exitCodes: [ExitCode] = [.ok, .usage, .dataError, .noInput, .unavailable, .ioError]
  static let help = """
    usage: LabelsParser studio [--port N] [--environment NAME --database URL]

    Serves, on 127.0.0.1 only, a page where the people who write the texts find, edit and review
    them: every label with search and filters (untranslated, needs review, lint findings, changed
    since the newest published version, edited in the store), a label's schema comment, every
    locale side by side, placeholders as fixed chips, the plural forms each locale's CLDR rules
    select with a preview for sample counts, lengths, the values in the published versions, and
    coverage per locale. See docs/studio.md.

    Each edit is checked by lint's rules as it is typed; saving rewrites the text's Swift literal in
    Defaults/ and brings Defaults/LabelsReview.json up to date, as 'xliff import' (a translation) and
    'pull' (a base text) do, in one staged write that the next start, or 'check', finishes or undoes
    when it was killed halfway. The texts are read from the Swift sources, again whenever a file
    changes; a save is refused when the locale's files changed since the page read them. The page
    lists the saved edits that a rebuild and 'make export' have not yet taken.

    With --environment and --database, the page also shows the store's edits beside the
    repository's texts, each taken into the repository as 'pull' would take it alone, or left.
    Credentials as for pull: LABELS_DATABASE_TOKEN or LABELS_DATABASE_SECRET, from the
    environment; they stay in the server and never reach the page.

    It prints the address to open, which holds a random token: the first request exchanges it for
    a cookie (HttpOnly, SameSite=Strict) and drops it from the address; every request without one
    or the other is refused, as is a request naming another host or coming from another site. It
    logs each request on stderr and runs until Ctrl-C or SIGTERM.

    Options:
      --port N             the port of 127.0.0.1, 0 for a free one (default: 0)
      --environment NAME   the store's environment, such as staging (with --database)
      --database URL       the store, https://<name>.firebaseio.com (http only on 127.0.0.1,
                           ::1 or localhost; with --environment)
      --help               show this help

    Exit codes: 0 stopped by Ctrl-C or SIGTERM, 64 usage error, 65 bad data (the defaults, the
    review state or a published version cannot be read, or an interrupted write's record is not
    one), 66 a file of the page is missing, 69 the port is in use, 74 I/O error.
    """

  /// The port of 127.0.0.1; 0 for one the system picks.
  let port: UInt16
  /// The store, when given.
  let store: StoreTarget?

  init(arguments: [String]) throws(UsageError) {
    let scanned = try ArgumentScanner(
      arguments, command: Self.self, options: StoreTarget.options.union(["--port"]), flags: [])
    let port = scanned.values["--port"] ?? "0"
    guard let number = UInt16(port), String(number) == port else {
      throw UsageError("--port needs a number from 0 to 65535, not '\(port)'", command: Self.self)
    }
    self.port = number
    let given = StoreTarget.options.filter { scanned.values[$0] != nil }
    if given.isEmpty {
      if let extra = scanned.positionals.first {
        throw UsageError("unexpected argument '\(extra)'", command: Self.self)
      }
      store = nil
    } else {
      store = try StoreTarget(scanned, command: Self.self)
    }
  }

  /// The export root is read at each request, not locked for a run that lasts until stopped.
  var locksExportRootForRun: Bool { false }

  func run(project: LabelsProject, console: Console) throws(CommandFailure) -> ExitCode {
    let store = self.store.map { StudioStore(target: $0, client: $0.client()) }
    let workspace = try StudioWorkspace(project: project, store: store, console: console)
    let page = try StudioServer.page(root: project.root)
    let handler = StudioHandler()
    let server: LoopbackHTTPServer
    do {
      server = try LoopbackHTTPServer(port: port, log: { console.error($0) }, handler: handler.respond)
    } catch .portInUse {
      throw CommandFailure(
        .unavailable,
        "port \(port) of 127.0.0.1 is in use; stop what uses it, or choose another with --port N")
    } catch {
      throw CommandFailure(.unavailable, "\(error)")
    }
    let session = StudioSession(port: server.port)
    handler.server = StudioServer(page: page, session: session, workspace: workspace)
    console.output("studio: open \(session.address) (Ctrl-C stops)")
    TerminationSignal.wait()
    server.stop()
    return .ok
  }
}
