import LabelsCore
import LabelsKit

/// `LabelsParser format`: reads JSON strictly and prints it in the canonical form, or checks that it is.
struct FormatCommand: RunnableCommand, Equatable {
  static let name = "format"
  static let summary = "read JSON files strictly and print them in the canonical form"
  static let exitCodes: [ExitCode] = [.ok, .checkFailed, .usage, .dataError, .noInput, .ioError]
  static let help = """
    usage: LabelsParser format FILE... [--check]

    Reads each FILE with the strict JSON reader and prints it in the canonical form of the
    export format: keys sorted by Unicode scalar value, two-space indent, only the necessary
    escapes, numbers as written, one trailing newline. Any JSON value is accepted, not only
    label documents, so a file downloaded from the Firebase console can be normalised:

      LabelsParser format downloaded.json > Exports/1.0.0/en.json

    FILE may be - for standard input. Every file is read before anything is printed, so a
    malformed file never leaves half an output behind.

    Options:
      --check   print nothing; exit 1 naming each file that is not already canonical
      --help    show this help

    Exit codes: 0 printed or canonical, 1 --check found a file that is not canonical,
    64 usage error, 65 malformed JSON (FILE:LINE:COLUMN: error: ...), 66 file not found,
    74 I/O error.
    """

  /// The files to read; `-` is standard input.
  let files: [String]
  /// Verify instead of printing.
  let check: Bool

  init(files: [String], check: Bool) {
    self.files = files
    self.check = check
  }

  init(arguments: [String]) throws(UsageError) {
    let scanned = try ArgumentScanner(arguments, command: Self.self, options: [], flags: ["--check"])
    guard !scanned.positionals.isEmpty else { throw UsageError("no file given", command: Self.self) }
    self.init(files: scanned.positionals, check: scanned.flags.contains("--check"))
  }

  func run(project: LabelsProject, console: Console) throws(CommandFailure) -> ExitCode {
    // Only what is printed or reported is kept from one file to the next: the document when printing,
    // the name of a file that is not canonical when checking; never a file's canonical text.
    var documents: [CanonicalDocument] = []
    var stale: [String] = []
    var failures: [CommandFailure] = []
    for file in files.map({ $0 == "-" ? $0 : project.paths.resolve($0) }) {
      do throws(CommandFailure) {
        let name = file == "-" ? "<stdin>" : file
        let bytes = try Self.readBytes(file)
        let document = try Self.read(bytes, name: name)
        if check {
          if !document.isCanonical(bytes) { stale.append(name) }
          ProcessLifetime.keep(document)
        } else {
          documents.append(document)
          ProcessLifetime.keep(document)
        }
      } catch {
        failures.append(error)
      }
    }
    if let first = failures.first {
      throw CommandFailure(first.code, failures.flatMap(\.diagnostics))
    }
    guard check else {
      for document in documents {
        document.write { console.write(Array($0)) }
      }
      return .ok
    }
    for name in stale {
      console.diagnostic(CanonicalDocument.notCanonical(name))
    }
    return stale.isEmpty ? .ok : .checkFailed
  }

  /// The bytes of a file, mapped rather than copied, or of standard input for `-`.
  /// - Throws: ``CommandFailure``: 65 above the size limit, 66 when missing, 74 when a read fails.
  private static func readBytes(_ file: String) throws(CommandFailure) -> DocumentBytes {
    try file == "-" ? DocumentBytes(copying: standardInput()) : DocumentLoader.mapBytes(file)
  }

  /// Reads JSON strictly.
  /// - Throws: ``CommandFailure`` 65 with `NAME:LINE:COLUMN: error: message` when it is malformed.
  private static func read(_ bytes: DocumentBytes, name: String) throws(CommandFailure) -> CanonicalDocument {
    do {
      return try CanonicalDocument(bytes)
    } catch {
      throw CommandFailure(.dataError, [Diagnostic(reading: error, in: name)])
    }
  }

  /// Standard input, up to ``FileSystem/maximumFileSize``.
  /// - Throws: ``CommandFailure``: 65 above the limit, 74 when a read fails.
  private static func standardInput() throws(CommandFailure) -> [UInt8] {
    do {
      return try FileSystem.readAll(0, path: "<stdin>")
    } catch {
      throw CommandFailure(reading: error)
    }
  }
}
