import Foundation

/// The record of the toolchain `.build` was built from, which the Makefile keeps (`fresh-build`) and
/// removes `.build` on a mismatch: `init` writes it for the build it runs from, so that the first
/// `make export` after it compiles nothing again. `swift run LabelsParser init` built that folder from
/// this checkout's toolchain a moment before, and `init` changes only the team's paths, which the
/// fingerprint leaves out.
enum BuildRecord {
  /// Writes `Scripts/toolchain-fingerprint`'s output into `.build/labels-built-toolchain` below `root`:
  /// `true` once written, `nil` when there is nothing to record (no script, or no build folder: a tool
  /// built elsewhere), `false` when it could not be written, and make's first build then compiles
  /// everything anew, as it does for any build folder without a record.
  static func write(root: String) -> Bool? {
    let script = FileSystem.join(root.isEmpty ? "." : root, "Scripts/toolchain-fingerprint")
    let build = FileSystem.join(root.isEmpty ? "." : root, ".build")
    var isFolder: ObjCBool = false
    guard FileManager.default.isExecutableFile(atPath: script),
      FileManager.default.fileExists(atPath: build, isDirectory: &isFolder), isFolder.boolValue
    else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: script)
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return false
    }
    // A few lines per toolchain folder: read whole before the wait, so a full pipe cannot block it.
    let fingerprint = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0, !fingerprint.isEmpty else { return false }
    // The Makefile compares the recorded text with the script's output in $(...), which drops the final
    // newline.
    var text = fingerprint
    while text.last == UInt8(ascii: "\n") { text.removeLast() }
    return FileManager.default.createFile(atPath: build + "/labels-built-toolchain", contents: text)
  }
}
