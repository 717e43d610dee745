import Foundation
import LabelsCore
import LabelsKit

/// The store `studio` shows edits of: read as `status` and `pull` read it, when the page asks, and each
/// edit taken as `pull` takes it, one at a time. The credential comes from the environment as for
/// `pull`, and stays in the server: the page sees texts, never the credential or a request to the store.
final class StudioStore: @unchecked Sendable {
  /// One edit made in the store, and whether `pull` would take it.
  struct Edit: Equatable {
    /// The locale.
    let locale: LocaleIdentifier
    /// The text's place in the locale's labels.
    let pointer: JSONPointer
    /// The store's value, and the repository's, in one line.
    let store: String
    let repository: String
    /// Why it cannot be taken; `nil` when it can.
    let refusal: String?
  }

  /// What the store held at the last reading.
  struct Reading {
    /// The line of the newest major, such as `v1`.
    let line: String?
    /// Each line's state, as `status` prints it.
    let status: [String]
    /// The edits of every line, with the plan that takes them.
    let edits: [Edit]
  }

  let target: StoreTarget
  let client: StoreClient
  /// The last reading; guarded by the workspace's lock.
  private(set) var reading: Reading?

  init(target: StoreTarget, client: StoreClient) {
    self.target = target
    self.client = client
  }

  /// The labels whose texts the store edited, from the last reading.
  var driftedLabels: Set<JSONPointer> {
    Set(reading?.edits.map(\.pointer) ?? [])
  }

  /// Reads the store, and plans taking its edits into `documents` (the texts as the sources write them);
  /// returns the reading and the lines read.
  /// - Throws: ``CommandFailure`` as `status` fails: the store unreachable, refused, or the exports not
  ///   ready to compare with it.
  func read(project: LabelsProject, documents: LocalizedDocuments) throws(CommandFailure) -> (
    Reading, [StoreLine]
  ) {
    let messages = Messages()
    let console = Console(output: messages.add, error: messages.add)
    guard let snapshot = try target.snapshot(project: project, console: console, client: client) else {
      throw CommandFailure(.checkFailed, messages.text.map { Diagnostic(.error, $0) })
    }
    let lines = snapshot.lines
    let status = StoreStatusReport(environment: target.environment, lines: lines).textLines
    let plan = lines.isEmpty ? nil : StorePullPlan(lines: lines, defaults: documents)
    var edits: [Edit] = []
    if let plan {
      func edit(_ difference: StoreDifference, _ refusal: String?) -> Edit? {
        guard let name = difference.locale, let locale = try? LocaleIdentifier(name) else { return nil }
        let repository = documents.documents[locale].flatMap { difference.pointer.value(in: $0) }
        return Edit(
          locale: locale, pointer: difference.pointer,
          store: Self.shown(difference.change.new, or: "(deleted)"),
          repository: Self.shown(repository, or: "(none)"), refusal: refusal)
      }
      for (locale, texts) in plan.edits {
        for text in texts {
          edits.append(
            Edit(
              locale: locale, pointer: text.pointer, store: text.new, repository: text.old, refusal: nil))
        }
      }
      edits += plan.refusals.compactMap { edit($0.difference, $0.reason) }
      edits += plan.olderLines.compactMap {
        edit(
          $0, "made in an older line (\($0.line)) only; make the edit in the defaults if it belongs here too")
      }
      edits += plan.stagedOnly.compactMap {
        edit(
          $0, "made in the staged release only; 'LabelsParser promote' releases it, and it can be taken then")
      }
    }
    edits.sort { ($0.pointer, $0.locale) < ($1.pointer, $1.locale) }
    let reading = Reading(line: lines.last?.key, status: status, edits: edits)
    self.reading = reading
    return (reading, lines)
  }

  /// A value as the page shows it: a text as it is, anything else as JSON.
  private static func shown(_ value: JSONValue?, or missing: String) -> String {
    switch value {
    case .string(let text)?: text
    case let value?: CanonicalJSONWriter.string(value)
    case nil: missing
    }
  }

  /// Lines a command printed, kept instead.
  private final class Messages: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    func add(_ bytes: [UInt8]) {
      lock.lock()
      defer { lock.unlock() }
      lines += String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    var text: [String] {
      lock.lock()
      defer { lock.unlock() }
      return lines
    }
  }
}
