/// A file operation that failed, with the path and the system's reason.
enum FileSystemError: Error, Equatable {
  /// The path does not exist.
  case notFound(String)
  /// The operation failed for another reason, such as `Permission denied`.
  case failed(String, String)

  /// The path concerned.
  var path: String {
    switch self {
    case .notFound(let path), .failed(let path, _): path
    }
  }

  /// The reason in lowercase words.
  var reason: String {
    switch self {
    case .notFound: "no such file or folder"
    case .failed(_, let reason): reason.prefix(1).lowercased() + reason.dropFirst()
    }
  }
}
