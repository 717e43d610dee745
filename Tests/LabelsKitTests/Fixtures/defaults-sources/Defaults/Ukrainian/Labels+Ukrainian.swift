import Labels

extension Labels {
  /// The Ukrainian labels.
  public static let ukrainian: Labels = Labels(login: .ukrainian, pantry: .ukrainian)
}
