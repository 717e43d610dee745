/// Why a ``StoreServer`` could not start.
package enum StoreServerError: Error, Equatable, CustomStringConvertible {
  /// The folder cannot be served.
  case store(StoreError)
  /// The port cannot be listened on.
  case listening(LoopbackServerError)

  /// The cause's sentence.
  package var description: String {
    switch self {
    case .store(let error): error.description
    case .listening(let error): error.description
    }
  }
}
