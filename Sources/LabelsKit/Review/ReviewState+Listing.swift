import LabelsCore

extension ReviewState {
  /// What `review` prints with no argument: one line per translation with a state, by locale and then
  /// JSON Pointer (the locale, the pointer, the state and the translation, escaped for a terminal), and
  /// last the count.
  package var listing: [String] {
    var lines: [String] = []
    for (locale, labels) in entries.sorted(by: { $0.key < $1.key }) {
      for (path, entry) in labels.sorted(by: { $0.key < $1.key }) {
        lines.append(
          LogText.escaped(
            "\(locale.rawValue)  \(path)  \(entry.state.rawValue)  " + entry.translation.compactText))
      }
    }
    return lines + ["\(lines.count) translation\(lines.count == 1 ? "" : "s") with a review state"]
  }

  /// The bytes to write over the file's, or `nil` when nothing is to be written: the file already
  /// holds them, or the state is empty and there is no file.
  /// - Parameter existing: the file's bytes, or `nil` when there is no file.
  package func bytes(over existing: [UInt8]?) -> [UInt8]? {
    let bytes = self.bytes
    guard existing != bytes, existing != nil || !isEmpty else { return nil }
    return bytes
  }
}
