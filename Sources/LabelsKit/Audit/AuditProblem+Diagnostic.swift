extension AuditProblem {
  /// The diagnostic of the problem below the export root `root`, as the user named it:
  /// `Exports/1.0.0/ru.json:3: error: message [rule]`.
  package func diagnostic(root: String) -> Diagnostic {
    let folder = (root.hasSuffix("/") ? root : root + "/") + self.folder
    return Diagnostic(
      rule.severity, at: FileLocation(file: file.map { folder + "/" + $0 } ?? folder, line: line),
      rule: rule.id,
      message)
  }
}
