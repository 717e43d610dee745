import LabelsCore

/// The plural forms of installed apps: what lint needs to tell a form the new CLDR rules never select but
/// an installed app still requires (a warning) from one that only apps of an earlier major required (an
/// error). An app takes a remote plural only with every category form of its compiled defaults, so a form
/// such as Hebrew's `many`, which CLDR 42 removed, stays until the team's next major version.
package struct InstalledPlurals: Sendable {
  /// No published version: every form a language never selects is a warning.
  package static let none = InstalledPlurals(major: 0, lines: [])

  /// Whether installed apps require a form the locale's rules never select.
  enum Requirement: Equatable {
    /// Apps of the schema's major were published with it: keep it until the next major.
    case installed(major: Int)
    /// Only apps of an earlier major had it; the schema's major line need not keep it.
    case earlierMajor(Int)
    /// No published version had it.
    case none
  }

  private let major: Int
  private let lines: [PublishedLine]

  /// The forms of the published lines (``MajorLinePublication``, which keeps every form of every version
  /// of a major) beside the schema's major.
  /// - Parameters:
  ///   - major: the major of the schema version being linted.
  ///   - lines: the published lines, any order.
  package init(major: Int, lines: [PublishedLine]) {
    self.major = major
    self.lines = lines
  }

  /// Whether installed apps require `category` of the plural at `pointer` in `locale`. Lists are
  /// followed by index, as lint's pointers name their items.
  func requirement(of category: PluralCategory, at pointer: JSONPointer, in locale: LocaleIdentifier)
    -> Requirement
  {
    func has(_ line: PublishedLine) -> Bool {
      guard let document = line.documents.documents[locale], let value = pointer.value(in: document) else {
        return false
      }
      // A plural label, or a variable of a label of several counts: an object of forms.
      switch (value.labelNode, value) {
      case (.plural(let plural), _): return plural.forms[category] != nil
      case (_, .object(let members)): return PluralLabel(members: members).forms[category] != nil
      default: return false
      }
    }
    if lines.contains(where: { $0.major == major && has($0) }) { return .installed(major: major) }
    if let earlier = lines.filter({ $0.major < major && has($0) }).map(\.major).max() {
      return .earlierMajor(earlier)
    }
    return .none
  }
}
