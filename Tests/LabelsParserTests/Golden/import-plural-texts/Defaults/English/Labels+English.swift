import Labels

extension Labels {
  /// The English labels (`en`): the base locale every other locale is translated from.
  ///
  /// Each section is a computed property in its own file, so editing one label recompiles one
  /// small file and nothing else (see docs/large-catalogs.md).
  public static let english: Labels = Labels(
    feed: .english,
    inbox: .english,
    photos: .english,
    profile: .english
  )
}
