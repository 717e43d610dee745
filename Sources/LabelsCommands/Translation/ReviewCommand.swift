import LabelsCore
import LabelsKit

/// `LabelsParser review`: lists the translations that need review, and confirms them.
struct ReviewCommand: RunnableCommand, Equatable {
  static let name = "review"
  static let summary = "list the translations that need review; confirm them as they are"
  static let exitCodes: [ExitCode] = [.ok, .usage, .dataError, .cannotCreate, .ioError]
  static let help = """
    usage: LabelsParser review [confirm LOCALE (POINTER... | --all)]

    The review state of the translations is kept in Defaults/LabelsReview.json, written only
    by the tool: export marks each translation whose base text changed as needs-review, an
    import keeps the states translators and String Catalogs give (new, needs-review) and marks
    a locale's gaps as untranslated. A state lasts until its translation changes. lint reports
    needs-review as translation-stale and new as translation-unreviewed; check --fail-on-stale
    fails on them.

    With no argument, prints every translation with a state, one per line: the locale, the
    JSON Pointer, the state and the translation; base texts changed since the newest published
    version are included, as the next export marks them.
    confirm LOCALE POINTER...  keeps these translations as they are: their needs-review or new
                               state is removed. An untranslated label is confirmed by
                               translating it.
    confirm LOCALE --all       the same for every translation of LOCALE that needs review or
                               is new.

    Options:
      --all    with confirm: every translation of the locale
      --help   show this help

    Exit codes: 0 listed or confirmed, 64 usage error, 65 a pointer with nothing to confirm, a
    base text change not exported yet, or a malformed Defaults/LabelsReview.json, 73 cannot write
    it, 74 I/O error.
    """

  /// What to confirm, or `nil` to list.
  let confirmation: ReviewConfirmation?

  init(arguments: [String]) throws(UsageError) {
    let scanned = try ArgumentScanner(arguments, command: Self.self, options: [], flags: ["--all"])
    guard let verb = scanned.positionals.first else {
      guard !scanned.flags.contains("--all") else {
        throw UsageError("--all goes with confirm LOCALE", command: Self.self)
      }
      confirmation = nil
      return
    }
    guard verb == "confirm" else {
      throw UsageError("unknown action '\(verb)'; expected confirm", command: Self.self)
    }
    guard scanned.positionals.count > 1 else {
      throw UsageError("name the locale to confirm, such as: review confirm ru --all", command: Self.self)
    }
    let locale: LocaleIdentifier
    do {
      locale = try LocaleIdentifier(scanned.positionals[1])
    } catch {
      throw UsageError("confirm names an \(error)", command: Self.self)
    }
    let texts = scanned.positionals.dropFirst(2)
    var paths: [JSONPointer] = []
    for text in texts {
      guard let path = JSONPointer(parsing: text), !path.isRoot else {
        throw UsageError(
          "'\(text)' is not a label's JSON Pointer; write it as lint prints it, such as /login/welcome",
          command: Self.self)
      }
      paths.append(path)
    }
    switch (paths.isEmpty, scanned.flags.contains("--all")) {
    case (true, false):
      throw UsageError("name the labels to confirm, or pass --all", command: Self.self)
    case (false, true):
      throw UsageError("name labels or pass --all, not both", command: Self.self)
    case (true, true):
      confirmation = ReviewConfirmation(locale: locale, paths: nil)
    case (false, false):
      confirmation = ReviewConfirmation(locale: locale, paths: paths)
    }
  }

  func run(project: LabelsProject, console: Console) throws(CommandFailure) -> ExitCode {
    try run(project: project, console: console, reviewFile: ReviewStateFile(paths: project.paths))
  }

  /// Runs the command on `reviewFile`, which it reads once, whether it lists or confirms.
  func run(project: LabelsProject, console: Console, reviewFile file: ReviewStateFile) throws(CommandFailure)
    -> ExitCode
  {
    try InterruptedWrite.recover(in: project.paths, console: console)
    let encoded = try project.encoded()
    let defaults = encoded.documents
    let snapshot = try file.snapshot()
    let current = try file.current(
      for: defaults, at: encoded.version, exportRoot: project.paths.exports, committed: snapshot.state)
    guard let confirmation else {
      for line in current.listing { console.output(line) }
      return .ok
    }
    let committed = snapshot.state.holding(in: defaults)
    let locale = confirmation.locale
    let confirmed: (state: ReviewState, confirmed: [JSONPointer])
    do {
      confirmed = try confirmation.apply(current: current, committed: committed)
    } catch {
      throw CommandFailure(
        .dataError,
        error.refusals.map {
          Diagnostic(.error, at: FileLocation(file: project.paths.reviewFile), "\(locale) \($0.path) \($0)")
        } + [Diagnostic(.error, "nothing was confirmed")])
    }
    try file.write(confirmed.state, over: snapshot)
    let paths = confirmed.confirmed
    console.output("confirmed \(paths.count) translation\(paths.count == 1 ? "" : "s") of \(locale.rawValue)")
    return .ok
  }
}
