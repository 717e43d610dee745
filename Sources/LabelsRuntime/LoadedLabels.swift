/// The labels an app shows, where they came from, and which of them fell back to the defaults.
public struct LoadedLabels<Labels> {
  /// The labels to show: never broken, whatever the remote document held.
  public let labels: Labels
  /// Whether the labels came from the remote document, the defaults, or both.
  public let source: LabelsSource
  /// The RFC 6901 JSON Pointers at which the defaults were kept, such as `/login/welcome`, sorted; the
  /// highest pointer of each subtree only, and `""` (the whole document) when nothing remote was readable.
  public let fallbacks: [String]

  /// Creates a result.
  public init(labels: Labels, source: LabelsSource, fallbacks: [String]) {
    self.labels = labels
    self.source = source
    self.fallbacks = fallbacks
  }
}

extension LoadedLabels: Equatable where Labels: Equatable {}
extension LoadedLabels: Sendable where Labels: Sendable {}
