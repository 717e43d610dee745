/// Keeps values alive until the process exits, so they are never freed.
///
/// A command about to exit gains nothing from freeing a large document piece by piece: for a diff of
/// two 100,000-label documents that was a tenth of the run. Like `clang -disable-free`, the commands
/// that read large documents hand them here instead; the operating system reclaims the memory at exit.
enum ProcessLifetime {
  private final class Box<Value> {
    let value: Value

    init(_ value: Value) {
      self.value = value
    }
  }

  /// Keeps `value` (and everything it holds) until the process exits.
  static func keep<Value>(_ value: Value) {
    _ = Unmanaged.passRetained(Box(value))
  }
}
