/// What `import` decides about the folder it writes into: which existing files stop it, and which
/// Swift files it leaves behind that would no longer compile beside the new schema.
package enum ImportOutput {
  /// Why import refuses to write: each planned file that exists with other contents, then "nothing was
  /// written"; `nil` when it may write (none exists, or `force`).
  package static func overwriteRefusal(_ differences: [FolderDifference], force: Bool) -> [Diagnostic]? {
    let existing = differences.compactMap { difference -> String? in
      if case .outOfDate(let path) = difference { return path }
      return nil
    }
    guard !force, !existing.isEmpty else { return nil }
    return existing.map {
      Diagnostic(
        .error, at: FileLocation(file: $0), "exists with other contents", fix: "pass --force to overwrite it")
    } + [Diagnostic(.error, "nothing was written")]
  }

  /// The folders, relative to the output, whose `.swift` files an import of `files` owns: the locale
  /// folders it writes and the folders every import writes, sorted.
  package static func generatedFolders(of files: [ExportFile]) -> [String] {
    Set(
      files.map { $0.path.split(separator: "/").dropLast().joined(separator: "/") }.filter {
        $0.hasPrefix("Defaults/")
      } + ["Sources/Labels", "Defaults"]
    ).sorted()
  }

  /// The `.swift` files of the generated folders that an import of `files` does not write, relative to
  /// the output, in folder order: leftovers of an older schema.
  /// - Parameter names: the names in each of ``generatedFolders(of:)``, by folder; a folder missing
  ///   here has no leftovers.
  package static func strayFiles(_ names: [String: [String]], besides files: [ExportFile]) -> [String] {
    let planned = Set(files.map(\.path))
    return generatedFolders(of: files).flatMap { folder in
      (names[folder] ?? []).filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }.filter {
        !planned.contains($0)
      }
    }
  }

  /// The warning about a leftover at `path`.
  package static func strayWarning(_ path: String) -> Diagnostic {
    Diagnostic(
      .warning, at: FileLocation(file: path), "is not written by import",
      fix: "delete it if it belongs to an older schema")
  }
}
