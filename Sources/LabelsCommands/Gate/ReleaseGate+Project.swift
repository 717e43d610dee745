import LabelsKit

extension ReleaseInputs {
  /// Reads, once, what the release stages of `project` need: the defaults, the allow-list, the
  /// committed review state and the baseline under `exportRoot`. No git. With `published`, the version
  /// folders under `exportRoot` already read and audited, the baseline is taken from them rather than
  /// read again, and they are kept for the stages that ask about every published version. `defaults`
  /// and `committedReview` are taken as given when the command has them already (export encodes the
  /// defaults for its files, and writes the review state over the snapshot it read); files are read
  /// through `inputs`, which the command's other stages share.
  /// - Throws: ``CommandFailure`` when any of them cannot be read, naming the file.
  init(
    project: LabelsProject, exportRoot: String, published: PublishedInputs? = nil,
    defaults given: EncodedDefaults? = nil, committedReview givenReview: ReviewState? = nil,
    inputs: InputFiles = InputFiles()
  ) throws(CommandFailure) {
    let defaults = if let given { given } else { try project.encoded() }
    let allowlist = try project.allowlist()
    let committedReview =
      if let givenReview { givenReview } else {
        try ReviewStateFile(paths: project.paths, inputs: inputs).read()
      }
    let baseline =
      if let published {
        try PublishedBaseline.read(
          exportRoot: exportRoot, current: defaults.version, folders: published.folders)
      } else {
        try PublishedBaseline.read(exportRoot: exportRoot, current: defaults.version, inputs: inputs)
      }
    self.init(
      defaults: defaults, allowlist: allowlist, committedReview: committedReview, baseline: baseline,
      published: published)
  }

  /// The plural forms of installed apps, which lint asks for only when a plural has a form its language
  /// never selects: from the published versions already read, else read now from `exportRoot`.
  /// - Throws: ``CommandFailure`` (74) when the published versions cannot be read.
  func installedPlurals(exportRoot: String) throws(CommandFailure) -> InstalledPlurals {
    if let installedPlurals { return installedPlurals }
    return PublishedInputs(folders: try PublishedExports.read(exportRoot)).installedPlurals(
      major: defaults.version.major)
  }

  /// Where a lint finding on the defaults lies: for a finding about every locale (a path too long for
  /// the store), the declaration of its label in the schema's Swift sources; else the line of its literal
  /// in the Swift sources of its locale, told from another label's literal of the same text by the Swift
  /// names of the labels' properties, else that file, else the catalog.
  /// - Throws: ``CommandFailure`` when a source of the schema or the defaults cannot be read or the
  ///   labels type cannot be described.
  func locator(project: LabelsProject, inputs: InputFiles = InputFiles()) throws(CommandFailure)
    -> @Sendable (Finding) -> FileLocation
  {
    let sources = DefaultsSources(paths: project.paths)
    let locator = SwiftFindingLocator(
      try sources.locator(), documents: defaults.documents, paths: try project.propertyPaths())
    let schema = try SchemaSources(project: project, inputs: inputs).comments()
    return { finding in
      let declared = finding.locale == nil ? schema.declaration(at: finding.path) : nil
      return declared ?? sources.location(of: finding, locator: locator)
    }
  }
}

extension ReleaseGate {
  /// Reads the project's inputs and runs the gate on them, lint's findings located in the Swift
  /// sources of the defaults; the baseline and the plural forms of installed apps from `published`, the
  /// version folders already read and audited, when given.
  /// - Throws: ``CommandFailure`` when an input cannot be read.
  init(
    project: LabelsProject, exportRoot: String, failOnStale: Bool = false, published: PublishedInputs? = nil
  ) throws(CommandFailure) {
    let files = InputFiles()
    try self.init(
      ReleaseInputs(project: project, exportRoot: exportRoot, published: published, inputs: files),
      project: project, exportRoot: exportRoot, failOnStale: failOnStale, inputs: files)
  }

  /// Runs the gate on `release`, read from `project` through `inputs`, which the gate's own reads (the
  /// Swift sources that place its findings) share.
  /// - Throws: ``CommandFailure`` when a source cannot be read.
  init(
    _ release: ReleaseInputs, project: LabelsProject, exportRoot: String, failOnStale: Bool = false,
    inputs: InputFiles
  ) throws(CommandFailure) {
    try self.init(
      release, exportRoot: exportRoot, catalogFile: project.paths.catalogFile,
      versionLocation: project.paths.versionLocation(inputs: inputs), failOnStale: failOnStale,
      locate: try release.locator(project: project, inputs: inputs),
      installed: { () throws(CommandFailure) in try release.installedPlurals(exportRoot: exportRoot) })
  }

  /// Prints the lint and compatibility steps as text.
  func print(to console: Console) {
    lintStep.printText(to: console)
    compatibilityStep.printText(to: console)
  }
}
