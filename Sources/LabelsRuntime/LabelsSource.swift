/// Where loaded labels came from.
public enum LabelsSource: String, Equatable, Sendable {
  /// Every label came from the remote document.
  case remote
  /// Some labels came from the remote document, the others from the compiled-in defaults.
  case partlyRemote
  /// No label came from the remote document: it was missing, unreadable or had nothing usable.
  case defaultsOnly
}
