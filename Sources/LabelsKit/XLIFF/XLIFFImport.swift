import LabelsCore

/// `xliff import` worked out in memory: translated XLIFF files taken one after another, each planned on
/// the labels as the files before it left them, then the defaults' Swift sources rewritten. The command
/// line reads the files, writes what ``editedSources(of:catalogFile:paths:)`` returns and ``review`` in one
/// step, and prints.
package struct XLIFFImport: Sendable {
  /// One `<file>` planned, and the XLIFF file it was read from.
  package struct PlannedFile: Equatable, Sendable {
    /// The path of the XLIFF file.
    package let path: String
    /// What the `<file>` changes.
    package let plan: XLIFFImportPlan
  }

  /// Why nothing is taken: every problem at its file and line.
  package struct Refusal: Error, Equatable, Sendable {
    /// The errors, in the order they are printed.
    package let diagnostics: [Diagnostic]
  }

  /// The labels of every locale as the defaults hold them, before any file.
  package let defaults: LocalizedDocuments
  /// The labels that are not for translation.
  package let allowlist: UntranslatedAllowlist
  /// What the schema's typed labels take, for lint.
  package let arguments: ArgumentDeclarations
  /// The labels with every file taken so far.
  package private(set) var documents: LocalizedDocuments
  /// The review state with every file taken so far.
  package private(set) var review: ReviewState
  /// Every `<file>` taken so far, in reading order.
  package private(set) var files: [PlannedFile] = []

  /// An import that has taken no file yet.
  /// - Parameters:
  ///   - defaults: the labels of every locale as the defaults hold them.
  ///   - review: the review state brought up to date with the defaults.
  ///   - allowlist: the labels that are not for translation.
  ///   - arguments: what the schema's typed labels take.
  package init(
    defaults: LocalizedDocuments, review: ReviewState, allowlist: UntranslatedAllowlist = .none,
    arguments: ArgumentDeclarations = .none
  ) {
    self.defaults = defaults
    self.allowlist = allowlist
    self.arguments = arguments
    documents = defaults
    self.review = review
  }

  /// Takes the `<file>`s of one XLIFF file, each planned on the labels as the earlier ones left them.
  /// - Parameters:
  ///   - bytes: the XLIFF file's contents.
  ///   - path: where it was read, for the diagnostics.
  /// - Throws: ``Refusal``: the file's XML at its line, or every unit of a `<file>` that cannot be taken
  ///   followed by "nothing was written".
  package mutating func take(_ bytes: [UInt8], from path: String) throws(Refusal) {
    let read: [XLIFFFile]
    do {
      read = try XLIFFReader.files(bytes)
    } catch {
      throw Refusal(
        diagnostics: [Diagnostic(.error, at: FileLocation(file: path, line: error.line), error.description)])
    }
    for file in read {
      do {
        let plan = try XLIFFImportPlan.plan(
          file, documents: documents, review: review, allowlist: allowlist, arguments: arguments)
        files.append(PlannedFile(path: path, plan: plan))
        documents = plan.documents
        review = plan.review
      } catch {
        throw Refusal(
          diagnostics: error.problems.map {
            Diagnostic(.error, at: FileLocation(file: path, line: $0.line), $0.message)
          } + [Diagnostic(.error, "nothing was written")])
      }
    }
  }

  /// The defaults' Swift sources with every planned text rewritten: only the files that change, by
  /// path.
  /// - Parameters:
  ///   - locator: the defaults' Swift sources as read.
  ///   - catalogFile: where a locale that no Swift file declares is reported.
  ///   - paths: the Swift name of each label's property; `nil` when every JSON key is its property's name.
  /// - Throws: ``Refusal``: each text that cannot be rewritten, at its unit's line, and each locale with
  ///   edits but no Swift file, followed by "nothing was written".
  package func editedSources(
    of locator: SwiftLiteralLocator, catalogFile: String, paths: SchemaPropertyPaths?
  )
    throws(Refusal) -> [String: String]
  {
    var changed: [String: String] = [:]
    var problems: [Diagnostic] = []
    for file in files {
      let plan = file.plan
      var texts: [String: String] = [:]
      for source in locator.files(of: plan.locale) {
        texts[source] = changed[source] ?? locator.sources[source]
      }
      guard !texts.isEmpty || plan.edits.isEmpty else {
        problems.append(
          Diagnostic(
            .error, at: FileLocation(file: catalogFile),
            "\(plan.locale.rawValue): no Swift file of the defaults declares this locale's labels"))
        continue
      }
      do {
        changed.merge(
          try SwiftLiteralEditor.apply(
            plan.edits, to: texts, document: defaults.documents[plan.locale] ?? .null, paths: paths),
          uniquingKeysWith: { $1 })
      } catch {
        problems += error.problems.map { problem in
          Diagnostic(
            .error, at: FileLocation(file: file.path, line: plan.lines[problem.pointer]),
            "\(plan.locale.rawValue) \(problem.pointer): \(problem.message)")
        }
      }
    }
    guard problems.isEmpty else {
      throw Refusal(diagnostics: problems + [Diagnostic(.error, "nothing was written")])
    }
    return changed
  }

  /// How many labels of `locale` have a review state other than untranslated once every file is taken.
  package func statesToReview(in locale: LocaleIdentifier) -> Int {
    review.entries[locale]?.values.filter { $0.state != .untranslated }.count ?? 0
  }
}
