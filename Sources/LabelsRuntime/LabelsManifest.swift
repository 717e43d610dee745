import Foundation
import LabelsCore

/// What the runtime needs from a published version's `manifest.json`: the version, the locales, the
/// base locale and the alias table, as the tool reads them (``Manifest``).
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
    let manifest: Manifest
    do {
      manifest = try Manifest(bytes: [UInt8](data))
    } catch {
      throw .malformedManifest(error.reason)
    }
    version = manifest.version.description
    baseLocale = manifest.baseLocale.rawValue
    locales = manifest.locales.map(\.rawValue)
    aliases = Dictionary(uniqueKeysWithValues: manifest.aliases.map { ($0.key.rawValue, $0.value.rawValue) })
  }
}
