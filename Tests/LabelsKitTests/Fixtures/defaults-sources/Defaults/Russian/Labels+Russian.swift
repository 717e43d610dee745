import Labels

extension Labels {
  /// The Russian labels.
  public static let russian: Labels = Labels(login: .russian, pantry: .russian)
}
