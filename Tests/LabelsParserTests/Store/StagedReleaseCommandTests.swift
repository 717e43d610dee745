import Foundation
import LabelsCore
import LabelsKit
import Testing

@testable import LabelsCommands

/// `publish --rollout`, `rollout`, `promote`, `rollback`, `halt` and `resume` against an in-process store
/// that answers as Firebase's REST API, on the fixture releases of docs/publication.md (v1 with en and
/// uk, v2 with de and en): what each writes, what apps built before staged releases read, what
/// `status` says after each, and each command stopped, raced and refused.
@Suite struct StagedReleaseCommandTests {
  /// The fixture published to every install, then its English title changed in the exports.
  private static func fixedText() throws -> (TemporaryDirectory, FakeStore) {
    let folder = try StoreCommandRun.folder()
    let store = FakeStore()
    #expect(StoreCommandRun(["publish"], in: folder, store: store).status == 0)
    try folder.replace("\"Preferences\"", with: "\"Options\"", in: "Exports/2.0.0/en.json")
    return (folder, store)
  }

  /// The staged release's identity in `line`, read from its control document.
  private static func stagedID(_ store: FakeStore, _ line: String) -> String {
    guard case .string(let id)? = store.value(at: "production/\(line)/rollout/staged/id") else { return "" }
    return id
  }

  @Test func aReleaseIsStagedWidenedAndPromotedWhileAppsBuiltBeforeReadTheReleasedTree() throws {
    let (folder, store) = try Self.fixedText()
    let staged = StoreCommandRun(["publish", "--rollout", "10"], in: folder, store: store)
    #expect(
      staged.stdout == """
        wrote /production/v1: staged 1.1.0 (commit unknown, texts of 2.0.0) to 10 % of installs; 0 labels added, 1 changed, 0 removed
        wrote /production/v2: staged 2.0.0 (commit unknown) to 10 % of installs; 0 labels added, 1 changed, 0 removed
        staged /production from unknown to 10 % of installs: v1 (1.1.0, texts of 2.0.0), v2 (2.0.0, texts of 2.0.0); every line read back as written

        """)
    #expect(staged.status == 0)
    // An app built before staged releases reads the released tree only: still the old text.
    #expect(store.value(at: "production/v1/en/labels/settings/title") == .string("Preferences"))
    let id = Self.stagedID(store, "v1")
    #expect(LineRelease.isIdentity(id))
    #expect(store.value(at: "production/v1/staged/\(id)/en/labels/settings/title") == .string("Options"))
    #expect(store.value(at: "production/v1/rollout/staged/percent") == .number("10"))

    let status = StoreCommandRun(["status"], in: folder, store: store)
    #expect(status.status == 0)
    #expect(
      status.stdout.hasPrefix(
        """
        /production/v1: staged: the repository's release is staged to 10 % of installs; 'LabelsParser rollout' widens it, 'promote' releases it, 'rollback' withdraws it
          released: 1.1.0 (commit unknown, texts of 2.0.0)
          staged: 1.1.0 (commit unknown, texts of 2.0.0) to 10 % of installs
          rollback returns to: 1.1.0 (commit unknown, texts of 2.0.0)

        """))
    #expect(
      StoreCommandRun(["publish", "--rollout", "10"], in: folder, store: store).stdout
        == "/production is in step: v1 (1.1.0, texts of 2.0.0), v2 (2.0.0, texts of 2.0.0)\n")

    let widened = StoreCommandRun(["rollout", "50"], in: folder, store: store)
    #expect(
      widened
        == .init(
          stdout: """
            /production/v1: staged 1.1.0 (commit unknown, texts of 2.0.0): 10 % → 50 % of installs
            /production/v2: staged 2.0.0 (commit unknown): 10 % → 50 % of installs

            """, stderr: "", status: 0))
    #expect(store.value(at: "production/v2/rollout/staged/percent") == .number("50"))

    let promoted = StoreCommandRun(["promote"], in: folder, store: store)
    #expect(promoted.status == 0)
    #expect(
      promoted.stdout.hasPrefix(
        "/production/v1: released 1.1.0 (commit unknown, texts of 2.0.0) to every install; 1.1.0 (commit "
          + "unknown, texts of 2.0.0) kept for rollback\n"))
    #expect(store.value(at: "production/v1/en/labels/settings/title") == .string("Options"))
    #expect(store.value(at: "production/v1/staged") == nil)
    #expect(store.value(at: "production/v1/rollout/staged") == nil)
    let after = StoreCommandRun(["status"], in: folder, store: store)
    #expect(after.status == 0)
    #expect(
      after.stdout.hasPrefix("/production/v1: in step\n  released: 1.1.0 (commit unknown, texts of 2.0.0)\n"))
    #expect(
      StoreCommandRun(["promote"], in: folder, store: store)
        == .init(
          stdout: "",
          stderr:
            "error: /production/v1 has no staged release; nothing was written; stage one with 'LabelsParser "
            + "publish --rollout PERCENT', or see 'LabelsParser status'\n", status: 1))
  }

  @Test func rollbackWithdrawsAStagedReleaseThenReturnsEveryInstallToTheReleaseBefore() throws {
    let (folder, store) = try Self.fixedText()
    #expect(StoreCommandRun(["publish", "--rollout", "5"], in: folder, store: store).status == 0)
    let id = Self.stagedID(store, "v1")
    let withdrawn = StoreCommandRun(["rollback"], in: folder, store: store)
    #expect(
      withdrawn.stdout.hasPrefix(
        "/production/v1: withdrew the staged 1.1.0 (commit unknown, texts of 2.0.0); every install sees 1.1.0 "
          + "(commit unknown, texts of 2.0.0)\n"))
    #expect(store.value(at: "production/v1/staged/\(id)") == nil)
    #expect(store.value(at: "production/v1/en/labels/settings/title") == .string("Preferences"))
    let status = StoreCommandRun(["status"], in: folder, store: store)
    #expect(status.status == 0)
    #expect(
      status.stdout.hasPrefix(
        "/production/v1: rolled-back: the repository's release was rolled back; publish a corrected one\n"))

    // Released to every install, then rolled back: no checkout, no export.
    #expect(StoreCommandRun(["publish"], in: folder, store: store).status == 0)
    #expect(store.value(at: "production/v1/en/labels/settings/title") == .string("Options"))
    let returned = StoreCommandRun(["rollback"], in: folder, store: store)
    #expect(returned.status == 0)
    #expect(
      returned.stdout.hasPrefix(
        "/production/v1: every install back to 1.1.0 (commit unknown, texts of 2.0.0); 1.1.0 withdrawn\n"))
    #expect(store.value(at: "production/v1/en/labels/settings/title") == .string("Preferences"))
    #expect(store.value(at: "production/v1/previous") == nil)
    #expect(StoreCommandRun(["status"], in: folder, store: store).status == 0)
    #expect(
      StoreCommandRun(["rollback"], in: folder, store: store)
        == .init(
          stdout: "",
          stderr:
            "error: /production/v1 holds no release before the current one to return to; nothing was written; "
            + "check out the commit of the release to return to and run 'LabelsParser publish' from it "
            + "(docs/publishing.md, \"Rolling back without the store\")\n", status: 1))
  }

  @Test func haltAndResumeTouchOnlyTheControlDocumentAndTakeALine() throws {
    let folder = try StoreCommandRun.folder()
    let store = FakeStore()
    #expect(StoreCommandRun(["publish"], in: folder, store: store).status == 0)
    let released = store.value(at: "production/v1/en")
    #expect(
      StoreCommandRun(["halt"], in: folder, store: store)
        == .init(
          stdout: """
            /production/v1: halted: its apps show their compiled-in defaults
            /production/v2: halted: its apps show their compiled-in defaults

            """, stderr: "", status: 0))
    #expect(store.value(at: "production/v1/rollout/halted") == .bool(true))
    #expect(store.value(at: "production/v1/en") == released)
    #expect(
      StoreCommandRun(["halt", "--line", "v2"], in: folder, store: store).stdout
        == "/production/v2: already halted\n")
    #expect(
      StoreCommandRun(["resume", "--line", "v1"], in: folder, store: store).stdout
        == "/production/v1: resumed: its apps show 1.1.0 (commit unknown, texts of 2.0.0) again\n")
    #expect(store.value(at: "production/v1/rollout/halted") == nil)
    #expect(store.value(at: "production/v2/rollout/halted") == .bool(true))
    let status = StoreCommandRun(["status"], in: folder, store: store)
    #expect(status.status == 0)
    #expect(
      status.stdout.contains(
        "  halted: apps show their compiled-in defaults (apps built before staged releases show the released texts)\n"
      ))
    #expect(
      StoreCommandRun(["halt", "--line", "v7"], in: folder, store: store)
        == .init(
          stdout: "", stderr: "error: /production/v7 was never published (the record has v1, v2)\n",
          status: 66))
    let target = ["--environment", "production", "--database", StoreCommandRun.database]
    #expect(throws: UsageError("--line takes a line key such as v1, not '7'", command: HaltCommand.self)) {
      try HaltCommand(arguments: ["--line", "7"] + target)
    }
    #expect(
      throws: UsageError("PERCENT is a whole number from 0 to 100, not '150'", command: RolloutCommand.self)
    ) {
      try RolloutCommand(arguments: ["150"] + target)
    }
    #expect(
      throws: UsageError(
        "missing PERCENT, such as 'LabelsParser rollout ... 50'", command: RolloutCommand.self)
    ) {
      try RolloutCommand(arguments: target)
    }
    #expect(
      throws: UsageError("--rollout is a whole number from 0 to 100, not '-5'", command: PublishCommand.self)
    ) {
      try PublishCommand(arguments: ["--rollout", "-5"] + target)
    }
    #expect(try RolloutCommand(arguments: ["25%"] + target).percent == 25)
  }

  @Test func aPromoteStoppedAfterTheFirstLineLeavesEveryLineWholeAndIsCompletedByRunningItAgain() throws {
    let (folder, store) = try Self.fixedText()
    #expect(StoreCommandRun(["publish", "--rollout", "10"], in: folder, store: store).status == 0)
    let v2Before = store.value(at: "production/v2")
    store.failAfterPuts(1)
    let killed = StoreCommandRun(["promote"], in: folder, store: store)
    #expect(killed.status == 69)
    #expect(store.value(at: "production/v2") == v2Before)
    store.failAfterPuts(100)
    let status = StoreCommandRun(["status"], in: folder, store: store)
    #expect(status.status == 1)
    #expect(
      status.stdout.hasPrefix(
        "/production/v1: record-behind: 'promote' wrote the line and stopped before writing the record; run "
          + "it again to complete the record\n"))
    #expect(status.stdout.contains("/production/v2: staged: "))
    let again = StoreCommandRun(["promote"], in: folder, store: store)
    #expect(again.status == 0)
    #expect(
      again.stdout.contains(
        "/production/v1: completed the record of the 'promote' that stopped before writing it\n"))
    #expect(store.value(at: "production/v2/en/labels/settings/title") == .string("Options"))
    #expect(StoreCommandRun(["status"], in: folder, store: store).status == 0)
  }

  @Test func aStagedPublishStoppedAfterTheFirstLineLeavesEveryLineWholeAndStatusNamesIt() throws {
    let (folder, store) = try Self.fixedText()
    let v2Before = store.value(at: "production/v2")
    store.failAfterPuts(1)
    #expect(StoreCommandRun(["publish", "--rollout", "10"], in: folder, store: store).status == 69)
    store.failAfterPuts(100)
    // v1 is staged and whole; v2 is as it was; the record was not written.
    #expect(store.value(at: "production/v1/rollout/staged/percent") == .number("10"))
    #expect(store.value(at: "production/v1/en/labels/settings/title") == .string("Preferences"))
    #expect(store.value(at: "production/v2") == v2Before)
    let status = StoreCommandRun(["status"], in: folder, store: store)
    #expect(status.status == 1)
    #expect(
      status.stdout.hasPrefix(
        "/production/v1: record-behind: 'publish' wrote the line and stopped before writing the record; run "
          + "it again to complete the record\n"))
    #expect(status.stdout.contains("/production/v2: behind: 1 change in the repository not yet published\n"))
    #expect(StoreCommandRun(["publish", "--rollout", "10"], in: folder, store: store).status == 0)
    #expect(store.value(at: "production/v2/rollout/staged/percent") == .number("10"))
    #expect(StoreCommandRun(["status"], in: folder, store: store).status == 0)
  }

  @Test func aHaltStoppedAfterTheFirstLineIsNamedAndCompletedByRunningItAgain() throws {
    let folder = try StoreCommandRun.folder()
    let store = FakeStore()
    #expect(StoreCommandRun(["publish"], in: folder, store: store).status == 0)
    store.failAfterPuts(1)
    #expect(StoreCommandRun(["halt"], in: folder, store: store).status == 69)
    store.failAfterPuts(100)
    #expect(store.value(at: "production/v1/rollout/halted") == .bool(true))
    #expect(store.value(at: "production/v2/rollout/halted") == nil)
    let status = StoreCommandRun(["status"], in: folder, store: store)
    #expect(
      status.stdout.hasPrefix(
        "/production/v1: record-behind: 'halt' wrote the line and stopped before writing the record; run it "
          + "again to complete the record\n"))
    #expect(
      StoreCommandRun(["halt"], in: folder, store: store).stdout
        == "/production/v2: halted: its apps show their compiled-in defaults\n/production/v1: already halted\n"
    )
    #expect(StoreCommandRun(["status"], in: folder, store: store).status == 0)
  }

  @Test func aRollbackStoppedAfterTheFirstLineIsNeverAppliedTwice() throws {
    let (folder, store) = try Self.fixedText()
    #expect(StoreCommandRun(["publish"], in: folder, store: store).status == 0)
    store.failAfterPuts(1)
    #expect(StoreCommandRun(["rollback"], in: folder, store: store).status == 69)
    store.failAfterPuts(100)
    let v1 = store.value(at: "production/v1")
    #expect(StoreCommandRun(["rollback"], in: folder, store: store).status == 0)
    #expect(store.value(at: "production/v1") == v1)
    #expect(store.value(at: "production/v2/en/labels/settings/title") == .string("Preferences"))
    #expect(StoreCommandRun(["status"], in: folder, store: store).status == 0)
  }

  @Test func aConsoleEditDuringACommandIsNeverOverwritten() throws {
    let (folder, store) = try Self.fixedText()
    #expect(StoreCommandRun(["publish", "--rollout", "10"], in: folder, store: store).status == 0)
    let id = Self.stagedID(store, "v1")
    store.beforeNextPut {
      $0.put(.string("Choices"), at: "production/v1/staged/\(id)/en/labels/settings/title")
    }
    let raced = StoreCommandRun(["promote"], in: folder, store: store)
    #expect(
      raced
        == .init(
          stdout: "",
          stderr: """
            error: /production/v1 was changed in the store during 'promote'; it was not written; run 'LabelsParser status' to see the change, then run 'promote' again
              v1/staged/\(id) en /settings/title: value changed ("Options" → "Choices") [content, value-changed]

            """, status: 1))
    #expect(store.value(at: "production/v1/staged/\(id)/en/labels/settings/title") == .string("Choices"))
    #expect(store.value(at: "production/v1/en/labels/settings/title") == .string("Preferences"))
    // The edit is listed under the staged tree; promote carries it to every install, and the record keeps
    // it an edit that pull can take.
    let status = StoreCommandRun(["status"], in: folder, store: store)
    #expect(
      status.stdout.contains(
        "  edit: v1/staged/\(id) en /settings/title: value changed (\"Options\" → \"Choices\") [content, "
          + "value-changed]\n"))
    #expect(StoreCommandRun(["promote"], in: folder, store: store).status == 0)
    #expect(store.value(at: "production/v1/en/labels/settings/title") == .string("Choices"))
    let promoted = StoreCommandRun(["status"], in: folder, store: store)
    #expect(promoted.status == 1)
    #expect(
      promoted.stdout.contains(
        "  edit: v1 en /settings/title: value changed (\"Options\" → \"Choices\") [content, value-changed]\n")
    )
  }

  @Test func aRollbackThatWouldDropAnEditedTreeIsRefusedUnlessDiscarded() throws {
    let (folder, store) = try Self.fixedText()
    #expect(StoreCommandRun(["publish"], in: folder, store: store).status == 0)
    store.put(.string("Choices"), at: "production/v1/en/labels/settings/title")
    let refused = StoreCommandRun(["rollback"], in: folder, store: store)
    #expect(refused.status == 1)
    #expect(
      refused.stderr.hasPrefix(
        "error: /production/v1 v1 was edited in the store since it was written, and 'rollback' would drop it; "
          + "nothing was written"))
    #expect(StoreCommandRun(["rollback", "--discard-store-edits"], in: folder, store: store).status == 0)
    #expect(store.value(at: "production/v1/en/labels/settings/title") == .string("Preferences"))
  }

  @Test func aControlDocumentBrokenInTheConsoleIsRefusedByNameUntilDiscarded() throws {
    let folder = try StoreCommandRun.folder()
    let store = FakeStore()
    #expect(StoreCommandRun(["publish"], in: folder, store: store).status == 0)
    store.put(.string("yes"), at: "production/v2/rollout/halted")
    #expect(
      StoreCommandRun(["resume", "--line", "v2"], in: folder, store: store)
        == .init(
          stdout: "",
          stderr:
            "error: /production/v2 has a control document (rollout) that cannot be read at '/halted'; nothing "
            + "was written; correct it in the store, or run the command with --discard-store-edits to write it "
            + "anew\n", status: 1))
    #expect(
      StoreCommandRun(["halt", "--line", "v2", "--discard-store-edits"], in: folder, store: store).status == 0
    )
    #expect(store.value(at: "production/v2/rollout/halted") == .bool(true))
    #expect(StoreCommandRun(["status"], in: folder, store: store).status == 0)
  }

  @Test func anExpiredTokenEndsEachCommandWith77AndNothingWritten() throws {
    let folder = try StoreCommandRun.folder()
    let store = FakeStore()
    #expect(StoreCommandRun(["publish"], in: folder, store: store).status == 0)
    store.requiredCredential = .accessToken("ya29.new")
    store.refusal = "Auth token is expired"
    let before = store.tree
    for command in [["halt"], ["resume"], ["rollout", "5"], ["promote"], ["rollback"]] {
      let run = StoreCommandRun(command, in: folder, store: store, credential: .accessToken("ya29.old"))
      #expect(run.status == 77)
      #expect(run.stderr.hasPrefix("error: the access token in LABELS_DATABASE_TOKEN has expired"))
      #expect(!run.stderr.contains("ya29.old"))
    }
    #expect(store.tree == before)
  }
}
