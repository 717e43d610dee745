/// Which labels an install shows for its line, as ``LineRollout/selection(at:)`` decides.
public enum RolloutSelection: Hashable, Sendable {
  /// The fully released tree, `<environment>/v<major>/<locale>/labels`.
  case released
  /// The staged release's tree, `<environment>/v<major>/staged/<id>/<locale>/labels`.
  case staged(id: String)
  /// The line is halted: the compiled-in defaults, whatever is cached.
  case halted
}
