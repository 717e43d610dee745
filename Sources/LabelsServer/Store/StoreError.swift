import LabelsCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a store's folder cannot be served, or a write could not be kept.
package enum StoreError: Error, Equatable, CustomStringConvertible {
  /// The folder is a symbolic link, or its data file is one or is no regular file: the store writes
  /// only where it was pointed, never through a link.
  case notPlain(String)
  /// The path exists and is no folder.
  case notAFolder(String)
  /// Another server holds the folder's lock.
  case inUse(String)
  /// The server was stopped: a write that arrives after is not kept.
  case stopped(String)
  /// A file call failed: the call, the path and the `errno`.
  case fileFailed(call: String, path: String, errno: Int32)
  /// The data file is not JSON the strict reader takes.
  case invalidJSON(String, JSONReadError)
  /// The data file holds data the store refuses, with the reason.
  case invalidData(String, String)
  /// The store has as many namespaces open as it takes (``StoreNamespaces/maximumCount``).
  case tooManyNamespaces(String, Int)

  /// A lowercase sentence naming the path, the cause and the fix.
  package var description: String {
    switch self {
    case .notPlain(let path):
      "'\(path)' is a symbolic link or not a regular file; the store writes only to a plain folder, "
        + "so name the folder itself"
    case .notAFolder(let path):
      "'\(path)' exists and is not a folder; name a new or existing folder for the store"
    case .inUse(let path):
      "the store '\(path)' is in use by another server; stop it, or serve another folder"
    case .stopped(let path):
      "the store '\(path)' was stopped; the write was not kept"
    case .fileFailed(let call, let path, let code):
      "cannot use the store '\(path)': \(call) failed: \(String(cString: strerror(code)))"
    case .invalidJSON(let path, let error):
      "'\(path)':\(error.line):\(error.column): \(error.message); fix the file or remove it to start empty"
    case .invalidData(let path, let reason):
      "'\(path)' holds data the store refuses: \(reason); fix the file or remove it to start empty"
    case .tooManyNamespaces(let path, let count):
      "the store '\(path)' serves at most \(count) namespaces; restart it to open others"
    }
  }
}
