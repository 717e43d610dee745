/// The keys a major line `/<environment>/v<major>` holds beside its locales, which the tool writes and
/// the app reads: none can be a locale identifier, whose language is two or three letters.
public enum LineNodeKey {
  /// The line's control document: which release is staged and to what share, whether the line is
  /// halted, which release `rollback` returns to.
  public static let rollout = "rollout"
  /// The staged release's tree, below its identity: `staged/<id>/<locale>/labels`.
  public static let staged = "staged"
  /// The release before the current one, below its identity, which `rollback` returns to.
  public static let previous = "previous"
}
