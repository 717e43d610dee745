/// The rule for a database's namespace: the name a Firebase Realtime Database has in its address
/// (`my-app-default-rtdb` in `https://my-app-default-rtdb.firebaseio.com`), which Google's SDKs send as
/// `?ns=` to an emulator, and which `serve --store` keeps one store for each of. A namespace is a host
/// name's first label: 1 to 63 lowercase ASCII letters, digits and hyphens, neither first nor last a
/// hyphen.
///
/// The one definition of the rule: the store client's `--database` and the store's `ns` ask
/// ``problem(_:)``.
public enum DatabaseNamespace {
  /// The longest namespace, a host name label's limit.
  public static let maximumLength = 63

  /// Why `name` is not a namespace, naming the fix, or `nil` when it is one.
  public static func problem(_ name: String) -> String? {
    let bytes = Array(name.utf8)
    guard !bytes.isEmpty, bytes.count <= maximumLength else {
      return "a namespace has 1 to \(maximumLength) characters"
    }
    let allowed = bytes.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D }
    guard allowed, bytes.first != 0x2D, bytes.last != 0x2D else {
      return "a namespace is lowercase letters, digits and hyphens, not starting or ending with a hyphen, "
        + "as in my-app-default-rtdb"
    }
    return nil
  }
}
