import LabelsKit

/// `LabelsParser format`: reads JSON strictly and prints it in the canonical form, or checks that it is.
struct FormatCommand: RunnableCommand, Equatable {
  static let name = "format"
  static let summary = "read JSON files strictly and print them in the canonical form"
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
    var outputs: [(file: String, original: [UInt8], canonical: [UInt8])] = []
    var failures: [CommandFailure] = []
    for file in files {
      do throws(CommandFailure) {
        let bytes = try file == "-" ? Self.standardInput() : DocumentLoader.readBytes(file)
        let value: JSONValue
        do {
          value = try StrictJSONReader.read(bytes)
        } catch {
          let name = file == "-" ? "<stdin>" : file
          throw CommandFailure(.dataError, ["\(name):\(error.line):\(error.column): error: \(error.message)"])
        }
        outputs.append((file, bytes, CanonicalJSONWriter.bytes(value)))
        ProcessLifetime.keep(value)
      } catch {
        failures.append(error)
      }
    }
    if let first = failures.first {
      throw CommandFailure(first.code, failures.flatMap(\.diagnostics))
    }
    guard check else {
      for output in outputs { console.write(output.canonical) }
      return .ok
    }
    let stale = outputs.filter { $0.original != $0.canonical }
    for output in stale {
      let name = output.file == "-" ? "<stdin>" : output.file
      console.diagnostic(
        "\(name): error: is not in the canonical form; print it with 'LabelsParser format \(name)'")
    }
    return stale.isEmpty ? .ok : .checkFailed
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
