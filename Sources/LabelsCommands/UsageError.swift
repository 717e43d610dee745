/// A command line that cannot be run: exits 64 with the message and the command's usage.
struct UsageError: Error, Equatable {
  /// What is wrong, in lowercase.
  let message: String
  /// The usage of the command concerned, or of the tool.
  let usage: String

  /// A usage error about the command line as a whole.
  init(_ message: String) {
    self.message = message
    self.usage = HelpText.usage
  }

  /// A usage error about one command's arguments.
  init(_ message: String, command: any RunnableCommand.Type) {
    self.message = message
    self.usage = command.usage
  }
}
