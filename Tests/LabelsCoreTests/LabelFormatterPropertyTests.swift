import Testing

@testable import LabelsCore

/// Random texts and arguments: the formatter returns or throws, never traps; it refuses every text
/// whose signature has problems and formats every other text with the arguments its signature lists.
@Suite struct LabelFormatterPropertyTests {
  private static let pieces = [
    "%", "%%", "{", "}", "{{", "}}", "$", "1", "2", "0", "9", "99999", "d", "@", "l", "ll", "h", "q", "*",
    ".", "-", "+", " ", "#", "'", "a", "x", "X", "f", "e", "g", "s", "c", "C", "p", "u", "o", "y", "name",
    "_",
    "Я", "ї", "😀", "\u{301}", "\n",
  ]

  private static func randomText(using generator: inout SeededGenerator) -> String {
    var text = ""
    for _ in 0..<Int.random(in: 0...14, using: &generator) {
      if Int.random(in: 0..<8, using: &generator) == 0 {
        let bytes = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
          UInt8.random(in: 0...255, using: &generator)
        }
        text += String(decoding: bytes, as: UTF8.self)
      } else {
        text += pieces.randomElement(using: &generator) ?? ""
      }
    }
    return text
  }

  private static func randomArgument(using generator: inout SeededGenerator) -> LabelArgument {
    switch Int.random(in: 0..<6, using: &generator) {
    case 0: .text(randomText(using: &generator))
    case 1: .integer(Int64.random(in: .min ... .max, using: &generator))
    case 2: .integer(Int64.random(in: -3...200, using: &generator))
    case 3: .unsignedInteger(UInt64.random(in: 0 ... .max, using: &generator))
    case 4: .number(Double(bitPattern: UInt64.random(in: 0 ... .max, using: &generator)))
    default: .number(Double.random(in: -1e6...1e6, using: &generator))
    }
  }

  /// An argument the type takes.
  private static func matchingArgument(for type: PlaceholderType) -> LabelArgument {
    switch type.conversion {
    case .signedInteger: .integer(-12)
    case .unsignedInteger: .unsignedInteger(255)
    case .floatingPoint: .number(-1.25)
    case .character: .integer(0x44F)
    case .object, .cString, .pointer: .text("Юля 😀")
    }
  }

  @Test func formatsOrThrowsButNeverTraps() {
    var generator = SeededGenerator(state: 14)
    var formatted = 0
    for _ in 0..<4000 {
      let text = Self.randomText(using: &generator)
      let signature = PlaceholderSignature(text)
      let arguments = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
        Self.randomArgument(using: &generator)
      }
      var named: [String: LabelArgument] = [:]
      for token in signature.named where Bool.random(using: &generator) {
        named[token] = Self.randomArgument(using: &generator)
      }
      if Int.random(in: 0..<10, using: &generator) == 0 { named["{name}"] = .text("extra") }
      do {
        _ = try LabelFormatter.format(text, arguments: arguments, named: named)
        #expect(signature.problems.isEmpty, "formatted \(text.debugDescription) despite its problems")
        #expect(arguments.count == signature.arguments.count)
      } catch {
        if !signature.problems.isEmpty {
          #expect(error == .malformed(signature.problems), "\(text.debugDescription)")
        }
      }
      guard signature.problems.isEmpty else { continue }
      let matching = (0..<signature.arguments.count).map { offset in
        signature.arguments[offset + 1].map(Self.matchingArgument) ?? .text("")
      }
      let allNamed = Dictionary(uniqueKeysWithValues: signature.named.map { ($0, LabelArgument.text("Юля")) })
      #expect(
        throws: Never.self, "\(text.debugDescription)",
        performing: { _ = try LabelFormatter.format(text, arguments: matching, named: allNamed) })
      formatted += 1
    }
    #expect(formatted > 400, "too few sound texts were generated to test formatting: \(formatted)")
  }
}
