import Foundation

/// The disk, for the scratch folder: create folders, write and read whole files.
enum FileAccess {
  /// Creates a folder and its parents.
  /// - Throws: ``BenchError/io(_:_:)``.
  static func createFolder(_ path: String) throws(BenchError) {
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      throw .io(path, error.localizedDescription)
    }
  }

  /// Writes a file, creating its folder.
  /// - Throws: ``BenchError/io(_:_:)``.
  static func write(_ bytes: [UInt8], to path: String) throws(BenchError) {
    try createFolder((path as NSString).deletingLastPathComponent)
    guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else {
      throw .io(path, "cannot write the file")
    }
  }

  /// Writes text as UTF-8.
  /// - Throws: ``BenchError/io(_:_:)``.
  static func write(_ text: String, to path: String) throws(BenchError) {
    try write(Array(text.utf8), to: path)
  }

  /// Reads a whole file.
  /// - Throws: ``BenchError/io(_:_:)``.
  static func read(_ path: String) throws(BenchError) -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .io(path, "cannot read the file")
    }
    return [UInt8](data)
  }

  /// The names of the entries of a folder, sorted.
  /// - Throws: ``BenchError/io(_:_:)``.
  static func names(in folder: String) throws(BenchError) -> [String] {
    do {
      return try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    } catch {
      throw .io(folder, error.localizedDescription)
    }
  }

  /// Removes a file or folder if it exists.
  /// - Throws: ``BenchError/io(_:_:)``.
  static func remove(_ path: String) throws(BenchError) {
    guard FileManager.default.fileExists(atPath: path) else { return }
    do {
      try FileManager.default.removeItem(atPath: path)
    } catch {
      throw .io(path, error.localizedDescription)
    }
  }
}
