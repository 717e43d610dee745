import Foundation
import LabelsCore

/// The last good remote labels, one file per endpoint, so an app that loaded fresher texts yesterday
/// starts with them offline.
///
/// The file of `production/v2/ru/labels` is `<directory>/production/v2/ru.json`: canonical JSON holding
/// the app's schema version, the document's `ETag` and the document. It is written atomically (a
/// temporary file renamed over it), so a killed app leaves the old file or the new one. It is read
/// strictly and at most ``maximumFileBytes``; a file that cannot be read, or that an app of another
/// schema version stored, is removed and counts as none.
public struct LabelsCache: Sendable {
  /// The largest file read: 32 MiB.
  public static let maximumFileBytes = 32 << 20

  /// The folder the files are kept in.
  public let directory: URL

  /// A cache in `directory`, created when first written.
  public init(directory: URL) {
    self.directory = directory
  }

  /// A cache in the app's caches folder, `Caches/Labels` (the system may empty it; the app then starts
  /// from its defaults).
  public static var standard: LabelsCache {
    let caches =
      FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
      ?? FileManager.default.temporaryDirectory
    return LabelsCache(directory: caches.appendingPathComponent("Labels", isDirectory: true))
  }

  /// The file of an endpoint.
  public func file(of endpoint: LabelsEndpoint) -> URL {
    directory.appendingPathComponent(endpoint.environment, isDirectory: true)
      .appendingPathComponent(endpoint.lineKey, isDirectory: true)
      .appendingPathComponent(endpoint.locale + ".json")
  }

  /// The document stored for the endpoint by an app of the endpoint's schema version, or `nil`.
  public func entry(for endpoint: LabelsEndpoint) -> CachedLabels? {
    let file = file(of: endpoint)
    guard let bytes = Self.read(file) else { return nil }
    guard case .object(let members)? = try? StrictJSONReader.read(bytes),
      case .string(let version)? = members["schemaVersion"], let document = members["labels"],
      version == endpoint.version
    else {
      try? FileManager.default.removeItem(at: file)
      return nil
    }
    let etag: String? = if case .string(let tag)? = members["etag"] { tag } else { nil }
    return CachedLabels(schemaVersion: version, etag: etag, document: document)
  }

  /// Keeps a document for the endpoint, replacing what was there.
  /// - Throws: the file system's error when the folder or the file cannot be written.
  public func store(_ document: JSONValue, etag: String?, for endpoint: LabelsEndpoint) throws {
    var members: [String: JSONValue] = ["schemaVersion": .string(endpoint.version), "labels": document]
    if let etag { members["etag"] = .string(etag) }
    let file = file(of: endpoint)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(CanonicalJSONWriter.bytes(.object(members))).write(to: file, options: .atomic)
  }

  /// The file's bytes, or `nil` when it is missing, not a regular file, or too large.
  private static func read(_ file: URL) -> [UInt8]? {
    // Checked before opening: opening a FIFO would wait for a writer.
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path),
      attributes[.type] as? FileAttributeType == .typeRegular
    else {
      return nil
    }
    guard let handle = try? FileHandle(forReadingFrom: file) else { return nil }
    defer { try? handle.close() }
    // `nil` from the read is an empty file, which the caller removes as unreadable.
    guard let data = try? handle.read(upToCount: maximumFileBytes + 1) ?? Data(), data.count <= maximumFileBytes
    else {
      return nil
    }
    return [UInt8](data)
  }
}
