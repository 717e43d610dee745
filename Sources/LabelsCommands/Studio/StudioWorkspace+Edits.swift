import LabelsCore
import LabelsKit

extension StudioWorkspace {
  /// Why an edit of the studio is not made, with the HTTP status the page gets.
  struct Refusal: Error {
    /// 400 for a request that names no such label or text, 409 for files changed since the page read
    /// them, 422 for an edit the rules refuse.
    let status: Int
    /// A word the page tells the kinds apart by.
    let code: String
    /// What is wrong and what to do.
    let message: String
    /// The findings that refuse it.
    var findings: [Finding] = []
  }

  /// The outcome of a check, or of a write.
  enum Outcome {
    case checked(StudioCheck)
    case wrote([String])
    case refused(Refusal)
    case failed(CommandFailure)
  }

  /// Checks setting `texts` of the label `key` in `locale`, writing nothing.
  func check(key: JSONPointer, locale: LocaleIdentifier, texts: [JSONPointer: String]) -> Outcome {
    do throws(CommandFailure) {
      return try withView { view throws(CommandFailure) in
        switch checked(key: key, locale: locale, texts: texts, in: view) {
        case .success(let check): .checked(check)
        case .failure(let refusal): .refused(refusal)
        }
      }
    } catch {
      return .failed(error)
    }
  }

  /// Saves `texts` of the label `key` in `locale` into the defaults' Swift literals, with the review
  /// state as `xliff import` (a translation) or `pull` (a base text) brings it, in one staged write.
  /// - Parameter revision: the digest of the locale's files the page read (or of every locale's); the
  ///   save is refused when they changed since.
  func save(key: JSONPointer, locale: LocaleIdentifier, texts: [JSONPointer: String], revision: String)
    -> Outcome
  {
    do throws(CommandFailure) {
      return try writing { view throws(CommandFailure) -> Outcome in
        guard view.revisions[locale] == revision || view.revision == revision else {
          return .refused(
            Refusal(
              status: 409, code: "changed-on-disk",
              message: "the \(locale) files of the defaults changed on disk since the page read them; "
                + "reload to see them, then make the edit again"))
        }
        let check: StudioCheck
        switch checked(key: key, locale: locale, texts: texts, in: view) {
        case .success(let result): check = result
        case .failure(let refusal): return .refused(refusal)
        }
        guard check.newErrors.isEmpty else {
          return .refused(
            Refusal(
              status: 422, code: "refused", message: "the edit brings errors; nothing was written",
              findings: check.newErrors))
        }
        let document = view.documents.documents[locale] ?? .null
        let edits = texts.sorted { $0.key < $1.key }.compactMap { pointer, text -> SwiftLiteralEdit? in
          guard case .string(let old)? = pointer.value(in: document), old != text else { return nil }
          return SwiftLiteralEdit(pointer: pointer, old: old, new: text)
        }
        guard !edits.isEmpty else { return .wrote([]) }
        let locator = view.locator
        var files: [String: String] = [:]
        for file in locator.files(of: locale) { files[file] = view.sources[file] }
        let changed: [String: String]
        do throws(SwiftLiteralEditor.Refusal) {
          changed = try SwiftLiteralEditor.apply(
            edits, to: files, document: document, paths: inputs.propertyPaths)
        } catch {
          return .refused(
            Refusal(
              status: 422, code: "refused",
              message: error.problems.map { "\($0.pointer): \($0.message)" }.joined(separator: "; ")))
        }
        var review = view.review
        if locale != view.documents.baseLocale {
          // As a translated XLIFF unit: reviewed by whoever wrote it here, so it has no state left.
          review.clear(at: key, in: locale)
        }
        review =
          ReleaseComparison(check.documents, against: view.baseline, committedReview: review).reviewState
        return try commit(changed, review: review)
      }
    } catch {
      return .failed(error)
    }
  }

  /// Confirms the review of the label `key` in `locale`, as `review confirm LOCALE KEY` does.
  func confirm(key: JSONPointer, locale: LocaleIdentifier) -> Outcome {
    do throws(CommandFailure) {
      return try writing { view throws(CommandFailure) -> Outcome in
        let confirmed: (state: ReviewState, confirmed: [JSONPointer])
        do throws(ReviewConfirmationError) {
          confirmed = try ReviewConfirmation(locale: locale, paths: [key]).apply(
            current: view.review, committed: view.committedReview.holding(in: view.documents))
        } catch {
          return .refused(
            Refusal(
              status: 422, code: "refused",
              message: error.refusals.map { "\(locale) \($0.path) \($0)" }.joined(separator: "; ")))
        }
        return try commit([:], review: confirmed.state)
      }
    } catch {
      return .failed(error)
    }
  }

  /// Takes the store's edit of the text at `pointer` in `locale` into the defaults, as `pull` would take
  /// it alone; refused exactly as `pull` refuses it.
  func take(locale: LocaleIdentifier, pointer: JSONPointer) -> Outcome {
    guard let store, let project else {
      return .refused(Refusal(status: 404, code: "no-store", message: "studio was started without a store"))
    }
    do throws(CommandFailure) {
      return try writing { view throws(CommandFailure) -> Outcome in
        let (reading, lines) = try store.read(project: project, documents: view.documents)
        guard let edit = reading.edits.first(where: { $0.locale == locale && $0.pointer == pointer })
        else {
          return .refused(
            Refusal(
              status: 422, code: "refused",
              message: "the store holds no edit of \(locale) \(pointer); reload to see what it holds"))
        }
        if let refusal = edit.refusal {
          return .refused(Refusal(status: 422, code: "refused", message: "not taken: \(refusal)"))
        }
        // The newest line's edit of this text alone, planned as pull plans it.
        let difference = lines.last.map { line in
          line.edits.filter { $0.line == line.key && $0.locale == locale.rawValue && $0.pointer == pointer }
        }
        let one = StorePullPlan(newest: difference ?? [], older: [], defaults: view.documents)
        guard one.refusals.isEmpty, !one.edits.isEmpty else { return .wrote([]) }
        let write: StagedWrite
        do throws(CommandFailure) {
          write = try PullCommand.write(
            one, defaults: view.documents, version: inputs.version,
            locator: view.locator, project: project)
        } catch  where error.code == .dataError {
          // A text pull cannot find or tell apart in the sources: refused as pull refuses it.
          return .refused(
            Refusal(
              status: 422, code: "refused",
              message: "not taken: " + error.diagnostics.map(\.message).joined(separator: "; ")))
        }
        do throws(FileSystemError) {
          try write.commit()
        } catch {
          throw CommandFailure(writing: error)
        }
        return .wrote(write.files.map(\.path))
      }
    } catch {
      return .failed(error)
    }
  }

  /// The check of an edit, or why the request names nothing that can be edited.
  private func checked(
    key: JSONPointer, locale: LocaleIdentifier, texts: [JSONPointer: String], in view: View
  )
    -> Result<StudioCheck, Refusal>
  {
    guard let document = view.documents.documents[locale] else {
      return .failure(
        Refusal(status: 400, code: "bad-request", message: "\(locale) is no locale of these labels"))
    }
    guard let value = key.value(in: document), let label = StudioLabel(value, at: key) else {
      return .failure(Refusal(status: 404, code: "no-label", message: "\(locale) has no label \(key)"))
    }
    let fields = Set(label.fields.map(\.pointer))
    if let stray = texts.keys.first(where: { !fields.contains($0) }) {
      return .failure(
        Refusal(status: 400, code: "bad-request", message: "\(stray) is no text of \(locale) \(key)"))
    }
    if let unplaced = texts.keys.sorted().first(where: { placement.places[locale]?[$0] == nil }),
      case .string(let old)? = unplaced.value(in: document), texts[unplaced] != old
    {
      return .failure(
        Refusal(
          status: 422, code: "refused",
          message: "\(locale) \(unplaced) is not written as a one-line literal the studio can tell apart "
            + "(the same text at several places, or a file changed since studio started); change it in Swift")
      )
    }
    return .success(
      StudioCheck(
        texts, label: key, locale: locale, in: view.documents, allowlist: inputs.allowlist,
        arguments: inputs.arguments))
  }

  /// Writes the changed Swift files and the review state in one staged write, with its journal.
  private func commit(_ changed: [String: String], review: ReviewState) throws(CommandFailure) -> Outcome {
    var write = StagedWrite(journal: paths.writeJournal)
    for (file, text) in changed.sorted(by: { $0.key < $1.key }) { write.add(file, Array(text.utf8)) }
    try ReviewStateFile(paths: paths).stage(review, into: &write)
    do throws(FileSystemError) {
      try write.commit()
    } catch {
      throw CommandFailure(writing: error)
    }
    return .wrote(write.files.map(\.path))
  }
}
