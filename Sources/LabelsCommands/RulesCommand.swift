import LabelsCore
import LabelsKit

/// `LabelsParser rules --environment NAME`: prints Firebase Realtime Database rules that enforce the
/// schema where the app reads its labels.
struct RulesCommand: RunnableCommand, Equatable {
  static let name = "rules"
  static let summary = "print Firebase Realtime Database rules that enforce the schema"
  static let exitCodes: [ExitCode] = [.ok, .usage, .dataError]
  static let help = """
    usage: LabelsParser rules --environment NAME

    Prints Firebase Realtime Database security rules whose .validate entries enforce the
    schema of Labels under /NAME/v<major>/$locale/labels (the line apps of version 1.2.0
    read is v1; see docs/publication.md): every required member present, strings are
    strings, numbers numbers, booleans booleans, and no other members in an object
    ("$other": {".validate": false}). A write that would break the apps of this version is
    refused by the store. Merge the output into your database.rules.json (see
    docs/firebase.md) and deploy it with 'firebase deploy --only database'.

    Options:
      --environment NAME   the environment, such as production (a Firebase key: non-empty,
                           not .value, .priority or .sv, without . $ # [ ] / or control
                           characters)
      --help               show this help

    Exit codes: 0 printed, 64 usage error, 65 the labels type cannot be described.
    """

  /// The environment the rules guard.
  let environment: String

  init(arguments: [String]) throws(UsageError) {
    let scanned = try ArgumentScanner(arguments, command: Self.self, options: ["--environment"], flags: [])
    if let extra = scanned.positionals.first {
      throw UsageError("unexpected argument '\(extra)'", command: Self.self)
    }
    guard let environment = scanned.values["--environment"] else {
      throw UsageError("option --environment is required", command: Self.self)
    }
    guard FirebaseKey.problem(environment) == nil else {
      throw UsageError("\(SchemaError.invalidEnvironment(environment))", command: Self.self)
    }
    self.environment = environment
  }

  func run(project: LabelsProject, console: Console) throws(CommandFailure) -> ExitCode {
    let version = try project.version()
    let schema = try project.schema()
    let locales = try project.encoded().documents.locales
    do throws(SchemaError) {
      console.write(
        CanonicalJSONWriter.bytes(
          try FirebaseRules.document(
            for: schema, environment: environment, version: version, locales: locales)))
    } catch {
      throw CommandFailure(.dataError, file: project.paths.schemaFile, "\(error)")
    }
    return .ok
  }
}
