import Testing

@testable import LabelsKit

/// A `.stringsdict` must be well-formed XML, which `PropertyListSerialization` does not check: a raw
/// control character is reported where it stands.
@Suite struct PropertyListXMLCheckTests {
  private func problem(_ text: String) -> PropertyListXMLCheck.Problem? {
    PropertyListXMLCheck.problem(in: Array(text.utf8))
  }

  @Test func aCharacterXMLForbidsIsReportedAtItsLineAndColumn() {
    #expect(
      problem("<plist>\n<dict><key>a</key><string>x\u{8}</string></dict></plist>")
        == .notWellFormed(
          line: 2, column: 28,
          reason: "has the character U+0008, which XML does not allow (not even as &#x8;); remove it"))
    // `\r\n` ends one line, as `\r` and `\n` do; a tab, a newline and text above U+FFFF are allowed.
    #expect(
      problem("<plist>\r\n\t<dict>\r<key>😀</key>\n\u{1}</dict></plist>")
        == .notWellFormed(
          line: 4, column: 1,
          reason: "has the character U+0001, which XML does not allow (not even as &#x1;); remove it"))
    #expect(
      problem("<plist><string>\u{FFFE}</string></plist>")?.notWellFormedReason
        == "has the character U+FFFE, which XML does not allow (not even as &#xFFFE;); remove it")
  }

  @Test func bytesThatAreNotUTF8AreReportedWhereTheyStart() {
    #expect(
      PropertyListXMLCheck.problem(
        in: Array("<plist>\n<string>ab".utf8) + [0xFF] + Array("</string></plist>".utf8))
        == .notWellFormed(
          line: 2, column: 11, reason: "is not UTF-8 here, as its XML declaration says; save it as UTF-8"))
  }

  @Test func markupThatIsNotWellFormedAndDuplicateKeysAreReported() {
    #expect(
      problem("<plist><dict><key>a</key><string>x</strin></dict></plist>")?.notWellFormedReason?.hasPrefix(
        "is not well-formed XML (XMLParser error") == true)
    #expect(
      problem("<plist><dict><key>a</key><string>x</string><key>a</key><string>y</string></dict></plist>")
        == .duplicateKey("a"))
  }

  @Test func soundFilesAndOtherFormatsAreLeftToThePropertyListReader() {
    #expect(problem("\u{FEFF}  <plist><dict><key>a</key><string>x</string></dict></plist>") == nil)
    #expect(problem("{ a = b; }") == nil)
    #expect(PropertyListXMLCheck.problem(in: Array("bplist00".utf8) + [0x08]) == nil)
  }
}

extension PropertyListXMLCheck.Problem {
  fileprivate var notWellFormedReason: String? {
    guard case .notWellFormed(_, _, let reason) = self else { return nil }
    return reason
  }
}
