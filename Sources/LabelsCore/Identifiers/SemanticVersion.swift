/// A `MAJOR.MINOR.PATCH` version: the schema version, the export folder name and the remote key.
public struct SemanticVersion: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// Incremented for a breaking change.
  public let major: Int
  /// Incremented for an additive change.
  public let minor: Int
  /// Incremented for a content change.
  public let patch: Int

  /// Creates a version from its three numbers.
  public init(major: Int, minor: Int, patch: Int) {
    self.major = major
    self.minor = minor
    self.patch = patch
  }

  /// Parses `MAJOR.MINOR.PATCH`: three non-negative integers without leading zeros.
  /// - Throws: ``IdentifierError/invalidVersion(_:)`` for anything else (`1.0`, `v1.0.0`, `01.0.0`).
  public init(_ text: String) throws(IdentifierError) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    let numbers = parts.compactMap { part -> Int? in
      guard !part.isEmpty, part.count <= 9, part.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
      guard part == "0" || !part.hasPrefix("0") else { return nil }
      return Int(part)
    }
    guard parts.count == 3, numbers.count == 3 else { throw .invalidVersion(text) }
    self.init(major: numbers[0], minor: numbers[1], patch: numbers[2])
  }

  public var description: String { "\(major).\(minor).\(patch)" }

  /// The key under which the version lives in Firebase Realtime Database, where `.` is not allowed:
  /// `1-2-0` for `1.2.0`.
  public var remoteKey: String { "\(major)-\(minor)-\(patch)" }

  /// The key of the version's major line in Firebase Realtime Database, `v1` for `1.2.0`: every app of
  /// major 1 reads it. Never a bare integer, since the store may turn an object of integer keys into an
  /// array.
  public var lineKey: String { "v\(major)" }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
  }
}
