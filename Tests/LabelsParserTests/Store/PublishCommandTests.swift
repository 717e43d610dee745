import Foundation
import LabelsCore
import LabelsKit
import Testing

@testable import LabelsCommands

/// `publish` and `status` against an in-process store that answers as Firebase's REST API documents, on
/// the fixture releases of docs/publication.md (`Fixtures/bundle/lines`: v1 with en and uk, v2 with de
/// and en).
@Suite struct PublishCommandTests {
  /// What `publish` prints when it writes both lines of the fixture to an empty store.
  static let firstPublish = """
    wrote /production/v1: released 1.1.0 (commit unknown, texts of 2.0.0) to every install; 6 labels added, 0 changed, 0 removed
    wrote /production/v2: released 2.0.0 (commit unknown) to every install; 4 labels added, 0 changed, 0 removed
    published /production from unknown: v1 (1.1.0, texts of 2.0.0), v2 (2.0.0, texts of 2.0.0); every line read back as written

    """

  @Test func publishesEveryLineThenTheRecordAndStatusFindsThemInStep() throws {
    let folder = try StoreCommandRun.folder()
    let store = FakeStore()
    let published = StoreCommandRun(["publish"], in: folder, store: store)
    #expect(published == .init(stdout: Self.firstPublish, stderr: "", status: 0))
    #expect(
      store.requests == [
        "GET /production/v1.json", "GET /production/v2.json", "GET /production/labels-publication.json",
        "GET /production.json?shallow=true", "GET /.json?shallow=true", "PUT /production/v1.json",
        "PUT /production/v2.json", "GET /production/v1.json",
        "GET /production/v2.json", "PUT /production/labels-publication.json",
      ])
    let golden = try StrictJSONReader.read([UInt8](Data(contentsOf: BundleCommandTests.golden)))
    // Each line: the released tree apps read, and its control document naming the release.
    #expect(
      LineDocument(node: store.value(at: "production/v1")).released
        == StoreNormalForm.normalized(golden.member("v1")))
    #expect(
      LineDocument(node: store.value(at: "production/v2")).released
        == StoreNormalForm.normalized(golden.member("v2")))
    #expect(store.value(at: "production/v1/rollout/released/version") == .string("1.1.0"))
    #expect(store.value(at: "production/v1/rollout/released/textVersion") == .string("2.0.0"))
    #expect(store.value(at: "production/v1/rollout/command") == .string("publish"))
    #expect(store.value(at: "production/v1/rollout/staged") == nil)
    #expect(LineDocument(node: store.value(at: "production/v1")).isSealed)
    #expect(store.value(at: "production/labels-publication/v2/textVersion") == .string("2.0.0"))
    #expect(store.value(at: "production/labels-publication/v1/version") == .string("1.1.0"))
    #expect(store.value(at: "production/labels-publication/v1/commit") == .string("unknown"))

    let status = StoreCommandRun(["status"], in: folder, store: store)
    #expect(
      status
        == .init(
          stdout: """
            /production/v1: in step
              released: 1.1.0 (commit unknown, texts of 2.0.0)
            /production/v2: in step
              released: 2.0.0 (commit unknown)
            /production is in step with the repository

            """, stderr: "", status: 0))
    let again = StoreCommandRun(["publish"], in: folder, store: store)
    #expect(
      again.stdout == "/production is in step: v1 (1.1.0, texts of 2.0.0), v2 (2.0.0, texts of 2.0.0)\n")
    #expect(again.status == 0)
  }

  @Test func publishAndStatusReadThePublishedVersionsAloneNotTheDefaults() throws {
    let folder = try StoreCommandRun.folder()
    let store = FakeStore()
    // Defaults that cannot be encoded (their schema version is not a version) stop neither command.
    let broken = ShopLabels.v1(root: folder.url.path, version: "one")
    do {
      _ = try broken.encoded()
      Issue.record("the defaults of schema version 'one' were encoded")
    } catch {
      #expect(error.code == .dataError)
    }
    #expect(
      StoreCommandRun(["publish"], in: folder, store: store, project: broken)
        == .init(stdout: Self.firstPublish, stderr: "", status: 0))
    #expect(
      StoreCommandRun(["status"], in: folder, store: store, project: broken)
        == .init(
          stdout: """
            /production/v1: in step
              released: 1.1.0 (commit unknown, texts of 2.0.0)
            /production/v2: in step
              released: 2.0.0 (commit unknown)
            /production is in step with the repository

            """, stderr: "", status: 0))
  }

  @Test func theStoreCommandsCountTheWarningsOfTheUploadThatBundleLists() throws {
    let folder = try StoreCommandRun.folder()
    // A German title left as the English one: a warning of the upload's lint, which stops nothing.
    try folder.replace("\"Einstellungen\"", with: "\"Preferences\"", in: "Exports/2.0.0/de.json")
    let counted =
      "1 warning in what is uploaded, none stopping it; 'LabelsParser bundle --environment production' "
      + "lists them\n"
    let store = FakeStore()
    let published = StoreCommandRun(["publish"], in: folder, store: store)
    #expect(published.stderr == counted)
    #expect(published.status == 0)
    #expect(
      StoreCommandRun(["status"], in: folder, store: store)
        == .init(
          stdout: """
            /production/v1: in step
              released: 1.1.0 (commit unknown, texts of 2.0.0)
            /production/v2: in step
              released: 2.0.0 (commit unknown)
            /production is in step with the repository

            """, stderr: counted, status: 0))

    let listed = StoreCommandRun.Buffer()
    let console = Console(output: { _ in }, error: { listed.append($0) })
    let bundle = try BundleCommand.checkedUpload(
      try UploadEnvironment("production"), root: folder.url.path + "/Exports",
      target: "upload/production.json", project: ShopLabels.v1(root: folder.url.path), console: console)
    #expect(bundle != nil)
    #expect(
      listed.text.replacingOccurrences(of: folder.url.path, with: "<root>")
        == "<root>/Exports/2.0.0/de.json:6: warning: de /settings/title: identical to the base locale en "
        + "(\"Preferences\"); translate it, or allow-list the label if it is meant to read the same "
        + "[untranslated]\n")
  }

  @Test func aStoreEditIsListedByStatusAndRefusedByPublishUntilDiscarded() throws {
    let folder = try StoreCommandRun.folder()
    let store = FakeStore()
    #expect(StoreCommandRun(["publish"], in: folder, store: store).status == 0)
    store.put(.string("Welcome, friend"), at: "production/v1/en/labels/login/welcome")
    // The store keeps no empty node: deleting the only title deletes `settings` too.
    store.put(nil, at: "production/v2/de/labels/settings/title")
    store.put(.string("Hello! You have %lld"), at: "production/v2/en/labels/login/greeting")

    let status = StoreCommandRun(["status"], in: folder, store: store)
    #expect(
      status
        == .init(
          stdout: """
            /production/v1: edited: 1 edit in the store since the last publication
              released: 1.1.0 (commit unknown, texts of 2.0.0)
              edit: v1 en /login/welcome: value changed ("Welcome back" → "Welcome, friend") [content, value-changed]
            /production/v2: edited: 2 edits in the store since the last publication
              released: 2.0.0 (commit unknown)
              edit: v2 de /settings: key removed (was {"title": "Einstellungen"}) [breaking, key-removed]
              edit: v2 en /login/greeting: placeholders changed from %1$@ %2$lld to %1$lld ("Hello, %@! You have %lld" → "Hello! You have %lld") [breaking, placeholders-changed]
            /production differs from the repository: 2 of 2 lines

            """, stderr: "", status: 1))

    let refused = StoreCommandRun(["publish"], in: folder, store: store)
    #expect(
      refused
        == .init(
          stdout: "",
          stderr: """
            error: the store at https://labels-test.firebaseio.com/production was edited since the last publication (3 edits); nothing was written; run 'LabelsParser pull --environment production --database https://labels-test.firebaseio.com' to bring the content edits into the defaults, or publish with --discard-store-edits to overwrite them
              v1 en /login/welcome: value changed ("Welcome back" → "Welcome, friend") [content, value-changed]
              v2 de /settings: key removed (was {"title": "Einstellungen"}) [breaking, key-removed]
              v2 en /login/greeting: placeholders changed from %1$@ %2$lld to %1$lld ("Hello, %@! You have %lld" → "Hello! You have %lld") [breaking, placeholders-changed]

            """, status: 1))
    #expect(store.requests.filter { $0.hasPrefix("PUT") }.count == 3)

    let discarded = StoreCommandRun(["publish", "--discard-store-edits"], in: folder, store: store)
    #expect(discarded.status == 0)
    #expect(
      discarded.stderr.hasPrefix(
        "warning: --discard-store-edits: overwriting 3 differences in the store at "
          + "https://labels-test.firebaseio.com/production\n"
          + #"  v1 en /login/welcome: value changed ("Welcome back" → "Welcome, friend") [content, value-changed]"#
      ))
    #expect(store.value(at: "production/v1/en/labels/login/welcome") == .string("Welcome back"))
    #expect(StoreCommandRun(["status"], in: folder, store: store).status == 0)
  }

  @Test func aTreeThisToolDidNotWriteIsRefusedUnlessDiscarded() throws {
    let folder = try StoreCommandRun.folder()
    let store = FakeStore()
    store.put(.object(["en": .object(["labels": .object(["title": .string("Old")])])]), at: "production/v1")
    let refused = StoreCommandRun(["publish"], in: folder, store: store)
    #expect(refused.status == 1)
    #expect(
      refused.stderr.hasPrefix(
        "error: the store at https://labels-test.firebaseio.com/production holds line v1 that this tool has no "
          + "record of writing (4 differences from the repository); nothing was written"))
    #expect(!store.requests.contains { $0.hasPrefix("PUT") })
    #expect(StoreCommandRun(["publish", "--discard-store-edits"], in: folder, store: store).status == 0)
    #expect(store.value(at: "production/v1/en/labels/title") == nil)
  }

  @Test func aStoreThatAlreadyHoldsTheUploadIsAdoptedWithoutWritingALine() throws {
    let folder = try StoreCommandRun.folder()
    let store = FakeStore()
    let golden = try StrictJSONReader.read([UInt8](Data(contentsOf: BundleCommandTests.golden)))
    store.put(golden, at: "production")
    let status = StoreCommandRun(["status"], in: folder, store: store)
    #expect(status.status == 1)
    #expect(
      status.stdout.hasPrefix(
        "/production/v1: record-behind: 'publish' wrote the line and stopped before writing the record"))
    let published = StoreCommandRun(["publish"], in: folder, store: store)
    #expect(published.status == 0)
    #expect(
      store.requests.filter { $0.hasPrefix("PUT") }.suffix(1) == ["PUT /production/labels-publication.json"])
    #expect(StoreCommandRun(["status"], in: folder, store: store).status == 0)
  }

  @Test func aPublishKilledAfterTheFirstLineLeavesEveryLineWholeAndStatusSaysWhichIsNew() throws {
    let folder = try StoreCommandRun.folder()
    let store = FakeStore()
    #expect(StoreCommandRun(["publish"], in: folder, store: store).status == 0)
    try folder.replace("\"Preferences\"", with: "\"Options\"", in: "Exports/2.0.0/en.json")
    store.failAfterPuts(1)
    let killed = StoreCommandRun(["publish"], in: folder, store: store)
    #expect(killed.status == 69)
    #expect(
      killed.stdout
        == "wrote /production/v1: released 1.1.0 (commit unknown, texts of 2.0.0) to every install; 1.1.0 "
        + "(commit unknown, texts of 2.0.0) kept for rollback; 0 labels added, 1 changed, 0 removed\n")
    #expect(
      killed.stderr
        == "error: the store at https://labels-test.firebaseio.com cannot be reached (connection refused) for GET "
        + "https://labels-test.firebaseio.com/production/v2.json, 4 times; check --database and the network, "
        + "then try again\n")
    // The PUT's answer was lost, so the line was read back before a retry: that read failed too.
    #expect(
      store.requests.suffix(5) == [
        "PUT /production/v2.json", "GET /production/v2.json", "GET /production/v2.json",
        "GET /production/v2.json",
        "GET /production/v2.json",
      ])
    store.failAfterPuts(100)
    let status = StoreCommandRun(["status"], in: folder, store: store)
    #expect(
      status.stdout == """
        /production/v1: record-behind: 'publish' wrote the line and stopped before writing the record; run it again to complete the record
          released: 1.1.0 (commit unknown, texts of 2.0.0)
          rollback returns to: 1.1.0 (commit unknown, texts of 2.0.0)
        /production/v2: behind: 1 change in the repository not yet published
          released: 2.0.0 (commit unknown)
          unpublished: v2 en /settings/title: value changed ("Preferences" → "Options") [content, value-changed]
        /production differs from the repository: 2 of 2 lines

        """)
    #expect(status.status == 1)
    #expect(StoreCommandRun(["publish"], in: folder, store: store).status == 0)
    #expect(StoreCommandRun(["status"], in: folder, store: store).status == 0)
  }

  @Test func anEditBetweenTheReadAndTheWriteIsNeverOverwritten() throws {
    let folder = try StoreCommandRun.folder()
    let store = FakeStore()
    store.beforeNextPut { $0.put(.string("Hi"), at: "production/v1/en/labels/login/welcome") }
    let raced = StoreCommandRun(["publish"], in: folder, store: store)
    #expect(raced.status == 1)
    #expect(
      raced.stderr == """
        error: /production/v1 was changed in the store while publishing; it was not written; run 'LabelsParser status' to see the edit, then 'LabelsParser pull' or publish again
          v1 en: key added ({"labels": {"login": {"welcome": "Hi"}}}) [additive, key-added]

        """)
    #expect(store.value(at: "production/v1/en/labels/login/welcome") == .string("Hi"))
    #expect(store.value(at: "production/labels-publication") == nil)
  }

  @Test func dryRunPrintsThePlanPerLineAndLocaleAndWritesNothing() throws {
    let folder = try StoreCommandRun.folder()
    let store = FakeStore()
    #expect(StoreCommandRun(["publish"], in: folder, store: store).status == 0)
    try folder.replace("\"Preferences\"", with: "\"Options\"", in: "Exports/2.0.0/en.json")
    let before = store.tree
    let planned = StoreCommandRun(["publish", "--dry-run"], in: folder, store: store)
    #expect(
      planned
        == .init(
          stdout: """
            /production/v1: behind, released 1.1.0 (commit unknown, texts of 2.0.0) to every install; 1.1.0 (commit unknown, texts of 2.0.0) kept for rollback, 0 labels added, 1 changed, 0 removed
              en: 0 labels added, 1 changed, 0 removed
                v1 en /settings/title: value changed ("Preferences" → "Options") [content, value-changed]
            /production/v2: behind, released 2.0.0 (commit unknown) to every install; 2.0.0 (commit unknown) kept for rollback, 0 labels added, 1 changed, 0 removed
              en: 0 labels added, 1 changed, 0 removed
                v2 en /settings/title: value changed ("Preferences" → "Options") [content, value-changed]
            dry run: nothing was written

            """, stderr: "", status: 0))
    #expect(store.tree == before)
  }
}

extension JSONValue {
  /// The member `key` of an object.
  fileprivate func member(_ key: String) -> JSONValue {
    guard case .object(let members) = self else { return .null }
    return members[key] ?? .null
  }
}
