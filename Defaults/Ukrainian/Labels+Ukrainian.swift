import Labels

extension Labels {
  /// The Ukrainian labels.
  ///
  /// Each section is a computed property in its own file, so editing one label recompiles one small
  /// file and nothing else (see docs/large-catalogs.md).
  public static let ukrainian: Labels = Labels(login: .ukrainian, expenses: .ukrainian, settings: .ukrainian)
}
