import Defaults
import Foundation
import Labels
import LabelsCommands

/// The entry point: run the command line on the live project, built from `Labels` and `Defaults`, and
/// exit in one place.
@main
enum LabelsParserCommand {
  static func main() {
    // A closed pipe (`LabelsParser diff | head -1`) is a failed write the command line reports, not a
    // signal that kills the process.
    signal(SIGPIPE, SIG_IGN)
    let project = LabelsProject(
      schema: Labels.self,
      version: Labels.schemaVersion,
      baseLocale: LabelsCatalog.baseLocale,
      locales: LabelsCatalog.locales.map { ($0.locale, $0.labels) },
      aliases: LabelsCatalog.aliases,
      untranslated: LabelsCatalog.untranslated
    )
    exit(
      LabelsCommandLine.run(Array(CommandLine.arguments.dropFirst()), project: project, console: .standard()))
  }
}
