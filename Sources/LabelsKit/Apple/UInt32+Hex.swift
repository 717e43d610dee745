extension UInt32 {
  /// The value in uppercase hex, at least four digits: `000A`, `D83D`, `1F600`.
  var fourHexDigits: String {
    let digits = String(self, radix: 16, uppercase: true)
    return String(repeating: "0", count: Swift.max(0, 4 - digits.count)) + digits
  }
}
