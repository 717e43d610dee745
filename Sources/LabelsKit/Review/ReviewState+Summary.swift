extension ReviewState {
  /// The line `export` prints once it wrote the state to `file`, counting the translations that need
  /// review.
  package func updatedLine(file: String) -> String {
    let count = entries.values.reduce(0) { $0 + $1.values.filter { $0.state == .needsReview }.count }
    return "updated \(file): \(count) translation\(count == 1 ? " needs" : "s need") review"
  }
}
