import Labels

extension Labels {
  /// The Arabic labels (`ar`); a label marked `// missing in ar` holds the en text.
  ///
  /// Each section is a computed property in its own file, so editing one label recompiles one
  /// small file and nothing else (see docs/large-catalogs.md).
  public static let arabic: Labels = Labels(
    feed: .arabic,
    inbox: .arabic,
    photos: .arabic,
    profile: .arabic
  )
}
