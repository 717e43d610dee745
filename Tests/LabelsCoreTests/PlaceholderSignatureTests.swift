import Testing

@testable import LabelsCore

private let int32 = PlaceholderType(.signedInteger, integerWidth: .bits32)
private let int64 = PlaceholderType(.signedInteger, integerWidth: .bits64)
private let object = PlaceholderType(.object)

@Suite struct PlaceholderSignatureTests {
  @Test(arguments: [
    ("%@ and %d", "%1$@ %2$d"),
    ("%lld %hhd %hd %ld %qd %zd %td %jd %Ld", "%1$lld %2$d %3$d %4$lld %5$lld %6$lld %7$lld %8$lld %9$lld"),
    ("%i %u %o %x %X", "%1$d %2$u %3$u %4$u %5$u"),
    ("%llu %lx", "%1$llu %2$llu"),
    ("%f %F %e %E %g %G %a %A %lf %Lf", "%1$f %2$f %3$f %4$f %5$f %6$f %7$f %8$f %9$f %10$f"),
    ("%c %C %s %S %p", "%1$c %2$c %3$s %4$s %5$p"),
    ("%-+ #0'8.3f %08.2lld %.f", "%1$f %2$lld %3$f"),
    ("%*d %.*f", "%1$d %2$d %3$d %4$f"),
    ("%2$*1$d", "%1$d %2$d"),
    ("100%% sure", "no placeholders"),
    ("%%d %%%@", "%1$@"),
    ("{name} and {{count}} and {name}", "{name} {{count}}"),
    ("{} { name } {a-b} {{x} {_id9}", "{_id9} {x}"),
    ("", "no placeholders"),
  ])
  func readsThePlaceholders(text: String, expected: String) {
    #expect(PlaceholderSignature(text).description == expected)
  }

  @Test func resolvesPositionsAndTypes() {
    let signature = PlaceholderSignature("%2$lld files in %1$@ ({folder})")
    #expect(signature.arguments == [1: object, 2: int64])
    #expect(signature.named == ["{folder}"])
    #expect(signature.problems.isEmpty)
    #expect(PlaceholderSignature("%1$@ %2$d") == PlaceholderSignature("%2$d %1$@"))
    #expect(PlaceholderSignature("%@ %d") == PlaceholderSignature("%1$@ %2$d"))
    #expect(PlaceholderSignature("%@ %d") != PlaceholderSignature("%d %@"))
    #expect(PlaceholderSignature("100%%").isEmpty)
  }

  @Test(arguments: [
    ("%1$@ %2$d", "%2$d %1$@", true),  // reordered positional
    ("%@ %d", "%1$@ %2$d", true),  // sequential equals positional
    ("%5d of %.2f", "%d of %8.1f", true),  // width and precision
    ("%-d", "%+d", true),  // flags
    ("%x", "%u", true),  // same class
    ("%hd", "%d", true),
    ("%@ items", "%d items", false),
    ("%d", "%lld", false),
    ("%ld", "%lld", true),
    ("%d%%", "%d", true),
    ("%%", "%d", false),
    ("100%%", "100 percent", true),
    ("{{count}} items", "items", false),
    ("{count}", "{{count}}", false),
    ("{a} {b}", "{b} {a}", true),
    ("%@", "%@ %@", false),
    ("%1$@ %2$@", "%2$@ %1$@", true),
    ("%d", "%*d", false),
  ])
  func comparesSignatures(old: String, new: String, compatible: Bool) {
    #expect(PlaceholderSignature(old).isCompatible(with: PlaceholderSignature(new)) == compatible)
    #expect(PlaceholderSignature(new).isCompatible(with: PlaceholderSignature(old)) == compatible)
  }

  @Test(arguments: [
    ("%1", [PlaceholderProblem.invalidPlaceholder("%1")]),
    ("50%", [.invalidPlaceholder("%")]),
    ("%y and %d", [.invalidPlaceholder("%y")]),
    ("%1$!", [.invalidPlaceholder("%1$!")]),
    ("%1$", [.invalidPlaceholder("%1$")]),
    ("%0$@", [.invalidPlaceholder("%0$")]),
    ("%12345$@", [.invalidPlaceholder("%12345$")]),
    ("%.*0$d", [.invalidPlaceholder("%.*0")]),
    ("%é", [.invalidPlaceholder("%é")]),
    ("%1$@ ... %1$d", [.conflictingTypes(position: 1, object, int32)]),
    ("%1$@ %3$@", [.missingPosition(2, highest: 3)]),
    ("%3$@", [.missingPosition(1, highest: 3)]),
    ("%1$@ %d", [.mixedPositionalAndSequential]),
    ("%@ %1$@ %3$d", [.mixedPositionalAndSequential, .missingPosition(2, highest: 3)]),
    ("%*d", [.variableWidth("%*d")]),
    ("%9999d %.9999f", []),
    ("%10000d", [.fieldTooWide("%10000d")]),
    ("%1$.99999999999999999999f", [.fieldTooWide("%1$.99999999999999999999f")]),
    ("%p", [.pointer("%p")]),
    ("%1$@ %1$@ {x} %%", []),
  ])
  func collectsProblems(text: String, expected: [PlaceholderProblem]) {
    #expect(PlaceholderSignature(text).problems == expected)
  }

  @Test func keepsTheFirstTypeOfAConflictingPosition() {
    let signature = PlaceholderSignature("%1$@ %1$d %1$d")
    #expect(signature.arguments == [1: object])
    #expect(signature.problems == [.conflictingTypes(position: 1, object, int32)])
  }

  @Test(arguments: [
    (
      PlaceholderProblem.invalidPlaceholder("%1"),
      "'%1' is not a valid placeholder; write %% for a literal percent sign"
    ),
    (
      .conflictingTypes(position: 1, object, int32),
      "argument 1 is used as %1$@ and as %1$d; use one type for each position"
    ),
    (
      .missingPosition(2, highest: 3),
      "no placeholder uses argument 2 although %3$ is used; formatting needs every position from 1 to 3"
    ),
    (
      .mixedPositionalAndSequential,
      "positional (%1$@) and sequential (%@) placeholders are mixed; number every placeholder"
    ),
    (
      .variableWidth("%.*f"),
      "'%.*f' takes its field width or precision from an argument, which labels do not support; "
        + "write the number, such as %5d or %.2f"
    ),
    (.fieldTooWide("%10000d"), "'%10000d' has a field width or precision above 9999; use a smaller one"),
    (
      .pointer("%p"),
      "'%p' prints a memory address, which is not a label's argument; use %@ for text or %d for a number"
    ),
  ])
  func problemsSayWhatToFix(problem: PlaceholderProblem, message: String) {
    #expect(problem.message == message)
  }
}
