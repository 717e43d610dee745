extension CommandFailure {
  /// The failure of reading a file or folder: 66 when it is missing, 65 when it is refused (a link, a
  /// FIFO, a device, a file too large), else 74.
  init(reading error: FileSystemError) {
    switch error {
    case .notFound(let path): self.init(.noInput, file: path, "no such file or folder")
    case .refused(let path, let reason): self.init(.dataError, file: path, reason)
    case .failed(let path, _): self.init(.ioError, file: path, "cannot read: \(error.reason)")
    }
  }

  /// The failure of writing an output: 65 when a path is refused (a link or a device where a file or
  /// folder belongs), else 73; nothing was changed.
  init(writing error: FileSystemError) {
    switch error {
    case .refused(let path, let reason): self.init(.dataError, file: path, "\(reason); nothing was changed")
    case .notFound, .failed:
      self.init(.cannotCreate, file: error.path, "cannot write: \(error.reason); nothing was changed")
    }
  }
}
