extension ChangeReport {
  /// The closing line of the text and GitHub reports:
  /// `verdict: breaking (suggested bump: major) — 2 breaking, 1 additive, 3 content`.
  func verdictLine(verdict verdictText: String? = nil) -> String {
    let counts = changes.isEmpty ? "no changes" : summary.text
    return
      "verdict: \(verdictText ?? verdict.rawValue) (suggested bump: \(suggestedBump.rawValue)) — \(counts)"
  }
}
