import LabelsSchema

extension Labels {
  /// The login screen.
  public struct Login: LabelGroup {
    /// The greeting; `%@` is the user's name.
    public let greeting: Template<String>

    /// Creates the labels from each member.
    public init(greeting: Template<String>) {
      self.greeting = greeting
    }
  }
}
