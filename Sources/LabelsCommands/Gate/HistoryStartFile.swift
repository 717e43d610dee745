import LabelsCore
import LabelsKit

/// `Defaults/LabelsHistory.json`: where the team's publication history begins.
///
/// `init` records the commit it ran on, the template's last commit, as `startsAfter`; the gate then
/// reads the history of the exports from the commits after it only, so the sample's published versions
/// are neither the team's nor deleted by it. The template's own file is `{}`: its history is its own
/// from the first commit. The file is the team's, committed with the first labels.
struct HistoryStartFile {
  /// Where the project's files are.
  let paths: ProjectPaths

  /// The member that names the commit.
  static let member = "startsAfter"

  /// The commit after which the history begins, or `nil` when it begins at the first commit (no file,
  /// or a file without `startsAfter`).
  /// - Throws: ``CommandFailure``: 65 when the file is malformed or names no commit hash, 74 when it
  ///   cannot be read.
  func read() throws(CommandFailure) -> String? {
    let path = paths.historyFile
    guard FileSystem.entry(at: path) != .missing else { return nil }
    guard case .object(let members) = try DocumentLoader.readJSON(path) else {
      throw CommandFailure(.dataError, file: path, "is not a JSON object; 'LabelsParser init' writes it")
    }
    if let unknown = members.keys.sorted().first(where: { $0 != Self.member }) {
      throw CommandFailure(
        .dataError, file: path,
        "has an unknown member \"\(LogText.escaped(unknown))\"; only \"\(Self.member)\" is read")
    }
    guard let value = members[Self.member] else { return nil }
    guard case .string(let commit) = value, Self.isCommitHash(commit) else {
      throw CommandFailure(
        .dataError, file: path,
        "\"\(Self.member)\" is not a commit hash (40 or 64 lowercase hex digits); restore the file from git")
    }
    return commit
  }

  /// The file's bytes for a history that begins after `commit`.
  static func contents(startingAfter commit: String) -> [UInt8] {
    CanonicalJSONWriter.bytes(.object([member: .string(commit)]))
  }

  /// Whether `text` is a full SHA-1 or SHA-256 commit hash as git prints it.
  static func isCommitHash(_ text: String) -> Bool {
    (text.utf8.count == 40 || text.utf8.count == 64)
      && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
  }
}
