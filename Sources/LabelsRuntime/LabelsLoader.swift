import Foundation
import LabelsCoding
import LabelsCore

/// Loads an app's labels from the remote document over the compiled-in defaults, node by node, so that
/// the app never shows a broken screen.
///
/// The remote document is laid over the defaults' as a tree, in one pass, and decoded once. A remote
/// node is taken whole when it is what the default at its place is: a text the app can format with the
/// default's arguments, not blank (unless the default is) and at most ``maximumTextBytes`` long (or
/// as long as the default); a plural that has every category form the default has, every member a
/// string that passes the same test; a list (taken whole) whose every item passes these tests against an
/// item of the defaults; a group, merged member by member; a number or a boolean for a number or a
/// boolean. Anywhere else (a missing key, a wrong type, `null`, a repeated key) the default is kept and
/// its pointer listed in ``LoadedLabels/fallbacks``.
///
/// Members the defaults lack (an optional label they leave out, a key of a newer version) are passed on
/// to the labels type, which ignores unknown keys. When the labels type still refuses the result, the
/// remote node holding the place its error names is put back to the default, at most
/// ``maximumRepairs`` times, then every node the defaults did not vouch for, then the whole document:
/// the load decodes at most `maximumRepairs + 2` times, whatever the document holds.
///
/// A document of more than ``maximumDocumentBytes``, one nested deeper than ``StrictJSONReader``'s
/// limit, or one that is not strict JSON gives the defaults.
///
/// A remote plural label takes the CLDR rules of the defaults' plural labels, which their language's
/// initialiser gave them (`.ru(one:few:many:other:)`), so `labels.expenses.count(5)` formats in the
/// locale loaded; defaults without a plural label give the root rules (only `other`).
public enum LabelsLoader {
  /// The largest remote document read: 32 MiB, far above any labels document.
  public static let maximumDocumentBytes = 32 << 20
  /// The longest remote text taken, in UTF-8 bytes, unless its default is longer: 64 KiB.
  public static let maximumTextBytes = 64 << 10
  /// The most remote nodes put back to their defaults after the labels type refused the merged document.
  public static let maximumRepairs = 8

  /// Loads the labels of one locale.
  /// - Parameters:
  ///   - remote: the bytes of the remote document for the locale, or `nil` when there are none.
  ///   - defaults: the compiled-in labels of the same locale.
  public static func load<Labels: Codable>(_ remote: Data?, over defaults: Labels) -> LoadedLabels<Labels> {
    guard let remote, let read = read(remote) else { return defaultsOnly(defaults) }
    return load(document: read.value, untrusted: read.duplicates, over: defaults, rules: nil)
  }

  /// Loads the labels of one locale from the value of a Firebase SDK snapshot
  /// (`DataSnapshot.value`: `NSDictionary`, `NSArray`, `NSString`, `NSNumber`, `NSNull`, or `nil`), as
  /// ``load(_:over:)`` loads bytes. A value of any other type anywhere, a non-string key or nesting
  /// deeper than the JSON reader's limit makes the whole snapshot unreadable: the defaults.
  public static func load<Labels: Codable>(snapshotValue: Any?, over defaults: Labels) -> LoadedLabels<Labels>
  {
    guard let snapshotValue, let document = SnapshotValue.document(snapshotValue) else {
      return defaultsOnly(defaults)
    }
    return load(document: document, untrusted: [], over: defaults, rules: nil)
  }

  /// The defaults, as the result of a remote document with nothing usable.
  static func defaultsOnly<Labels>(_ defaults: Labels) -> LoadedLabels<Labels> {
    LoadedLabels(labels: defaults, source: .defaultsOnly, fallbacks: [JSONPointer.root.description])
  }

  /// A remote document's value and the pointers of its members whose key is repeated, or `nil` when it
  /// is larger than ``maximumDocumentBytes`` or not strict JSON.
  static func read(_ remote: Data) -> (value: JSONValue, duplicates: Set<JSONPointer>)? {
    guard remote.count <= maximumDocumentBytes else { return nil }
    return try? StrictJSONReader.readRecordingDuplicates([UInt8](remote))
  }

  /// Loads the bytes of a remote document as ``load(_:over:)`` does, its plural labels taking `rules`,
  /// reading the document on one core while the defaults are encoded on another: neither needs the
  /// other, and each was about a fifth of a load. `nil` when the document is not read (see ``read(_:)``).
  static func load<Labels: Codable & Sendable>(_ remote: Data, over defaults: Labels, rules: PluralRules)
    -> LoadedLabels<Labels>?
  {
    let parts = LockedState<
      (read: (value: JSONValue, duplicates: Set<JSONPointer>)?, encoded: EncodedDefaults?)
    >(
      (nil, nil))
    DispatchQueue.concurrentPerform(iterations: 2) { side in
      if side == 0 {
        let document = Self.read(remote)
        parts.withLock { $0.read = document }
      } else {
        let encoding = Self.encode(defaults)
        parts.withLock { $0.encoded = encoding }
      }
    }
    let (read, encoded) = parts.withLock { $0 }
    guard let read else { return nil }
    return load(
      document: read.value, untrusted: read.duplicates, over: defaults, encoded: encoded, rules: rules)
  }

  /// Loads a remote document already read, whose members at `untrusted` had repeated keys; its plural
  /// labels take `rules`, or when `nil` the rules of the defaults' first plural label.
  static func load<Labels: Codable>(
    document: JSONValue, untrusted: Set<JSONPointer>, over defaults: Labels, rules: PluralRules?
  ) -> LoadedLabels<Labels> {
    load(document: document, untrusted: untrusted, over: defaults, encoded: encode(defaults), rules: rules)
  }

  /// The defaults as a labels document, and the rules of their first plural label.
  struct EncodedDefaults: Sendable {
    let document: JSONValue
    let recordedRules: PluralRules?
  }

  /// The defaults encoded, or `nil` when they do not encode.
  static func encode(_ defaults: some Encodable) -> EncodedDefaults? {
    let recorder = PluralRulesRecorder()
    guard
      let document = try? JSONValue(encoding: defaults, userInfo: [PluralRules.codingUserInfoKey: recorder])
    else { return nil }
    return EncodedDefaults(document: document, recordedRules: recorder.rules)
  }

  /// Loads a remote document over the defaults and their encoding (`nil` when they did not encode, which
  /// gives the defaults).
  private static func load<Labels: Codable>(
    document: JSONValue, untrusted: Set<JSONPointer>, over defaults: Labels, encoded: EncodedDefaults?,
    rules: PluralRules?
  ) -> LoadedLabels<Labels> {
    guard let encoded else { return defaultsOnly(defaults) }
    let defaultsDocument = encoded.document
    let pluralRules = rules ?? encoded.recordedRules ?? .root
    let userInfo: [CodingUserInfoKey: any Sendable] = [PluralRules.codingUserInfoKey: pluralRules]
    var merge = RemoteMerge(
      remote: document, duplicates: untrusted, defaults: defaultsDocument, maximumTextBytes: maximumTextBytes,
      rules: pluralRules)
    for _ in 0...maximumRepairs {
      switch decode(Labels.self, from: merge.merged, userInfo: userInfo) {
      case .success(let labels): return loaded(labels, by: merge)
      case .failure(let error):
        guard let location = location(of: error, in: merge.merged), merge.repair(at: location) else {
          return lastResort(merge, over: defaults, userInfo: userInfo)
        }
      }
    }
    return lastResort(merge, over: defaults, userInfo: userInfo)
  }

  /// The labels with every remote node the defaults did not vouch for put back, else the defaults.
  private static func lastResort<Labels: Codable>(
    _ merge: RemoteMerge, over defaults: Labels, userInfo: [CodingUserInfoKey: any Sendable]
  ) -> LoadedLabels<Labels> {
    var merge = merge
    guard merge.dropUnvouched(),
      case .success(let labels) = decode(Labels.self, from: merge.merged, userInfo: userInfo)
    else {
      return defaultsOnly(defaults)
    }
    return loaded(labels, by: merge)
  }

  private static func loaded<Labels: Codable>(_ labels: Labels, by merge: RemoteMerge) -> LoadedLabels<Labels>
  {
    LoadedLabels(
      labels: labels, source: merge.source(of: labels), fallbacks: merge.fallbacks.sorted().map(\.description)
    )
  }

  private static func decode<Labels: Decodable>(
    _ type: Labels.Type, from document: JSONValue, userInfo: [CodingUserInfoKey: any Sendable]
  ) -> Result<Labels, DecodingError> {
    do {
      return .success(try JSONValueDecoder.decode(type, from: document, userInfo: userInfo))
    } catch let error as DecodingError {
      return .failure(error)
    } catch {
      return .failure(.dataCorrupted(.init(codingPath: [], debugDescription: "\(error)")))
    }
  }

  /// The place a decoding error names, as a pointer into the document decoded.
  private static func location(of error: DecodingError, in document: JSONValue) -> JSONPointer? {
    let path: [any CodingKey]
    switch error {
    case .keyNotFound(let key, let context): path = context.codingPath + [key]
    case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
      path = context.codingPath
    @unknown default: return nil
    }
    var pointer = JSONPointer.root
    for key in path {
      var token = key.stringValue
      if case .array? = document[pointer], let index = key.intValue { token = String(index) }
      pointer = pointer.appending(token)
    }
    return pointer
  }
}
