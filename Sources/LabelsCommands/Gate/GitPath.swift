/// A path as git prints it with `core.quotePath=true` (`git diff --name-status`, `git ls-tree`), so that
/// what the gate reads from `git cat-file` is named exactly as git's own listings named it.
enum GitPath {
  /// Whether git quotes `path`: a byte below 0x20, `"`, `\`, 0x7F or a byte above it.
  static func needsQuoting(_ path: some Sequence<UInt8>) -> Bool {
    path.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 >= 0x7F }
  }

  /// `path` as git prints it: unchanged, or in double quotes with C escapes (`\t`, `\n`, `\"`, `\\`)
  /// and three octal digits for every other byte that needs quoting.
  static func quoted(_ path: [UInt8]) -> String {
    guard needsQuoting(path) else { return String(decoding: path, as: UTF8.self) }
    var text = "\""
    for byte in path {
      switch byte {
      case 0x07: text += "\\a"
      case 0x08: text += "\\b"
      case 0x09: text += "\\t"
      case 0x0A: text += "\\n"
      case 0x0B: text += "\\v"
      case 0x0C: text += "\\f"
      case 0x0D: text += "\\r"
      case 0x22: text += "\\\""
      case 0x5C: text += "\\\\"
      case ..<0x20, 0x7F...:
        let octal = String(byte, radix: 8)
        text += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
      default: text.unicodeScalars.append(Unicode.Scalar(byte))
      }
    }
    return text + "\""
  }
}
