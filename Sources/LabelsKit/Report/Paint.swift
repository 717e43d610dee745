/// Wraps text in ANSI colour escapes when enabled, for the text report on a terminal.
struct Paint {
  /// A colour or emphasis.
  enum Style: String {
    case red = "31"
    case green = "32"
    case yellow = "33"
    case cyan = "36"
    case dim = "2"
  }

  let enabled: Bool

  func callAsFunction(_ text: String, _ style: Style) -> String {
    enabled ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
  }
}
