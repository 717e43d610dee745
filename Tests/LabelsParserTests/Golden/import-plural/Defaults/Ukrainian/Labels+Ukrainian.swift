import Labels

extension Labels {
  /// The Ukrainian labels (`uk`); a label marked `// missing in uk` holds the en text.
  ///
  /// Each section is a computed property in its own file, so editing one label recompiles one
  /// small file and nothing else (see docs/large-catalogs.md).
  public static let ukrainian: Labels = Labels(
    cart: .ukrainian,
    tips: [
      "Натисніть +, щоб додати."
    ]
  )
}
