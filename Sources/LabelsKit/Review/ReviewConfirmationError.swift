/// Labels a ``ReviewConfirmation`` could not confirm: then it confirmed none.
public struct ReviewConfirmationError: Error, Equatable, Sendable {
  /// Each label refused, with the reason.
  public let refusals: [ReviewConfirmation.Refusal]
}
