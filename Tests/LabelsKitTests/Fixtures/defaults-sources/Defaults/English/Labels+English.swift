import Labels

extension Labels {
  /// The English labels.
  public static let english: Labels = Labels(login: .english, pantry: .english)
}
