/// How much the audit of published versions reports, so that one broken file cannot flood a CI log.
public enum PublishedAuditLimits {
  /// The most schema violations reported per file; the rest are counted in one line.
  public static let violationsPerFile = 20
}
