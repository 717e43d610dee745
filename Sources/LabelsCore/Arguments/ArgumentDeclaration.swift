/// The arguments a label's typed call passes, as the schema declares them: their kinds, in call order
/// (`labels.login.greeting("Аня")` passes `[.text]`).
///
/// A text binds the arguments by printf position: argument n fills `%n$…` or the n-th sequential
/// placeholder, whatever their order in the text, so a translator may reorder `%1$@` and `%2$lld`. A
/// text that takes a single argument may name it instead (`Привет, {name}!`). Named placeholders carry
/// no type and no order, so a text of several arguments cannot use them: `{name} spent {amount}` could
/// not say which argument is which.
public struct ArgumentDeclaration: Hashable, Sendable, CustomStringConvertible {
  /// The kind of each argument, in call order.
  public let kinds: [LabelArgument.Kind]

  /// A declaration of these kinds, in call order.
  public init(_ kinds: [LabelArgument.Kind]) {
    self.kinds = kinds
  }

  /// The kinds in parentheses, as messages print them: `(text, integer)`, `()`.
  public var description: String {
    "(" + kinds.map(\.description).joined(separator: ", ") + ")"
  }

  /// Why a text cannot be formatted with arguments of these kinds, as a lowercase sentence with the
  /// fix; `nil` when it can, or when its placeholders are malformed (lint's `placeholder-invalid`
  /// reports those).
  public func mismatch(in text: String) -> String? {
    let signature = PlaceholderSignature(text)
    guard signature.problems.isEmpty else { return nil }
    do {
      _ = try LabelFormatter.format(text, binding: kinds.map(\.sample))
      return nil
    } catch {
      let takes = signature.isEmpty ? "no placeholders" : "placeholders \(signature)"
      return "has \(takes) but the schema's typed call passes \(self); write placeholders that take exactly "
        + "these arguments (by printf position; one named placeholder only for a single argument), or "
        + "change the label's type in the schema"
    }
  }
}
