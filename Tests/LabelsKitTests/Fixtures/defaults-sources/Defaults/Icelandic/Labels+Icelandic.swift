import Labels

extension Labels {
  /// The Icelandic labels: `is` is a keyword, so its name is written in backticks.
  public static let `is`: Labels = Labels(login: .`is`, pantry: .english)
}
