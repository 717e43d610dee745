import Foundation
import LabelsCore

/// What the app reads of a line's control document, `<environment>/v<major>/rollout`: whether the line
/// is halted, and the staged release with the share of installs that see it.
///
/// ```json
/// {"released": {…}, "staged": {"id": "0123456789abcdef", "percent": 10, …}, "halted": true}
/// ```
///
/// Only `halted` (a boolean; absent is `false`), `staged.id` (a Firebase key) and `staged.percent` (a
/// whole number from 0 to 100) are read; every other member is ignored, whatever it holds. The reading is
/// strict: a document that is not as documented (not strict JSON, a member of the wrong type, a share out
/// of range or not whole, an id the store could not hold as a key, a `staged` without both) counts as
/// ``none``, as `null` does: the released tree, not halted. A member that is `null` counts as absent.
public struct LineRollout: Hashable, Sendable {
  /// The staged release of a line and its share.
  public struct Staged: Hashable, Sendable {
    /// The release's identity, the key of its trees under `<environment>/v<major>/staged/`.
    public let id: String
    /// The share of installs that see it, a whole number from 0 to 100.
    public let percent: Int

    /// A staged release, or `nil` when `id` is not a Firebase key (``FirebaseKey/problem(_:)``) or
    /// `percent` is not in 0...100.
    public init?(id: String, percent: Int) {
      guard FirebaseKey.problem(id) == nil, (0...100).contains(percent) else { return nil }
      self.id = id
      self.percent = percent
    }
  }

  /// No control document: the released tree, not halted.
  public static let none = LineRollout(isHalted: false, staged: nil)

  /// Whether the line is halted: the app shows its compiled-in defaults until it resumes.
  public let isHalted: Bool
  /// The staged release, if any.
  public let staged: Staged?

  /// A control document's reading.
  public init(isHalted: Bool, staged: Staged?) {
    self.isHalted = isHalted
    self.staged = staged
  }

  /// The reading of a control document's bytes as the store sent them; ``none`` for anything not as
  /// documented.
  public static func parse(_ document: Data) -> LineRollout {
    guard document.count <= LabelsLoader.maximumDocumentBytes,
      let value = try? StrictJSONReader.read([UInt8](document))
    else {
      return .none
    }
    return LineRollout(value) ?? .none
  }

  /// The reading of a control document's value, or `nil` when it is not as documented.
  private init?(_ value: JSONValue) {
    guard case .object(let members) = value else {
      guard case .null = value else { return nil }
      self = .none
      return
    }
    var isHalted = false
    switch members["halted"] {
    case nil, .null?: break
    case .bool(let halted)?: isHalted = halted
    default: return nil
    }
    var staged: Staged?
    switch members["staged"] {
    case nil, .null?: break
    case .object(let release)?:
      guard case .string(let id)? = release["id"], case .number(let text)? = release["percent"],
        let percent = Self.wholePercent(text), let release = Staged(id: id, percent: percent)
      else {
        return nil
      }
      staged = release
    default: return nil
    }
    self.init(isHalted: isHalted, staged: staged)
  }

  /// The whole number from 0 to 100 a JSON number's text is (`10`, `10.0`, `1e1`), or `nil`.
  private static func wholePercent(_ text: String) -> Int? {
    guard let number = Double(text), number.isFinite, number.rounded() == number, (0...100).contains(number)
    else {
      return nil
    }
    return Int(number)
  }

  /// What an install at `position` shows: ``RolloutSelection/halted`` when the line is halted, else the
  /// staged release while `position < percent`, else the released tree.
  public func selection(at position: RolloutPosition) -> RolloutSelection {
    if isHalted { return .halted }
    guard let staged, position.isWithin(percent: staged.percent) else { return .released }
    return .staged(id: staged.id)
  }
}
