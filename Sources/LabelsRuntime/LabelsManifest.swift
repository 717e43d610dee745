import Foundation
import LabelsCore

/// What the runtime needs from a published version's `manifest.json`: the version, the locales, the
/// base locale and the alias table.
public struct LabelsManifest: Equatable, Sendable {
  /// The schema version, such as `1.0.0`.
  public let version: String
  /// The locale the others are translated from.
  public let baseLocale: String
  /// Every published locale.
  public let locales: [String]
  /// Locales to load for languages without their own, such as `zh-Hant` → `zh-Hans`; empty when the
  /// manifest has no `aliases` member (manifests written before the alias table existed).
  public let aliases: [String: String]

  /// Reads a manifest strictly; a repeated key anywhere makes it unreadable rather than ambiguous.
  /// - Throws: ``LabelsRuntimeError/malformedManifest(_:)`` naming what is wrong.
  public init(data: Data) throws(LabelsRuntimeError) {
    let read: (value: JSONValue, duplicates: Set<JSONPointer>)
    do {
      read = try StrictJSONReader.readRecordingDuplicates([UInt8](data))
    } catch {
      throw .malformedManifest("it is not valid JSON (\(error))")
    }
    if let repeated = read.duplicates.min() {
      throw .malformedManifest("the key at \(repeated) is repeated")
    }
    let members: Members
    do {
      members = try JSONDecoder().decode(Members.self, from: data)
    } catch {
      throw .malformedManifest(Self.reason(error))
    }
    version = members.version
    baseLocale = members.baseLocale
    locales = members.locales
    aliases = members.aliases ?? [:]
  }

  private struct Members: Decodable {
    var version: String
    var baseLocale: String
    var locales: [String]
    var aliases: [String: String]?
  }

  private static func reason(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "\(error)" }
    switch error {
    case .keyNotFound(let key, let context):
      return "\(pointer(context.codingPath + [key])) is missing"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "\(pointer(context.codingPath)) has the wrong type"
    case .dataCorrupted(let context):
      return "\(pointer(context.codingPath)) is invalid"
    @unknown default:
      return "\(error)"
    }
  }

  private static func pointer(_ path: [any CodingKey]) -> String {
    JSONPointer(path.map { $0.intValue.map(String.init) ?? $0.stringValue }).description
  }
}
