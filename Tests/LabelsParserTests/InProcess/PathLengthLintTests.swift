import LabelsCommands
import LabelsSchema
import Testing

/// `lint` and `check` apply the store's path limit that `bundle` applies, with the budget import
/// shortens keys to: a label's path within its locale's labels may take 704 bytes. A key just over it is
/// one error, for every locale, at the label's declaration in the schema; a key just at it passes.
@Suite struct PathLengthLintTests {
  /// `/onboarding/` and this key: 704 bytes.
  private static let atLimitKey = String(repeating: "a", count: 692)
  /// `/onboarding/` and this key: 705 bytes.
  private static let overLimitKey = String(repeating: "b", count: 693)

  private struct Long: LabelGroup {
    struct Onboarding: LabelGroup {
      static let labelKeys = [
        "atLimit": PathLengthLintTests.atLimitKey, "overLimit": PathLengthLintTests.overLimitKey,
      ]
      let title: String
      let atLimit: String
      let overLimit: String?
    }
    let onboarding: Onboarding
  }

  /// The schema as the team writes it, the long keys in `labelKeys`.
  private static let schemaSource = """
    /// The labels of the app.
    public struct Labels: LabelGroup {
      public static let schemaVersion = "1.0.0"
      public let onboarding: Onboarding
    }

    extension Labels {
      public struct Onboarding: LabelGroup {
        public static let labelKeys = [
          "atLimit": "\(atLimitKey)",
          "overLimit": "\(overLimitKey)",
        ]
        public let title: String
        public let atLimit: String
        public let overLimit: String?
      }
    }

    """

  /// A repository with the schema's source and the catalog, and 1.0.0 published from the labels within
  /// the limit.
  private func published() throws -> GitRepository {
    let repository = try GitRepository()
    try repository.write(Self.schemaSource, to: "Sources/Labels/Labels.swift")
    try repository.write(
      """
      public enum LabelsCatalog {
        public static let locales = [
          LocaleLabels(locale: "en", labels: .english),
          LocaleLabels(locale: "ru", labels: .russian),
        ]
      }

      """, to: "Defaults/LabelsCatalog.swift")
    let export = CommandRun(["export"], project: project(in: repository, over: false))
    #expect(export.status == 0, "\(export.stderr)")
    try repository.commitAll("Publish 1.0.0")
    return repository
  }

  /// The project of English and Russian in `repository`, whose `overLimit` label is there when `over`.
  private func project(in repository: GitRepository, over: Bool) -> LabelsProject {
    ShopLabels.project(
      root: repository.path, version: "1.0.0",
      locales: [
        (
          "en", Long(onboarding: .init(title: "Welcome", atLimit: "Fits", overLimit: over ? "Too long" : nil))
        ),
        (
          "ru",
          Long(
            onboarding: .init(title: "Привет", atLimit: "Влезает", overLimit: over ? "Слишком длинно" : nil))
        ),
      ])
  }

  private static let finding =
    "<root>/Sources/Labels/Labels.swift:15: error: /onboarding/\(overLimitKey): the path is 705 bytes (its "
    + "keys in UTF-8 plus one '/' each), over the 704 a label's path may take: Firebase's limit is 768 bytes "
    + "from the database root, of which 64 are kept for /<environment>/v<major>/<locale>/labels; shorten the "
    + "key [firebase-path-length]\n"

  @Test func aKeyJustAtTheLimitPasses() throws {
    let repository = try published()
    let project = project(in: repository, over: false)
    #expect(
      CommandRun(["lint"], project: project)
        == CommandRun(stdout: "lint: 0 errors, 0 warnings\n", stderr: "", status: 0))
    #expect(
      CommandRun(["check"], project: project)
        == CommandRun(
          stdout: """
            lint: 0 errors, 0 warnings
            compatibility: <root>/Exports/1.0.0 → defaults 1.0.0: identical
            published: 1 version intact
            export: <root>/Exports/1.0.0 is up to date
            check passed

            """, stderr: "", status: 0))
  }

  @Test func aKeyJustOverTheLimitIsOneErrorAtItsDeclaration() throws {
    let repository = try published()
    let project = project(in: repository, over: true)
    #expect(
      CommandRun(["lint"], project: project)
        == CommandRun(stdout: "lint: 1 error, 0 warnings\n", stderr: Self.finding, status: 1))
    #expect(
      CommandRun(["check"], project: project)
        == CommandRun(
          stdout: """
            lint: 1 error, 0 warnings
            compatibility: not checked until lint passes (fix the translations first)
            published: 1 version intact
            export: not checked until lint and the version policy pass
            check failed

            """, stderr: Self.finding, status: 1))
  }
}
