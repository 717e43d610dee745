#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The format placeholders of a string: what an app that formats it must pass, and in which order.
///
/// printf-style placeholders (`%@`, `%d`, `%1$@`, `%lld`, `%.2f`, ...) are resolved to argument
/// positions 1...n, whether written positionally (`%2$d`) or in sequence (`%d`), each with its
/// ``PlaceholderType``; `%%` is a literal percent sign, and a `*` field width or precision takes an
/// `int` argument of its own (and is a problem: labels write their widths). ``LabelFormatter`` fills
/// exactly these placeholders and refuses every string with problems. Named placeholders (`{name}`, `{{name}}`, with letters, digits and `_`)
/// are kept as a set of tokens, braces included, so `{name}` and `{{name}}` differ. Two strings can be
/// formatted with the same arguments when their signatures are compatible.
public struct PlaceholderSignature: Hashable, Sendable, CustomStringConvertible {
  /// The type each argument position must have, from 1.
  public let arguments: [Int: PlaceholderType]
  /// The named placeholder tokens, braces included: `{name}`, `{{count}}`.
  public let named: Set<String>
  /// What makes formatting the string unreliable, in the order found; empty for a sound string.
  public let problems: [PlaceholderProblem]

  /// Reads the placeholders of a string.
  public init(_ text: String) {
    // Only `%` and `{` start a placeholder: a text with neither has none, and nothing to scan.
    let hasStart = text.utf8.withContiguousStorageIfAvailable { bytes in
      guard let base = bytes.baseAddress else { return false }
      return memchr(base, Int32(UInt8(ascii: "%")), bytes.count) != nil
        || memchr(base, Int32(UInt8(ascii: "{")), bytes.count) != nil
    }
    guard hasStart ?? true else {
      arguments = [:]
      named = []
      problems = []
      return
    }
    var scanner = PlaceholderScanner(Array(text.utf8))
    scanner.scan()
    arguments = scanner.arguments
    named = scanner.named
    problems = scanner.problems
  }

  /// Whether a string with this signature can replace one with the other signature: the same type at
  /// every argument position and the same named tokens. Order in the text, flags, field width and
  /// precision do not matter.
  public func isCompatible(with other: PlaceholderSignature) -> Bool {
    arguments == other.arguments && named == other.named
  }

  /// Whether the string has no placeholder at all.
  public var isEmpty: Bool { arguments.isEmpty && named.isEmpty }

  /// The placeholders in canonical form, such as `%1$@ %2$lld {name}`, or `no placeholders`.
  public var description: String {
    let printf = arguments.keys.sorted().map { position in
      "%\(position)$" + (arguments[position].map(\.description) ?? "")
    }
    let tokens = named.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    let all = printf + tokens
    return all.isEmpty ? "no placeholders" : all.joined(separator: " ")
  }
}
