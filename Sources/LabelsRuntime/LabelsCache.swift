import Foundation
import LabelsCore

/// The last good remote labels, one file per endpoint, so an app that loaded fresher texts yesterday
/// starts with them offline; beside them the line's staged tree and its control document, so that a
/// launch decides from the cache alone which of them to show.
///
/// The file of `production/v2/ru/labels` is `<directory>/production/v2/ru.json`; the staged tree of
/// the locale, whatever its release, `<directory>/production/v2/staged/ru.json` (one staged tree a
/// locale: the header names the path, which holds the release's id, so the tree of another release is
/// never taken for the one asked for); the line's control document `<directory>/production/v2/rollout.json`
/// (no locale is named `rollout`). Each file is a header in canonical
/// JSON (the node's path, the app's schema version, the document's `ETag`, whether every label
/// passed the checks, and the document's size), its closing `}` alone on a line, then the document's
/// bytes as the store sent them. It is written atomically (a temporary file renamed over it), so a
/// killed app leaves the old file or the new one. At most ``maximumFileBytes`` are read; a file that
/// cannot be read, is truncated, was stored for another endpoint (another locale's file put in its
/// place) or by an app of another schema version is removed and counts as none: it is never trusted.
public struct LabelsCache: Sendable {
  /// The largest file read: the largest document the loader reads, and room for the header.
  public static let maximumFileBytes = LabelsLoader.maximumDocumentBytes + 4096

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
    file(of: .released, for: endpoint)
  }

  /// The file of a node of the endpoint's line: the released tree's is the endpoint's file, every staged
  /// release's tree of the locale shares one, and the control document has one for the line.
  public func file(of node: LineNode, for endpoint: LabelsEndpoint) -> URL {
    let line = directory.appendingPathComponent(endpoint.environment, isDirectory: true)
      .appendingPathComponent(endpoint.lineKey, isDirectory: true)
    if node == .rollout { return line.appendingPathComponent("rollout.json") }
    if node.stagedID != nil {
      return line.appendingPathComponent(LineNodeKey.staged, isDirectory: true)
        .appendingPathComponent(endpoint.locale + ".json")
    }
    return line.appendingPathComponent(endpoint.locale + ".json")
  }

  /// The document stored for the endpoint by an app of the endpoint's schema version, or `nil`.
  public func entry(for endpoint: LabelsEndpoint) -> CachedLabels? {
    entry(for: .released, of: endpoint)
  }

  /// The document stored for the node of the endpoint's line by an app of the endpoint's schema
  /// version, or `nil`. A file that holds another node's document (another staged release's tree) is
  /// removed, as one that cannot be trusted is.
  public func entry(for node: LineNode, of endpoint: LabelsEndpoint) -> CachedLabels? {
    let file = file(of: node, for: endpoint)
    guard let bytes = Self.read(file) else { return nil }
    guard let (path, entry) = Self.entry(in: bytes), path == endpoint.path(of: node),
      entry.schemaVersion == endpoint.version
    else {
      try? FileManager.default.removeItem(at: file)
      return nil
    }
    return entry
  }

  /// Keeps a document for the endpoint, replacing what was there.
  /// - Parameter isComplete: whether every label of the document passed the loader's checks.
  /// - Throws: the file system's error when the folder or the file cannot be written.
  public func store(_ document: Data, etag: String?, isComplete: Bool, for endpoint: LabelsEndpoint) throws {
    try store(document, etag: etag, isComplete: isComplete, for: .released, of: endpoint)
  }

  /// Keeps a document for the node of the endpoint's line, replacing what was there (for a staged tree,
  /// the tree of whichever release was there).
  /// - Parameter isComplete: whether every label of the document passed the loader's checks.
  /// - Throws: the file system's error when the folder or the file cannot be written.
  public func store(
    _ document: Data, etag: String?, isComplete: Bool, for node: LineNode, of endpoint: LabelsEndpoint
  ) throws {
    var header: [String: JSONValue] = [
      "path": .string(endpoint.path(of: node)), "schemaVersion": .string(endpoint.version),
      "complete": .bool(isComplete),
      "bytes": .number(String(document.count)),
    ]
    if let etag { header["etag"] = .string(etag) }
    let file = file(of: node, for: endpoint)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try (Data(CanonicalJSONWriter.bytes(.object(header))) + document).write(to: file, options: .atomic)
  }

  /// The endpoint path and the entry a file's bytes hold, or `nil` when the header is not the one
  /// ``store`` writes or the document is not of the size it says.
  private static func entry(in bytes: [UInt8]) -> (path: String, entry: CachedLabels)? {
    let end: [UInt8] = Array("\n}\n".utf8)
    guard
      let close = bytes.indices.dropLast(end.count - 1).first(where: {
        bytes[$0..<$0 + end.count].elementsEqual(end)
      }),
      case .object(let header)? = try? StrictJSONReader.read(Array(bytes[..<(close + end.count)])),
      case .string(let path)? = header["path"], case .string(let version)? = header["schemaVersion"],
      case .bool(let isComplete)? = header["complete"],
      case .number(let size)? = header["bytes"], Int(size) == bytes.count - close - end.count
    else {
      return nil
    }
    let etag: String? = if case .string(let tag)? = header["etag"] { tag } else { nil }
    let entry = CachedLabels(
      schemaVersion: version, etag: etag, isComplete: isComplete,
      document: Data(bytes[(close + end.count)...]))
    return (path, entry)
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
    guard let data = try? handle.read(upToCount: maximumFileBytes + 1) ?? Data(),
      data.count <= maximumFileBytes
    else {
      return nil
    }
    return [UInt8](data)
  }
}
