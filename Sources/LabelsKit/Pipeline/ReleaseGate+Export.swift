extension ReleaseGate {
  /// The line `export` ends with when the gate refuses, after the gate's steps.
  package static let exportRefusal = Diagnostic(
    .error, "export refused what check refuses; nothing was written")

  /// What `export` prints before it writes a passed gate's version into `versionFolder`: each lint
  /// finding, then, when the folder already there cannot be read, why and that export writes it again.
  package func exportWarnings(versionFolder: String) -> [Diagnostic] {
    findings.map(\.diagnostic)
      + (unreadableCurrent.map {
        $0 + [
          Diagnostic(
            .warning, at: FileLocation(file: versionFolder), "cannot be read as it is; export writes it again"
          )
        ]
      } ?? [])
  }
}
