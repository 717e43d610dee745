import LabelsCore

extension StorePullPlan {
  /// Texts to edit that cannot be found in the Swift sources of the defaults, or told apart there.
  package struct Unlocated: Error, Equatable, Sendable {
    /// An error for each, placed at the catalog.
    package let diagnostics: [Diagnostic]
  }

  /// Plans taking the edits of `lines`, the store's lines compared in ascending order of major: those
  /// of the newest line's released tree are taken into `defaults`; those of older lines, and those
  /// made to a staged tree only, are reported; those of the control document and the previous tree
  /// hold no text to take.
  package init(lines: [StoreLine], defaults: LocalizedDocuments) {
    func edits(_ line: StoreLine, in part: (String) -> Bool) -> [StoreDifference] {
      line.holdsEdits ? line.edits.filter { part($0.line) } : []
    }
    let released = { (line: StoreLine) in edits(line) { $0 == line.key } }
    let staged = lines.flatMap { line in
      edits(line) { $0.hasPrefix("\(line.key)/\(LineDocument.stagedKey)/") }
    }
    self.init(
      newest: lines.last.map(released) ?? [], older: lines.dropLast().flatMap(released), staged: staged,
      defaults: defaults)
  }

  /// A warning for each edit made in an older line only, or in a staged release only, which is not
  /// taken.
  package var warnings: [Diagnostic] {
    olderLines.map {
      Diagnostic(
        .warning, "\($0.text): made in an older line only; not taken",
        fix: "make the edit in the defaults if it belongs in the newest version too")
    }
      + stagedOnly.map {
        Diagnostic(
          .warning, "\($0.text): made in the staged release only; not taken",
          fix:
            "'LabelsParser promote' releases it to every install, and pull takes it then; or make the edit in the defaults"
        )
      }
  }

  /// An error for each edit refused, then that nothing was written; empty when none is refused.
  package var refusalDiagnostics: [Diagnostic] {
    guard !refusals.isEmpty else { return [] }
    return refusals.map { Diagnostic(.error, "\($0.difference.text): not taken: \($0.reason)") }
      + [Diagnostic(.error, "nothing was written")]
  }

  /// The line that ends a pull of `line` (`/production/v2`): how many edits were taken, and what to
  /// run next when some were.
  package func summary(of line: String) -> String {
    let already = alreadyTaken.isEmpty ? "" : " (\(alreadyTaken.count) already in the defaults)"
    let count = edits.values.map(\.count).reduce(0, +)
    guard count > 0 else { return "took 0 edits of \(line)\(already)" }
    return
      "took \(count) edit\(count == 1 ? "" : "s") of \(line)\(already); run 'make export', then 'LabelsParser publish'"
  }

  /// The Swift sources of the defaults with the edits, or every text that cannot be found in them.
  /// - Parameters:
  ///   - sources: the text of each Swift file of each locale edited, by path.
  ///   - defaults: the defaults as the sources define them now.
  ///   - catalogFile: where a text that cannot be found is placed.
  ///   - paths: the Swift name of each label's property; `nil` when every JSON key is its property's name.
  /// - Returns: the changed files with their new text, by path.
  /// - Throws: ``Unlocated`` with an error for each text that cannot be found or told apart; nothing may
  ///   be written then.
  package func rewritten(
    _ sources: [LocaleIdentifier: [String: String]], defaults: LocalizedDocuments, catalogFile: String,
    paths: SchemaPropertyPaths?
  ) throws(Unlocated) -> [String: String] {
    var changed: [String: String] = [:]
    var problems: [Diagnostic] = []
    for (locale, edits) in edits.sorted(by: { $0.key < $1.key }) {
      do {
        changed.merge(
          try SwiftLiteralEditor.apply(
            edits, to: sources[locale] ?? [:], document: defaults.documents[locale] ?? .null, paths: paths),
          uniquingKeysWith: { $1 })
      } catch {
        problems += error.problems.map {
          Diagnostic(
            .error, at: FileLocation(file: catalogFile), "\(locale.rawValue) \($0.pointer): \($0.message)")
        }
      }
    }
    guard problems.isEmpty else { throw Unlocated(diagnostics: problems) }
    return changed
  }
}
