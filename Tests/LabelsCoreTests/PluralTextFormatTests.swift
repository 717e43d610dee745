import LabelsCore
import Testing

/// `PluralTextFormat` gives every argument position to a count variable or to an ordinary placeholder,
/// as Apple's formats do (`%@ has %#@posts@`, `%1$@ boosted %2$#@count@`).
@Suite struct PluralTextFormatTests {
  private let text = PlaceholderType(.object)
  private let integer = PlaceholderType(.signedInteger, integerWidth: .bits64)

  @Test func countsAloneTakeTheirPositions() throws {
    let format = try PluralTextFormat("%2$#@posts@ · %1$#@followers@")
    #expect(format.arguments == [.count("followers"), .count("posts")])
    #expect(format.variables == ["followers", "posts"])
    #expect(format.otherArguments == [])
    #expect(!format.hasOtherArguments)
    #expect(format.boundText == "%2$@ · %1$@")
  }

  @Test func anotherArgumentTakesItsPlaceInSequence() throws {
    let format = try PluralTextFormat("%@ has %#@posts@, 100%%")
    #expect(format.arguments == [.value(text), .count("posts")])
    #expect(format.position(of: "posts") == 2)
    #expect(format.otherArguments == [text])
    #expect(format.isPositional == false)
    #expect(format.segments == [.argument("%@"), .text(" has "), .variable("posts"), .text(", 100%")])
    #expect(format.boundText == "%@ has %@, 100%%")
  }

  @Test func positionsMayPutTheCountFirst() throws {
    let format = try PluralTextFormat("%2$#@count@ from %1$@ and %3$lld more")
    #expect(format.arguments == [.value(text), .count("count"), .value(integer)])
    #expect(format.variables == ["count"])
    #expect(format.otherArguments == [text, integer])
    #expect(format.boundText == "%2$@ from %1$@ and %3$lld more")
  }

  @Test(arguments: [
    (
      "%1$@ %1$#@count@",
      "gives argument 1 to both `count` and another placeholder; give each argument one position"
    ),
    (
      "%#@count@ %2$@",
      "has a placeholder that does not read: positional (%1$@) and sequential (%@) placeholders are mixed; "
        + "number every placeholder"
    ),
    (
      "%1$@ %3$#@count@",
      "has a placeholder that does not read: no placeholder uses argument 2 although %3$ is used; formatting "
        + "needs every position from 1 to 3"
    ),
    ("%@ and %@", "references no variable; write `%#@name@` where each count stands"),
    (
      "%2$#@a@ %3$#@b@",
      "has positions 2, 3 for 2 variables; number them 1 to 2, each once"
    ),
  ])
  func aFormatWhoseArgumentsDoNotReadIsRefused(format: String, problem: String) {
    do {
      _ = try PluralTextFormat(format)
      Issue.record("\(format) read")
    } catch {
      #expect(error.description == problem)
    }
  }
}
