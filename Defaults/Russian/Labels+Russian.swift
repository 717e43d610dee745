import Labels

extension Labels {
  /// The Russian labels.
  ///
  /// Each section is a computed property in its own file, so editing one label recompiles one small
  /// file and nothing else (see docs/large-catalogs.md).
  public static let russian: Labels = Labels(login: .russian, expenses: .russian, settings: .russian)
}
