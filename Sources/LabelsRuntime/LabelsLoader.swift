import Foundation
import LabelsCore

/// Loads an app's labels from the remote document over the compiled-in defaults, key by key, so that
/// the app never shows a broken screen.
///
/// Every remote value whose JSON type matches the default's is taken; a missing key, a wrong type,
/// `null`, a repeated key or an unreadable document keeps the default there and is listed in
/// ``LoadedLabels/fallbacks``. So does a text the app could not format with the default's arguments
/// (other placeholders, or malformed ones) or a blank one, and a plural label that lacks a category form
/// the default has or has a form that fails the same test: a plural is taken whole or not at all. Keys the defaults do not have are passed on to the labels type, which
/// ignores unknown keys and uses optional labels. Arrays are taken whole: when any element does not
/// decode, the whole array comes from the defaults.
public enum LabelsLoader {
  /// Loads the labels of one locale.
  /// - Parameters:
  ///   - remote: the bytes of the remote document for the locale, or `nil` when there are none.
  ///   - defaults: the compiled-in labels of the same locale.
  public static func load<Labels: Codable>(_ remote: Data?, over defaults: Labels) -> LoadedLabels<Labels> {
    guard let remote, let read = try? StrictJSONReader.readRecordingDuplicates([UInt8](remote)) else {
      return defaultsOnly(defaults)
    }
    return load(document: read.value, untrusted: read.duplicates, over: defaults)
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
    return load(document: document, untrusted: [], over: defaults)
  }

  /// The defaults, as the result of a remote document with nothing usable.
  static func defaultsOnly<Labels>(_ defaults: Labels) -> LoadedLabels<Labels> {
    LoadedLabels(labels: defaults, source: .defaultsOnly, fallbacks: [JSONPointer.root.description])
  }

  /// Loads a remote document already read, whose members at `untrusted` had repeated keys.
  static func load<Labels: Codable>(document: JSONValue, untrusted: Set<JSONPointer>, over defaults: Labels)
    -> LoadedLabels<Labels>
  {
    let defaultsOnly = defaultsOnly(defaults)
    guard let defaultsDocument = JSONValue(encoding: defaults) else { return defaultsOnly }
    var overlay = DefaultsOverlay(remote: document, untrusted: untrusted, defaults: defaultsDocument)
    // Each repair puts the defaults back over a larger part of the document, so the loop ends.
    while true {
      do {
        let labels = try JSONDecoder().decode(Labels.self, from: overlay.merged.data)
        return LoadedLabels(
          labels: labels,
          source: overlay.source(of: labels),
          fallbacks: overlay.fallbacks.sorted().map(\.description)
        )
      } catch {
        guard let error = error as? DecodingError, overlay.repair(error) else { return defaultsOnly }
      }
    }
  }
}
