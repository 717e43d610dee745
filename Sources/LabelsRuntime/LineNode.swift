import LabelsCore

/// A node of an endpoint's major line that the app reads: the released tree of its locale, a staged
/// release's tree of its locale, or the line's control document.
public struct LineNode: Hashable, Sendable, CustomStringConvertible {
  private enum Kind: Hashable, Sendable {
    case released
    case staged(String)
    case rollout
  }

  private let kind: Kind

  private init(_ kind: Kind) {
    self.kind = kind
  }

  /// The fully released tree, `<environment>/v<major>/<locale>/labels`.
  public static let released = LineNode(.released)
  /// The line's control document, `<environment>/v<major>/rollout`.
  public static let rollout = LineNode(.rollout)

  /// The tree of the staged release `id`, `<environment>/v<major>/staged/<id>/<locale>/labels`, or `nil`
  /// when `id` is not a Firebase key (``FirebaseKey/problem(_:)``), which could name another path.
  public static func staged(id: String) -> LineNode? {
    FirebaseKey.problem(id) == nil ? LineNode(.staged(id)) : nil
  }

  /// The staged release's id, or `nil` for another node.
  public var stagedID: String? {
    if case .staged(let id) = kind { id } else { nil }
  }

  /// `released`, `rollout`, or `staged/<id>`.
  public var description: String {
    switch kind {
    case .released: "released"
    case .rollout: LineNodeKey.rollout
    case .staged(let id): "\(LineNodeKey.staged)/\(id)"
    }
  }
}

extension LabelsEndpoint {
  /// The path of a node of the endpoint's line, such as `production/v1/rollout` or
  /// `production/v1/staged/0123456789abcdef/ru/labels`.
  public func path(of node: LineNode) -> String {
    if node == .rollout { return "\(environment)/\(lineKey)/\(LineNodeKey.rollout)" }
    if let id = node.stagedID {
      return "\(environment)/\(lineKey)/\(LineNodeKey.staged)/\(id)/\(locale)/labels"
    }
    return path
  }
}
