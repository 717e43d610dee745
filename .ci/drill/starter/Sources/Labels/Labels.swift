/// The starter app's labels: what the release drill edits, release after release.
public struct Labels: LabelGroup {
  /// The schema version the app reads its labels from (`Exports/<schemaVersion>/`).
  public static let schemaVersion = "1.0.0"

  /// The sign-in screen.
  @Indirect public var signIn: SignIn

  /// Creates the labels of one locale.
  public init(signIn: SignIn) {
    self.signIn = signIn
  }
}
