/// Labels a ``ReviewConfirmation`` could not confirm: then it confirmed none.
package struct ReviewConfirmationError: Error, Equatable, Sendable {
  /// Each label refused, with the reason.
  package let refusals: [ReviewConfirmation.Refusal]
}
