import LabelsCore
import Testing

@testable import LabelsKit

@Suite struct VersionPolicyTests {
  private func version(_ text: String) throws -> SemanticVersion { try SemanticVersion(text) }

  @Test(
    arguments: [
      // current, newest published, verdict, decision (as text)
      ("1.0.0", nil, Verdict.breaking, "firstVersion"),
      ("1.0.0", "1.0.0", .identical, "unchanged"),
      ("1.0.0", "1.0.0", .content, "contentInPlace"),
      (
        "1.0.0", "1.0.0", .additive,
        "refused: version 1.0.0 is published and this change is additive: apps built with the new labels must not read 1.0.0 data that lacks them; set Labels.schemaVersion to 1.1.0"
      ),
      (
        "1.0.0", "1.0.0", .breaking,
        "refused: version 1.0.0 is published and this change is breaking: apps of 1.0.0 could no longer decode or format their labels; set Labels.schemaVersion to 2.0.0"
      ),
      ("1.0.1", "1.0.0", .content, "newVersion patch"),
      ("1.1.0", "1.0.0", .additive, "newVersion minor"),
      ("2.0.0", "1.0.0", .breaking, "newVersion major"),
      ("2.0.0", "1.0.0", .identical, "newVersion major"),
      (
        "1.0.1", "1.0.0", .additive,
        "refused: the change from 1.0.0 is additive, which needs a minor bump, but 1.0.1 is a patch bump; set Labels.schemaVersion to 1.1.0"
      ),
      (
        "1.1.0", "1.0.0", .breaking,
        "refused: the change from 1.0.0 is breaking, which needs a major bump, but 1.1.0 is a minor bump; set Labels.schemaVersion to 2.0.0"
      ),
      (
        "1.2.0", "1.0.0", .additive,
        "refused: version 1.2.0 skips versions after the newest published 1.0.0 (the change is additive); set Labels.schemaVersion to 1.1.0"
      ),
      (
        "3.0.0", "1.4.2", .breaking,
        "refused: version 3.0.0 skips versions after the newest published 1.4.2 (the change is breaking); set Labels.schemaVersion to 2.0.0"
      ),
      // A content change is re-exported into the newest version: no bump is the answer.
      (
        "1.4.0", "1.2.0", .identical,
        "refused: version 1.4.0 skips versions after the newest published 1.2.0 (the change is identical); set Labels.schemaVersion to 1.2.0"
      ),
      (
        "1.1.1", "1.0.0", .content,
        "refused: version 1.1.1 skips versions after the newest published 1.0.0 (the change is content); set Labels.schemaVersion to 1.0.0"
      ),
      // Behind the newest: the version named is the one the change needs after the newest.
      (
        "0.9.0", "1.0.0", .identical,
        "refused: version 0.9.0 is older than the newest published 1.0.0 (the change from 1.0.0 is identical); set Labels.schemaVersion to 1.0.0"
      ),
      (
        "1.0.0", "1.1.0", .additive,
        "refused: version 1.0.0 is older than the newest published 1.1.0 (the change from 1.1.0 is additive); set Labels.schemaVersion to 1.2.0"
      ),
      (
        "1.0.0", "1.1.0", .breaking,
        "refused: version 1.0.0 is older than the newest published 1.1.0 (the change from 1.1.0 is breaking); set Labels.schemaVersion to 2.0.0"
      ),
    ] as [(String, String?, Verdict, String)])
  func decisions(current: String, newest: String?, verdict: Verdict, expected: String) throws {
    let decision = VersionPolicy.evaluate(
      current: try version(current),
      newest: try newest.map(version),
      verdict: verdict
    )
    let text: String
    switch decision {
    case .firstVersion: text = "firstVersion"
    case .unchanged: text = "unchanged"
    case .contentInPlace: text = "contentInPlace"
    case .newVersion(_, let bump): text = "newVersion \(bump.rawValue)"
    case .refused(let violation): text = "refused: \(violation)"
    }
    #expect(text == expected)
    #expect(decision.isAllowed == !expected.hasPrefix("refused"))
    // The version a refusal names passes when followed.
    if case .refused(let violation) = decision, let newest {
      let followed = VersionPolicy.evaluate(
        current: violation.required, newest: try version(newest), verdict: verdict)
      #expect(followed.isAllowed)
    }
  }

  @Test func bumpsAreOneStep() throws {
    let base = try version("1.4.2")
    #expect(base.bumped(.patch) == (try version("1.4.3")))
    #expect(base.bumped(.minor) == (try version("1.5.0")))
    #expect(base.bumped(.major) == (try version("2.0.0")))
    #expect(base.bumped(.none) == base)
    #expect(try version("1.5.0").bump(from: base) == .minor)
    #expect(try version("1.5.1").bump(from: base) == nil)
    #expect(base.bump(from: base) == nil)
  }
}
