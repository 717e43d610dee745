/// One problem that lint or the upload pre-flight found: the rule, how bad it is, the locale and the
/// JSON Pointer of the value, and a sentence that says what is wrong and how to fix it.
public struct Finding: Equatable, Sendable {
  /// How bad a finding is.
  public enum Severity: String, Comparable, Sendable {
    /// Reported; fails only under `--strict`.
    case warning
    /// Fails the command.
    case error

    public static func < (lhs: Self, rhs: Self) -> Bool {
      lhs == .warning && rhs == .error
    }
  }

  /// The rule that found it.
  public let rule: FindingRule
  /// How bad it is.
  public let severity: Severity
  /// The locale whose document holds the value, or `nil` for a finding about the whole upload.
  public let locale: LocaleIdentifier?
  /// The RFC 6901 JSON Pointer of the value within its locale's document (`""` is the document).
  public let pointer: String
  /// What is wrong and how to fix it, in lowercase, without the location.
  public let message: String

  /// Creates a finding.
  public init(
    rule: FindingRule, severity: Severity, locale: LocaleIdentifier?, pointer: String, message: String
  ) {
    self.rule = rule
    self.severity = severity
    self.locale = locale
    self.pointer = pointer
    self.message = message
  }

  /// The same finding as an error: what `--strict` makes of a warning.
  public var asError: Finding {
    Finding(rule: rule, severity: .error, locale: locale, pointer: pointer, message: message)
  }

  /// The pointer with control characters shown as `\u{…}`, so that a diagnostic stays one visible line.
  public var printablePointer: String { pointer.showingControlCharacters }

  /// The JSON Pointer of a path of keys: each key escaped by RFC 6901 (`~` as `~0`, `/` as `~1`).
  public static func pointer(_ keys: some Sequence<String>) -> String {
    keys.reduce(into: "") { pointer, key in
      pointer += "/" + key.replacingTildeAndSlash()
    }
  }
}

extension String {
  /// The text with ASCII control characters (U+0000 to U+001F, U+007F) written as `\u{…}`.
  var showingControlCharacters: String {
    unicodeScalars.map {
      $0.isASCIIControl ? "\\u{\(String($0.value, radix: 16, uppercase: true))}" : String($0)
    }
    .joined()
  }

  fileprivate func replacingTildeAndSlash() -> String {
    var escaped = ""
    for character in self {
      switch character {
      case "~": escaped += "~0"
      case "/": escaped += "~1"
      default: escaped.append(character)
      }
    }
    return escaped
  }
}

extension Unicode.Scalar {
  /// Whether this is an ASCII control character: U+0000 to U+001F or U+007F.
  var isASCIIControl: Bool { value < 0x20 || value == 0x7F }
}
