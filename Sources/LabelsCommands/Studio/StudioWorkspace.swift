import Foundation
import LabelsCore
import LabelsKit

/// The project as `studio` serves it: the compiled defaults (which tell which label each text is), the
/// texts as the defaults' Swift sources write them now (``SourceTexts``), the review state, lint's
/// findings, the published versions and, with a store, its edits. Read again whenever a file of the
/// defaults or the exports changed, at the next request; every edit goes through the same writers as
/// `xliff import` and `pull`.
///
/// The server calls it from a thread per connection: one lock serializes every request.
package final class StudioWorkspace: @unchecked Sendable {
  /// What the files said at one reading.
  struct View {
    /// The Swift files of the defaults, indexed.
    let locator: SwiftLiteralLocator
    /// The Swift files of the defaults, by path.
    var sources: [String: String] { locator.sources }
    /// The files that no longer line up with the compiled defaults.
    let reshaped: [String]
    /// The labels as the sources write them.
    let documents: LocalizedDocuments
    /// The review state as committed.
    let committedReview: ReviewState
    /// The review state brought up to date with ``documents``.
    let review: ReviewState
    /// What the labels are compared with.
    let baseline: PublishedBaseline
    /// Lint's findings and the review state's.
    let findings: [Finding]
    /// The published versions read, newest first (at most ``publishedShown``).
    let published: [(version: SemanticVersion, documents: LocalizedDocuments)]
    /// The list and its search.
    let index: StudioIndex
    /// A digest of each locale's files, which a save must name.
    let revisions: [LocaleIdentifier: String]
    /// A digest of every locale's files.
    var revision: String {
      String(
        FNV1a.hash64(
          Array(revisions.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value);" }.joined().utf8)),
        radix: 16)
    }
    /// What could not be read, and what changed under the studio.
    let notices: [String]
  }

  /// How many published versions a label shows its values in.
  static let publishedShown = 10

  /// Where the project's files are.
  let paths: ProjectPaths
  /// The defaults as compiled, and what the schema says of them.
  let inputs: StudioInputs
  /// The project, which the store's reading checks the exports against; `nil` without a store.
  let project: LabelsProject?
  let placement: SourceTexts
  /// The store, when one was given.
  let store: StudioStore?
  private let lock = NSLock()
  private var stamps: FileStamps
  private var current: View

  /// Reads the project, finishing or undoing an interrupted write of the defaults first.
  /// - Throws: ``CommandFailure`` as the commands that read these files.
  convenience init(project: LabelsProject, store: StudioStore?, console: Console) throws(CommandFailure) {
    try self.init(
      paths: project.paths, inputs: StudioInputs(project: project), store: store, project: project,
      console: console)
  }

  /// Reads the files below `root` over `inputs` (the benchmark's generated labels, which no build
  /// compiled), without a store.
  package convenience init(root: String, inputs: StudioInputs, console: Console) throws(CommandFailure) {
    try self.init(paths: ProjectPaths(root: root), inputs: inputs, store: nil, project: nil, console: console)
  }

  private init(
    paths: ProjectPaths, inputs: StudioInputs, store: StudioStore?, project: LabelsProject?, console: Console
  ) throws(CommandFailure) {
    try InterruptedWrite.recover(in: paths, console: console)
    self.paths = paths
    self.inputs = inputs
    self.project = project
    self.store = store
    let sources = try DefaultsSources(paths: paths).locator().sources
    placement = SourceTexts(documents: inputs.documents, sources: sources, paths: inputs.propertyPaths)
    stamps = Self.stamps(paths)
    current = try Self.read(paths: paths, inputs: inputs, placement: placement, drift: [])
  }

  /// Runs `body` on the files as they are now, read again first when one changed, under the lock.
  func withView<Result>(_ body: (View) throws(CommandFailure) -> Result) throws(CommandFailure) -> Result {
    lock.lock()
    defer { lock.unlock() }
    try refresh()
    return try body(current)
  }

  /// Runs `body`, which writes files, under the lock, then reads them again.
  func writing<Result>(_ body: (View) throws(CommandFailure) -> Result) throws(CommandFailure) -> Result {
    lock.lock()
    defer { lock.unlock() }
    try refresh()
    let result = try body(current)
    try refresh(force: true)
    return result
  }

  /// Reads the files again when their stamps changed (or `force`).
  private func refresh(force: Bool = false) throws(CommandFailure) {
    let now = Self.stamps(paths)
    guard force || now != stamps else { return }
    stamps = now
    current = try Self.read(
      paths: paths, inputs: inputs, placement: placement, drift: store?.driftedLabels ?? [])
  }

  /// Reads the index again with the store's edits (after the store was read).
  func reindex() throws(CommandFailure) {
    lock.lock()
    defer { lock.unlock() }
    try refresh(force: true)
  }

  private static func stamps(_ paths: ProjectPaths) -> FileStamps {
    FileStamps(folders: [paths.defaults, paths.exports])
  }

  /// Reads every file the studio shows.
  private static func read(
    paths: ProjectPaths, inputs: StudioInputs, placement: SourceTexts, drift: Set<JSONPointer>
  ) throws(CommandFailure) -> View {
    let locator = try DefaultsSources(paths: paths).locator()
    let sources = locator.sources
    let reading = placement.read(sources)
    let documents = placement.documents(inputs.documents, reading: reading)
    let reviewFile = ReviewStateFile(paths: paths)
    let committed = try reviewFile.read()
    let baseline = try PublishedBaseline.read(exportRoot: paths.exports, current: inputs.version)
    let review = ReleaseComparison(documents, against: baseline, committedReview: committed).reviewState
    let findings =
      Linter.lint(documents, allowlist: inputs.allowlist, arguments: inputs.arguments)
      + review.findings(in: documents)
    var notices = reading.reshaped.map {
      "\($0) gained or lost a text since studio started (a label added or removed?): its texts are shown "
        + "as built; rebuild and start studio again to edit them"
    }
    var published: [(SemanticVersion, LocalizedDocuments)] = []
    for version in try DocumentLoader.publishedVersions(in: paths.exports).all.reversed().prefix(
      publishedShown)
    {
      do {
        let folder = try DocumentLoader.readVersionFolder(FileSystem.join(paths.exports, version.description))
        published.append((version, folder.documents))
      } catch {
        notices.append("Exports/\(version) cannot be read: \(error.diagnostics.first?.message ?? "")")
      }
    }
    var revisions: [LocaleIdentifier: String] = [:]
    for locale in documents.locales {
      var digest: [UInt8] = []
      for file in locator.files(of: locale) {
        digest += Array(file.utf8) + [0] + Array((sources[file] ?? "").utf8)
      }
      revisions[locale] = String(FNV1a.hash64(digest), radix: 16)
    }
    let index = StudioIndex(
      documents: documents, review: review, findings: findings,
      published: baseline.compared?.folder.documents, drift: drift)
    return View(
      locator: locator, reshaped: reading.reshaped, documents: documents, committedReview: committed,
      review: review, baseline: baseline, findings: findings, published: published, index: index,
      revisions: revisions, notices: notices)
  }
}
