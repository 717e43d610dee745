import LabelsStoreClient

extension DatabaseAddress {
  /// Reads `--database`.
  /// - Throws: ``UsageError`` for an address that is not `https` (or `http` on loopback), has a query
  ///   (but a loopback address's `ns`), a fragment or user information.
  init(_ text: String, command: any RunnableCommand.Type) throws(UsageError) {
    do {
      try self.init(text)
    } catch {
      switch error {
      case .notAnAddress:
        throw UsageError(
          "--database must be the database's address, such as https://my-app-default-rtdb.firebaseio.com",
          command: command)
      case .carriesCredentials:
        throw UsageError(
          "--database must not carry a query (but ?ns= on a loopback address), fragment or user; credentials "
            + "come from \(StoreCredential.tokenVariable) or \(StoreCredential.secretVariable)",
          command: command)
      case .invalidNamespace(let problem):
        throw UsageError("--database's ns: \(problem)", command: command)
      case .insecure(let scheme, let host):
        throw UsageError(
          "--database must use https (http only on 127.0.0.1, ::1 or localhost): \(scheme)://\(host)",
          command: command)
      }
    }
  }
}
