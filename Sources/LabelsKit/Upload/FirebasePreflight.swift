import LabelsCore

/// Checks documents against the limits of Firebase Realtime Database before anything leaves the
/// machine: the store refuses some data and silently drops or reshapes other data, and the app then
/// fails to decode it. See ``FirebaseLimits`` for the limits and their sources.
package enum FirebasePreflight {
  /// Every problem of one locale's document stored at `path`, in document order: invalid keys, paths
  /// too long or too deep, empty objects and arrays, `null`, integer-keyed objects and strings too large.
  /// - Parameters:
  ///   - document: the locale's labels.
  ///   - locale: the locale, named in each finding.
  ///   - path: the keys from the database root to the document, such as
  ///     `["production", "1-0-0", "en", "labels"]`; they count towards the path limits.
  package static func findings(for document: JSONValue, locale: LocaleIdentifier, at path: [String])
    -> [Finding]
  {
    var walk = Walk(locale: locale, path: path)
    if walk.pathFits() { walk.visit(document) }
    return walk.findings
  }

  /// The problem, if any, of writing `byteCount` bytes at once: over 16 MB a warning (an SDK could not
  /// write it; the Firebase CLI can), over 256 MB an error.
  package static func findings(forWriteOf byteCount: Int) -> [Finding] {
    if byteCount > FirebaseLimits.maximumRESTWriteBytes {
      return [
        writeSize(
          .error,
          "the upload is \(byteCount) bytes, over the \(FirebaseLimits.maximumRESTWriteBytes) bytes (256 MB) "
            + "that one write to Firebase may carry; split it into smaller writes")
      ]
    }
    if byteCount > FirebaseLimits.maximumSDKWriteBytes {
      return [
        writeSize(
          .warning,
          "the upload is \(byteCount) bytes, over the \(FirebaseLimits.maximumSDKWriteBytes) bytes (16 MB) "
            + "that one SDK write may carry; firebase database:set writes through the REST API, "
            + "which accepts up to 256 MB")
      ]
    }
    return []
  }

  /// The problems of line `key`, of `byteCount` bytes as one release, when it holds its three trees
  /// (``FirebaseLimits/treesPerLine``), which every command writes at once: over 256 MB an error, over
  /// `serve --store`'s 32 MiB a warning.
  package static func findings(forLine key: String, of byteCount: Int) -> [Finding] {
    let bytes = byteCount * FirebaseLimits.treesPerLine
    let held =
      "line \(key) holds up to three releases (released, staged, previous), written at once: about "
      + "\(bytes) bytes"
    if bytes > FirebaseLimits.maximumRESTWriteBytes {
      return [
        writeSize(
          .error,
          "\(held), over the \(FirebaseLimits.maximumRESTWriteBytes) bytes (256 MB) that one write to Firebase may "
            + "carry; split the labels into fewer locales or smaller texts")
      ]
    }
    if bytes > FirebaseLimits.maximumServeWriteBytes {
      return [
        writeSize(
          .warning,
          "\(held), over the \(FirebaseLimits.maximumServeWriteBytes) bytes (32 MiB) that 'serve --store' takes "
            + "in one request; Firebase takes up to 256 MB")
      ]
    }
    return []
  }

  /// The error when the write of line `key` (`byteCount` bytes, to `environment`) is over what the store
  /// takes: Firebase's 256 MB, or `serve --store`'s 32 MiB when `serving` (an `http` loopback address).
  package static func lineWriteProblem(
    _ key: String, environment: UploadEnvironment, byteCount: Int, serving: Bool
  ) -> Diagnostic? {
    let limit = serving ? FirebaseLimits.maximumServeWriteBytes : FirebaseLimits.maximumRESTWriteBytes
    guard byteCount > limit else { return nil }
    let store =
      serving ? "'serve --store' takes in one request (32 MiB)" : "one write to Firebase may carry (256 MB)"
    return Diagnostic(
      .error,
      "/\(environment)/\(key) would be \(byteCount) bytes with its releases, over the \(limit) bytes \(store); "
        + "nothing was written",
      fix: "roll back or promote the staged release first, which leaves two trees in the line")
  }

  private static func writeSize(_ severity: Diagnostic.Severity, _ message: String) -> Finding {
    Finding(rule: .firebaseWriteSize, severity: severity, locale: nil, path: .root, message: message)
  }

  /// A depth-first walk that keeps the path's byte length as the SDKs count it.
  private struct Walk {
    let locale: LocaleIdentifier
    /// The keys from the database root.
    var path: [String]
    /// The value's place in the document.
    var pointer = JSONPointer.root
    /// The byte length of `/key/key/...` for `path`.
    var byteLength: Int
    var findings: [Finding] = []

    init(locale: LocaleIdentifier, path: [String]) {
      self.locale = locale
      self.path = path
      byteLength = path.reduce(0) { $0 + 1 + $1.utf8.count }
    }

    mutating func visit(_ value: JSONValue) {
      switch value.labelNode {
      case .absent:
        report(
          .firebaseNull,
          "null deletes the node in Firebase, so the key is missing when the app reads it back; "
            + "remove the member or give it a value")
      case .value:
        break
      case .plural(let plural):
        visit(.object(plural.members), under: PluralLabel.marker)
      case .pluralText(let label):
        visit(label.format, under: PluralTextLabel.formatMarker)
        visit(.object(label.variables), under: PluralTextLabel.variablesMarker)
      case .text(let text):
        let size = text.utf8.count
        if size > FirebaseLimits.maximumStringBytes {
          report(
            .firebaseStringSize,
            "the string is \(size) bytes in UTF-8, over Firebase's limit of "
              + "\(FirebaseLimits.maximumStringBytes) bytes (10 MB); shorten it")
        }
      case .list(let list):
        if list.items.isEmpty { reportEmpty("array") }
        for (index, item) in list.items.enumerated() { visit(item, under: String(index)) }
      case .group(let members):
        if members.isEmpty { reportEmpty("object") }
        if !members.isEmpty, members.keys.allSatisfy(Self.isArrayIndex) {
          report(
            .firebaseIntegerKeys,
            "every key of this object is a non-negative integer, so Firebase may return it as an array "
              + "(it does when the largest key is below twice the number of keys) and the app cannot "
              + "decode it; use keys that are not numbers")
        }
        for key in members.keys.sorted(by: CanonicalJSONWriter.keyPrecedes) {
          // The key came from `members.keys`, so the lookup always succeeds.
          if let member = members[key] { visit(member, under: key) }
        }
      }
    }

    /// Whether the path so far is within the limits; reports the limits it breaks.
    mutating func pathFits() -> Bool {
      var fits = true
      if byteLength > FirebaseLimits.maximumPathBytes {
        fits = false
        report(
          .firebasePathLength,
          "the full path in Firebase is \(byteLength) bytes, over the limit of "
            + "\(FirebaseLimits.maximumPathBytes) (the keys in UTF-8 plus one '/' each); shorten the keys")
      }
      if path.count > FirebaseLimits.maximumDepth {
        fits = false
        report(
          .firebaseDepth,
          "the full path in Firebase is \(path.count) keys deep, over the limit of "
            + "\(FirebaseLimits.maximumDepth); nest the labels less deeply")
      }
      return fits
    }

    private mutating func visit(_ value: JSONValue, under key: String) {
      path.append(key)
      let parent = pointer
      pointer = pointer.appending(key)
      byteLength += 1 + key.utf8.count
      if let problem = FirebaseKey.problem(key) { report(.firebaseKey, problem) }
      // Below a path that breaks a limit every path does, so report it once, at the highest node.
      if pathFits() { visit(value) }
      byteLength -= 1 + key.utf8.count
      pointer = parent
      path.removeLast()
    }

    private mutating func reportEmpty(_ kind: String) {
      report(
        .firebaseEmpty,
        "empty \(kind): Firebase keeps no empty node, so the key is missing when the app reads it back; "
          + "remove it or give it content")
    }

    private mutating func report(_ rule: FindingRule, _ message: String) {
      findings.append(
        Finding(
          rule: rule, severity: rule.severity, locale: locale, path: pointer, message: message))
    }

    /// A key the SDKs read as an array index: `0` or a digit string without a leading zero.
    private static func isArrayIndex(_ key: String) -> Bool {
      guard let first = key.utf8.first, key.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
        return false
      }
      return first != 0x30 || key.utf8.count == 1
    }
  }
}
