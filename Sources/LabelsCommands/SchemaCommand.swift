import LabelsCore
import LabelsKit

/// `LabelsParser schema`: prints the JSON Schema of the labels type.
struct SchemaCommand: RunnableCommand, Equatable {
  static let name = "schema"
  static let summary = "print the JSON Schema (draft 2020-12) of the labels type"
  static let exitCodes: [ExitCode] = [.ok, .usage, .dataError]
  static let help = """
    usage: LabelsParser schema

    Prints the JSON Schema (draft 2020-12) of Labels, derived from the type itself: every
    object lists its members, the required ones (all but those decoded with decodeIfPresent)
    and no others (additionalProperties: false); every array describes its items. The output
    is canonical JSON, byte for byte the schema.json that export writes to Exports/<version>/.

    Options:
      --help   show this help

    Exit codes: 0 printed, 64 usage error, 65 the labels type cannot be described.
    """

  init(arguments: [String]) throws(UsageError) {
    let scanned = try ArgumentScanner(arguments, command: Self.self, options: [], flags: [])
    if let extra = scanned.positionals.first {
      throw UsageError("unexpected argument '\(extra)'", command: Self.self)
    }
  }

  func run(project: LabelsProject, console: Console) throws(CommandFailure) -> ExitCode {
    let document = ExportPlan.schemaDocument(
      try project.schema(), version: try project.version())
    console.write(CanonicalJSONWriter.bytes(document))
    return .ok
  }
}
