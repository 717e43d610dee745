import Testing

@testable import LabelsCore

@Suite struct PlaceholderScannerTests {
  private func tokens(_ text: String) -> [PlaceholderToken] {
    var scanner = PlaceholderScanner(Array(text.utf8))
    scanner.scan()
    return scanner.tokens
  }

  @Test func readsFlagsWidthPrecisionAndPosition() throws {
    let tokens = tokens("Я %2$-+ #0'12.3lld и %%, {name} %1$.f")
    try #require(tokens.count == 4)
    var flags = PrintfSpecification.Flags()
    flags.leftAligned = true
    flags.plusSign = true
    flags.spaceSign = true
    flags.alternate = true
    flags.zeroPadded = true
    #expect(
      tokens[0]
        == PlaceholderToken(
          range: 3..<19,
          kind: .printf(
            PrintfSpecification(
              position: 2, flags: flags, width: 12, precision: 3, conversion: UInt8(ascii: "d"),
              type: PlaceholderType(.signedInteger, integerWidth: .bits64)))))
    #expect(tokens[1] == PlaceholderToken(range: 23..<25, kind: .percent))
    #expect(tokens[2] == PlaceholderToken(range: 27..<33, kind: .named("{name}")))
    #expect(
      tokens[3]
        == PlaceholderToken(
          range: 34..<39,
          kind: .printf(
            PrintfSpecification(
              position: 1, flags: PrintfSpecification.Flags(), width: nil, precision: 0,
              conversion: UInt8(ascii: "f"), type: PlaceholderType(.floatingPoint)))))
  }

  @Test func countsSequentialPositions() {
    let positions = tokens("%@ %% %d {x} %f").compactMap { token -> Int? in
      if case .printf(let specification) = token.kind { specification.position } else { nil }
    }
    #expect(positions == [1, 2, 3])
  }

  @Test func skipsWhatIsNotAPlaceholder() {
    #expect(tokens("50% {} { x } %y").isEmpty)
    #expect(tokens("{{x}").map(\.range) == [1..<4])
    #expect(tokens("{{{x}}}").map(\.range) == [1..<6])
  }
}
