import LabelsCore
import LabelsKit

/// `LabelsParser xliff`: the translators' round trip. Writes each locale's texts as XLIFF 1.2, and
/// writes translated XLIFF back into the defaults' Swift sources in place.
struct XLIFFCommand: RunnableCommand, Equatable {
  static let name = "xliff"
  static let summary = "write XLIFF 1.2 for translators; write their translations back into the defaults"
  static let exitCodes: [ExitCode] = [.ok, .usage, .dataError, .noInput, .cannotCreate, .ioError]
  static let help = """
    usage: LabelsParser xliff export [--locale LOCALE] [--output DIR] | xliff import FILE...

    export writes DIR/<locale>.xliff (default DIR: xliff) for every locale but the base locale, or
    for LOCALE: XLIFF 1.2, as Xcode's Export Localizations and translation services exchange it.
    Each text a translator translates is a <trans-unit> whose id is its JSON Pointer, with the base
    text as <source>, the locale's text as <target> and a <note> with the schema's doc comment;
    a label whose key in the app is not its path (the schema's sourceKeys) has a <note> with that
    key ("Key in the app: Get started."), since the id shows only the stored path.
    Each form of a plural label is a unit of its own (/expenses/count/@plural/few), for the forms
    the locale's language needs; a label of several counts is a unit for its format
    (/profile/stats/@format) and one for each such form of each variable
    (/profile/stats/@plurals/posts/few). A label whose kind is not the base locale's, and a plural
    form the locale lacks, are left out with a warning naming each. The target's state is the
    review state (see 'LabelsParser review --help'): needs-review-translation for a translation
    whose base text changed, new for one imported as new, translated otherwise; an untranslated
    label has no target. Items' ids and the labels on the untranslated allow-list are not for
    translation and are left out.

    import reads translated XLIFF files and writes each <target> into that locale's Swift file of
    the defaults (Defaults/<Language>/*.swift), in place: only the string literals change, every
    other byte stays, and the schema is untouched. It refuses, naming FILE:LINE and writing
    nothing: an id that is not a translatable text of the locale, a unit repeated, a plural form the
    defaults lack, a translation lint rejects (placeholders, arguments, plural forms), a
    source-language other than the base locale, a target-language the project lacks, and a text the
    defaults write in more than one place with no way to tell which. A unit without a target is
    skipped. The targets' states are kept in Defaults/LabelsReview.json: translated (or final,
    signed-off, approved="yes") clears a label's state, new and needs-translation mark it new, the
    other needs-... states mark it needs-review; a unit translated from an older base text needs
    review. Run 'make export' afterwards to publish the translations.

    Options:
      --locale LOCALE  export: only this locale
      --output DIR     export: the output folder (default: xliff)
      --help           show this help

    Exit codes: 0 written or up to date, 64 usage error, 65 a unit or file refused, a text XML cannot
    hold, or invalid defaults, 66 FILE not found, 73 cannot create output, 74 I/O error.
    """

  /// What to do.
  enum Action: Equatable {
    /// Write the XLIFF of one locale, or of every locale.
    case export(locale: LocaleIdentifier?, output: String?)
    /// Write translated files back into the defaults.
    case `import`([String])
  }

  /// What to do.
  let action: Action

  init(arguments: [String]) throws(UsageError) {
    let scanned = try ArgumentScanner(
      arguments, command: Self.self, options: ["--locale", "--output"], flags: [])
    switch scanned.positionals.first {
    case "export":
      if let extra = scanned.positionals.dropFirst().first {
        throw UsageError("unexpected argument '\(extra)'", command: Self.self)
      }
      let output = scanned.values["--output"]
      guard output?.isEmpty != true else { throw UsageError("--output needs a folder", command: Self.self) }
      var locale: LocaleIdentifier?
      if let name = scanned.values["--locale"] {
        do {
          locale = try LocaleIdentifier(name)
        } catch {
          throw UsageError("--locale names an \(error)", command: Self.self)
        }
      }
      action = .export(locale: locale, output: output)
    case "import":
      guard scanned.values.isEmpty else {
        throw UsageError("import takes XLIFF files only, no --locale or --output", command: Self.self)
      }
      let files = Array(scanned.positionals.dropFirst())
      guard !files.isEmpty else { throw UsageError("name the XLIFF files to import", command: Self.self) }
      action = .import(files)
    case let other?:
      throw UsageError("unknown action '\(other)'; expected export or import", command: Self.self)
    case nil:
      throw UsageError("name the action: export or import", command: Self.self)
    }
  }

  func run(project: LabelsProject, console: Console) throws(CommandFailure) -> ExitCode {
    switch action {
    case .export(let locale, let output):
      try export(locale: locale, output: output, project: project, console: console)
    case .import(let files): try importFiles(files, project: project, console: console)
    }
    return .ok
  }

  private func export(
    locale only: LocaleIdentifier?, output: String?, project: LabelsProject, console: Console
  ) throws(CommandFailure) {
    let defaults = try project.encoded()
    let documents = defaults.documents
    let review = try ReviewStateFile(paths: project.paths).current(
      for: documents, at: defaults.version, exportRoot: project.paths.exports)
    let allowlist = try project.allowlist()
    let locales = documents.locales.filter { $0 != documents.baseLocale }
    if let only, !locales.contains(only) {
      let names = locales.map(\.rawValue).joined(separator: ", ")
      throw CommandFailure(
        .usage, "--locale \(only.rawValue) is not a translated locale of these labels (\(names))")
    }
    let comments = try SchemaSources(project: project).comments()
    var files: [ExportFile] = []
    for locale in locales where only == nil || only == locale {
      guard
        let file = XLIFFExport.file(
          for: locale, documents: documents, review: review, allowlist: allowlist,
          note: comments.comment(at:),
          appKey: comments.sourceKey(at:))
      else { continue }
      for label in XLIFFExport.leftOut(for: locale, documents: documents, allowlist: allowlist) {
        console.diagnostic(
          Diagnostic(.warning, "\(locale.rawValue) \(label.pointer): left out of the XLIFF: \(label.reason)"))
      }
      do {
        files.append(
          ExportFile(
            path: "\(locale.rawValue).xliff",
            contents: try XLIFFWriter.bytes([file], toolVersion: HelpText.toolVersion)))
      } catch {
        throw CommandFailure(.dataError, file: project.paths.catalogFile, "\(locale.rawValue) \(error)")
      }
    }
    let root = output.map(project.paths.resolve) ?? project.paths.path("xliff")
    let folder = ExportFolder(root: root, owns: { _ in false })
    try folder.write(files, differences: folder.readDifferences(from: files), label: root, console: console)
  }

  private func importFiles(_ names: [String], project: LabelsProject, console: Console) throws(CommandFailure)
  {
    try InterruptedWrite.recover(in: project.paths, console: console)
    let defaults = try project.encoded()
    let allowlist = try project.allowlist()
    let reviewFile = ReviewStateFile(paths: project.paths)
    let review = try reviewFile.current(
      for: defaults.documents, at: defaults.version, exportRoot: project.paths.exports)
    var translations = XLIFFImport(
      defaults: defaults.documents, review: review, allowlist: allowlist, arguments: defaults.arguments)
    for name in names {
      let path = project.paths.resolve(name)
      let bytes = try DocumentLoader.readBytes(path)
      do {
        try translations.take(bytes, from: path)
      } catch {
        throw CommandFailure(.dataError, error.diagnostics)
      }
    }
    let locator = try DefaultsSources(paths: project.paths).locator()
    let paths = try project.propertyPaths()
    let changed: [String: String]
    do {
      changed = try translations.editedSources(
        of: locator, catalogFile: project.paths.catalogFile, paths: paths)
    } catch {
      throw CommandFailure(.dataError, error.diagnostics)
    }
    // The Swift files and the review state together, or nothing.
    var write = StagedWrite(journal: project.paths.writeJournal)
    for (file, text) in changed.sorted(by: { $0.key < $1.key }) { write.add(file, Array(text.utf8)) }
    try reviewFile.stage(translations.review, into: &write)
    do {
      try write.commit()
    } catch {
      throw CommandFailure(writing: error)
    }
    for (file, _) in changed.sorted(by: { $0.key < $1.key }) { console.reportLine("wrote \(file)") }
    for plan in translations.files.map(\.plan) {
      let states = translations.statesToReview(in: plan.locale)
      console.output(
        "\(plan.locale.rawValue): \(plan.unitCount) translation\(plan.unitCount == 1 ? "" : "s") read, "
          + "\(plan.edits.count) changed, \(states) to review")
      for pointer in plan.outdatedSources {
        console.diagnostic(
          Diagnostic(
            .warning, at: FileLocation(file: project.paths.reviewFile),
            "\(plan.locale.rawValue) \(pointer): translated from an older base text; marked needs-review"))
      }
    }
    if !changed.isEmpty { console.output("run 'make export' to publish the new translations") }
  }
}
