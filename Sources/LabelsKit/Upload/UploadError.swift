/// Why an upload cannot even be laid out.
public enum UploadError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The environment name cannot be a key of the database.
  case invalidEnvironment(String, reason: String)

  public var description: String {
    switch self {
    case .invalidEnvironment(_, let reason):
      "invalid environment: \(reason); name it like production, staging or development"
    }
  }
}
