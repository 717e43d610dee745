import LabelsCore

/// Keeps the rules of the first plural label an encoding writes: the rules of the locale of the defaults
/// the loader encodes, which the remote plurals laid over them take.
final class PluralRulesRecorder: PluralRulesRecording {
  private let first = LockedState<PluralRules?>(nil)

  func record(_ rules: PluralRules) {
    first.withLock { if $0 == nil { $0 = rules } }
  }

  /// The rules of the first plural encoded, or `nil` when none was.
  var rules: PluralRules? { first.withLock { $0 } }
}
