import Foundation
import LabelsSchema
import Testing

@testable import LabelsCommands

/// `lint` and `export` (which runs `check`'s gate) on a project whose schema types a label with placeholders: a locale whose
/// text takes other arguments than the typed call passes is refused before anything is written.
@Suite struct TypedLabelCommandTests {
  private struct Greeted: LabelGroup {
    struct Login: LabelGroup {
      let greeting: Template<String>
      let progress: Template2<Int, Int>
    }
    let login: Login
  }

  private func project(root: String, russianGreeting: Template<String>) -> LabelsProject {
    ShopLabels.project(
      root: root, version: "1.0.0",
      locales: [
        ("en", Greeted(login: .init(greeting: "Hello, {name}!", progress: "%lld of %lld"))),
        ("ru", Greeted(login: .init(greeting: russianGreeting, progress: "%2$lld: прочитано %1$lld"))),
      ])
  }

  @Test func textsThatTakeTheTypedArgumentsPass() throws {
    let folder = try TemporaryDirectory()
    let project = project(root: folder.url.path, russianGreeting: "Привет, %@!")
    // `%@` and `{name}` take the same single text argument, though placeholder-mismatch tells them apart.
    #expect(
      CommandRun(["lint"], project: project).stderr
        == "<root>/Defaults/LabelsCatalog.swift: error: ru /login/greeting: has placeholders %1$@ but the base "
        + "locale en has placeholders {name}; a translation must take the same arguments [placeholder-mismatch]\n"
    )
    let fixed = self.project(root: folder.url.path, russianGreeting: "Привет, {name}!")
    #expect(
      CommandRun(["lint"], project: fixed)
        == CommandRun(stdout: "lint: 0 errors, 0 warnings\n", stderr: "", status: 0))
    #expect(CommandRun(["export"], project: fixed).status == 0)
  }

  @Test func aTextThatTakesOtherArgumentsStopsLintCheckAndExport() throws {
    let folder = try TemporaryDirectory()
    let project = project(root: folder.url.path, russianGreeting: "Привет, {name}! У вас {count} новых")
    let finding =
      "<root>/Defaults/LabelsCatalog.swift: error: ru /login/greeting: has placeholders {count} {name} but the "
      + "schema's typed call passes (text); write placeholders that take exactly these arguments (by printf "
      + "position; one named placeholder only for a single argument), or change the label's type in the schema "
      + "[argument-mismatch]\n"
    let lint = CommandRun(["lint"], project: project)
    #expect(lint.status == 1)
    #expect(lint.stderr.hasPrefix(finding))
    let export = CommandRun(["export"], project: project)
    #expect(export.status == 1)
    #expect(export.stderr.hasPrefix(finding))
    #expect(export.stderr.hasSuffix("error: export refused what check refuses; nothing was written\n"))
    #expect(!FileManager.default.fileExists(atPath: folder.url.path + "/Exports/1.0.0"))
  }
}
