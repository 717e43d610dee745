/// The rules a key of Firebase Realtime Database must follow: non-empty; none of `. $ # [ ] /`; no
/// ASCII control character (U+0000 to U+001F and U+007F); not one of the reserved `.value`,
/// `.priority` and `.sv`. The store judges the key's code points, so the rules do too: a `/` followed
/// by a combining mark is one character to Swift but still a `/` to the store, which would split the
/// path there. Keys are always valid UTF-8 here, because the strict reader refuses anything else.
///
/// This is the one definition of the rule: lint, the upload pre-flight, `rules` and the check of
/// `--environment` all ask ``problem(_:)``.
public enum FirebaseKey {
  /// Keys with a meaning of their own to the store (`.value`, `.priority`, `.sv`).
  public static let reservedKeys: Set<String> = [".value", ".priority", ".sv"]
  /// The scalars no key may contain, besides the ASCII control characters; compared as scalars, since
  /// a combining mark after one does not hide it from the store.
  public static let forbiddenScalars: Set<Unicode.Scalar> = [".", "$", "#", "[", "]", "/"]

  /// Why the store cannot hold `key`, as a lowercase sentence naming the key and the fix, or `nil`
  /// when it can. The key is quoted as it is; reports print it through ``LogText``.
  public static func problem(_ key: String) -> String? {
    if key.isEmpty {
      return "the empty key cannot be stored; Firebase keys must be non-empty"
    }
    if reservedKeys.contains(key) {
      return "key \"\(key)\" is reserved by Firebase for its own metadata; rename it"
    }
    if let scalar = key.unicodeScalars.first(where: forbiddenScalars.contains) {
      return "key \"\(key)\" contains '\(scalar)'; Firebase keys cannot contain . $ # [ ] /"
    }
    if let scalar = key.unicodeScalars.first(where: isControl) {
      return "key \"\(key)\" contains the control character \(codePoint(scalar)); "
        + "Firebase keys cannot contain U+0000 to U+001F or U+007F"
    }
    return nil
  }

  /// The JSON key under which a label whose source key is `key` is stored: `key` itself when the store
  /// accepts it, else `key` with each refused scalar written as `%` and two uppercase hex digits of its
  /// code point (`.` is `%2E`, `#` is `%23`, a newline `%0A`), and `%22%22` for the empty key.
  ///
  /// The one mapping every command uses from a source key (a String Catalog's English sentence, a
  /// dotted `.strings` key kept whole) to a key of the store. It is a function of the key alone, so the
  /// same catalog always gives the same paths, whatever else it holds; and it is collision-free: a `%`
  /// of the key that two hex digits follow is written `%25`, so no other key maps to an escape, and the
  /// empty key maps to an escape of `""`, which no key is written as. Keys the store accepts and that
  /// hold no such `%` are unchanged. The result is never empty and holds none of the refused scalars.
  public static func storeKey(_ key: String) -> String {
    guard !key.isEmpty else { return "%22%22" }
    let scalars = Array(key.unicodeScalars)
    var result = String.UnicodeScalarView()
    for (index, scalar) in scalars.enumerated() {
      let startsEscape =
        scalar == "%" && index + 2 < scalars.count && isHexDigit(scalars[index + 1])
        && isHexDigit(scalars[index + 2])
      guard forbiddenScalars.contains(scalar) || isControl(scalar) || startsEscape else {
        result.append(scalar)
        continue
      }
      let hex = String(scalar.value, radix: 16, uppercase: true)
      result.append(contentsOf: ("%" + (hex.count < 2 ? "0" : "") + hex).unicodeScalars)
    }
    return String(result)
  }

  /// Whether a scalar is an ASCII hex digit, which makes a `%` before two of them an escape.
  private static func isHexDigit(_ scalar: Unicode.Scalar) -> Bool {
    ("0"..."9").contains(scalar) || ("A"..."F").contains(scalar) || ("a"..."f").contains(scalar)
  }

  /// The message for an environment name (the first key of every path the labels are uploaded to,
  /// such as `production`) that the store refuses for `reason`, a ``problem(_:)``: the one message
  /// `bundle`, `rules` and the app's endpoint give.
  public static func environmentMessage(reason: String) -> String {
    "invalid environment: \(reason); name it like production, staging or development"
  }

  /// The message for an environment name, naming the rule of ``problem(_:)`` it breaks.
  public static func environmentMessage(_ name: String) -> String {
    environmentMessage(reason: problem(name) ?? "key \"\(name)\" cannot be stored")
  }

  /// Whether the store refuses a scalar as a control character: U+0000 to U+001F or U+007F.
  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || scalar.value == 0x7F
  }

  private static func codePoint(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
