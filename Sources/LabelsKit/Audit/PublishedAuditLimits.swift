/// How much the audit of published versions reports, so that one broken file cannot flood a CI log.
package enum PublishedAuditLimits {
  /// The most schema violations reported per file; the rest are counted in one line.
  package static let violationsPerFile = 20
}
