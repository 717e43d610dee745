import LabelsCore

/// Why an upload cannot even be laid out.
package enum UploadError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The environment name cannot be a key of the database.
  case invalidEnvironment(String, reason: String)
  /// No published version was given, so there is nothing to upload.
  case noPublishedVersion
  /// The same version was given twice.
  case duplicateVersion(SemanticVersion)

  package var description: String {
    switch self {
    case .invalidEnvironment(_, let reason):
      FirebaseKey.environmentMessage(reason: reason)
    case .noPublishedVersion:
      "no published version to upload; run 'make export' first"
    case .duplicateVersion(let version):
      "version \(version) is given twice; give each published version once"
    }
  }
}
