import LabelsKit

/// A release command whose only arguments are ``ReleaseRun``'s options.
protocol PlainReleaseCommand: ReleaseCommand {
  /// The command over `release`.
  init(release: ReleaseRun)
}

extension PlainReleaseCommand {
  init(arguments: [String]) throws(UsageError) {
    let scanned = try ArgumentScanner(
      arguments, command: Self.self, options: ReleaseRun.options, flags: ["--discard-store-edits"])
    self.init(release: try ReleaseRun(scanned, command: Self.self))
  }
}
