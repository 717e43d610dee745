import LabelsKit

extension ReleaseInputs {
  /// Reads, once, what the release stages of `project` need: the defaults, the allow-list, the
  /// committed review state and the baseline under `exportRoot`. No git. With `published`, the version folders under `exportRoot` already read, the baseline is taken
  /// from them rather than read again.
  /// - Throws: ``CommandFailure`` when any of them cannot be read, naming the file.
  init(project: LabelsProject, exportRoot: String, published: [PublishedFolder]? = nil) throws(CommandFailure)
  {
    let defaults = try project.encoded()
    let allowlist = try project.allowlist()
    let committedReview = try ReviewStateFile(paths: project.paths).read()
    let baseline =
      if let published {
        try PublishedBaseline.read(exportRoot: exportRoot, current: defaults.version, folders: published)
      } else {
        try PublishedBaseline.read(exportRoot: exportRoot, current: defaults.version)
      }
    self.init(defaults: defaults, allowlist: allowlist, committedReview: committedReview, baseline: baseline)
  }

  /// Where a lint finding on the defaults lies: the line of its literal in the Swift sources of its
  /// locale, told from another label's literal of the same text by the Swift names of the labels' properties,
  /// else that file, else the catalog.
  /// - Throws: ``CommandFailure`` when a source of the defaults cannot be read or the labels type cannot
  ///   be described.
  func locator(project: LabelsProject) throws(CommandFailure) -> (Finding) -> FileLocation {
    let sources = DefaultsSources(paths: project.paths)
    let locator = SwiftFindingLocator(
      try sources.locator(), documents: defaults.documents, paths: try project.propertyPaths())
    return { sources.location(of: $0, locator: locator) }
  }
}

extension ReleaseGate {
  /// Reads the project's inputs and runs the gate on them, lint's findings located in the Swift
  /// sources of the defaults; the baseline from `published`, the version folders already read, when
  /// given.
  /// - Throws: ``CommandFailure`` when an input cannot be read.
  init(
    project: LabelsProject, exportRoot: String, failOnStale: Bool = false, published: [PublishedFolder]? = nil
  ) throws(CommandFailure) {
    let inputs = try ReleaseInputs(project: project, exportRoot: exportRoot, published: published)
    try self.init(
      inputs, exportRoot: exportRoot, catalogFile: project.paths.catalogFile,
      versionLocation: project.paths.versionLocation, failOnStale: failOnStale,
      locate: try inputs.locator(project: project),
      installed: { () throws(CommandFailure) in try InstalledPlurals(project: project) })
  }

  /// Prints the lint and compatibility steps as text.
  func print(to console: Console) {
    lintStep.printText(to: console)
    compatibilityStep.printText(to: console)
  }
}

extension InstalledPlurals {
  /// The plural forms of the apps installed from the project's published versions, beside the schema's
  /// major; none when nothing was published.
  /// - Throws: ``CommandFailure`` (65 or 74) when the schema version or the published versions cannot be
  ///   read.
  init(project: LabelsProject) throws(CommandFailure) {
    let audit = PublishedAudit(folders: try PublishedExports.read(project.paths.exports))
    guard
      let publication = try? MajorLinePublication(versions: audit.versions.map { ($0.version, $0.documents) })
    else {
      self = .none
      return
    }
    self.init(major: try project.version().major, lines: publication.lines)
  }
}
