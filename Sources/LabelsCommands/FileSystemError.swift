/// A file operation that failed, with the path and the system's reason.
enum FileSystemError: Error, Equatable {
  /// The path does not exist.
  case notFound(String)
  /// The path names something the tool refuses to read or write through: a symbolic link, a FIFO, a
  /// device or a folder where a file belongs, or a file above ``FileSystem/maximumFileSize``. The
  /// reason says what it is and how to fix it.
  case refused(String, String)
  /// The operation failed for another reason, such as `Permission denied`.
  case failed(String, String)

  /// The path concerned.
  var path: String {
    switch self {
    case .notFound(let path), .refused(let path, _), .failed(let path, _): path
    }
  }

  /// The reason in lowercase words.
  var reason: String {
    switch self {
    case .notFound: "no such file or folder"
    case .refused(_, let reason): reason
    case .failed(_, let reason): reason.prefix(1).lowercased() + reason.dropFirst()
    }
  }
}
