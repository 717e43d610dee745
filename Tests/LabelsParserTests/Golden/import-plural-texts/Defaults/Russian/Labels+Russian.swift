import Labels

extension Labels {
  /// The Russian labels (`ru`); a label marked `// missing in ru` holds the en text.
  ///
  /// Each section is a computed property in its own file, so editing one label recompiles one
  /// small file and nothing else (see docs/large-catalogs.md).
  public static let russian: Labels = Labels(
    feed: .russian,
    inbox: .russian,
    photos: .russian,
    profile: .russian
  )
}
