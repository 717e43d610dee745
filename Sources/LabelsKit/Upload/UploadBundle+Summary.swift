extension UploadBundle {
  /// What `bundle` prints once the upload is written to `target`: the file, each line and what its apps
  /// read, where to import it and the Firebase CLI command, its words quoted for a POSIX shell (an
  /// environment is a valid Firebase key, which may still hold a space or a `;`).
  package func summary(target: String) -> [String] {
    let lineCount = "\(lines.count) line\(lines.count == 1 ? "" : "s")"
    return ["wrote \(target): \(lineCount), \(contents.count) bytes"]
      + lines.map { line in
        let source =
          line.summary.map { "\(line.version) with the texts of \(line.textVersion) (\($0))" }
          ?? "\(line.version) as published"
        return "  \(remotePath)/\(line.key): apps \(line.major).x read \(source)"
      } + [
        "import at: \(remotePath)",
        "command:   firebase database:update \(ShellWord.quoted(remotePath)) \(ShellWord.quoted(target))",
      ]
  }
}
