import LabelsCore
import LabelsKit
import Testing

/// The history policy on commits held in memory: what git would list is given, what it means is decided.
@Suite struct PublicationHistoryTests {
  private static func version(_ text: String) throws -> SemanticVersion { try SemanticVersion(text) }

  private static let commits = [
    PublicationHistory.Commit(hash: "aaaaaaaaaaaaaaaa", changes: [("A", "1.0.0/en.json")]),
    PublicationHistory.Commit(hash: "bbbbbbbbbbbbbbbb", changes: [("A", "1.1.0/en.json")]),
    PublicationHistory.Commit(
      hash: "cccccccccccccccc", changes: [("D", "1.0.0/en.json"), ("A", "2.0.0/en.json")]),
  ]

  @Test func aDeletedVersionIsAProblemAndAnOlderOneIsSealedByTheNextPublication() throws {
    let history = PublicationHistory(commits: Self.commits, versionsAtStart: [], exports: "Exports")
    let present: Set = [try Self.version("1.1.0"), try Self.version("2.0.0")]
    let steps = history.steps(present: present)
    #expect(steps.count == 2)
    #expect(
      steps.first
        == .problem(
          AuditProblem(
            folder: "1.0.0", rule: .history,
            message:
              "was published and then deleted in commit cccccccccccc; installed apps may still read its line: "
              + "restore it with 'git checkout cccccccccccc^ -- Exports/1.0.0'")))
    guard case .sealed(let sealed) = steps.last else {
      Issue.record("1.1.0 is not sealed: \(steps)")
      return
    }
    #expect(sealed.version == (try Self.version("1.1.0")))
    #expect(sealed.reference == "cccccccccccc^")
    #expect(sealed.newer == "2.0.0 was published in commit cccccccccccc")
    #expect(history.firstPublication(of: try Self.version("2.0.0"), present: present) == "cccccccccccccccc")
    #expect(
      history.changedAfterSealing(sealed, path: "1.1.0/en.json")
        == AuditProblem(
          folder: "1.1.0", file: "en.json", rule: .history,
          message:
            "changed after 2.0.0 was published in commit cccccccccccc; a published version never changes once a "
            + "newer one exists (its texts reach older apps through the newest version): restore it with "
            + "'git checkout cccccccccccc^ -- Exports/1.1.0/en.json'"))
  }

  @Test func aVersionAddedAfterANewerOneIsOutOfOrder() throws {
    let history = PublicationHistory(
      commits: Self.commits + [
        PublicationHistory.Commit(hash: "dddddddddddddddd", changes: [("A", "1.5.0/en.json")])
      ],
      versionsAtStart: [], exports: "Exports")
    let steps = history.steps(present: [
      try Self.version("1.1.0"), try Self.version("1.5.0"), try Self.version("2.0.0"),
    ])
    #expect(
      steps.contains(
        .problem(
          AuditProblem(
            folder: "1.5.0", rule: .history,
            message:
              "was added after 2.0.0 was published; versions are published in order: remove it and publish the "
              + "change as the next version after the newest"))))
  }
}
