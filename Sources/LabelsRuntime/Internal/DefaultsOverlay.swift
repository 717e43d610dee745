import Foundation
import LabelsCore

/// Lays a remote document over the defaults' document member by member, then puts the defaults back
/// wherever the labels type still refuses to decode the result.
struct DefaultsOverlay {
  /// The defaults as a labels document.
  let defaults: JSONValue
  /// The members of the remote document whose key is repeated: never trusted.
  private let untrusted: Set<JSONPointer>
  /// The remote values where they fit, the defaults elsewhere.
  private(set) var merged: JSONValue = .null
  /// Where the defaults were kept, the highest pointer of each subtree only.
  private(set) var fallbacks: Set<JSONPointer> = []

  init(remote: JSONValue, untrusted: Set<JSONPointer>, defaults: JSONValue) {
    self.defaults = defaults
    self.untrusted = untrusted
    merged = overlay(remote, on: defaults, at: .root)
  }

  /// Puts the defaults back at the place a decoding error names, or above it when that place already
  /// holds the defaults. A place inside an array sends the whole array back, as arrays are taken whole.
  /// - Returns: `false` when the merged document already is the defaults, so nothing is left to repair.
  mutating func repair(_ error: DecodingError) -> Bool {
    guard let location = location(of: error) else { return false }
    var pointer = outermostArray(on: location) ?? location
    while merged[pointer] == defaults[pointer] {
      guard let parent = pointer.parent else { return false }
      pointer = parent
    }
    merged.replace(at: pointer, with: defaults[pointer])
    fallBack(at: pointer)
    return true
  }

  /// Where the decoded labels came from: a value counts as remote when it lies outside every fallback
  /// and the labels type kept it.
  func source(of labels: some Encodable) -> LabelsSource {
    if fallbacks.isEmpty { return .remote }
    if fallbacks.contains(.root) { return .defaultsOnly }
    let remoteLeaves = merged.leaves().filter { leaf in !fallbacks.contains { $0.contains(leaf) } }
    // A remote value where the defaults have one is a label; the labels type decoded it.
    if remoteLeaves.contains(where: { defaults[$0] != nil }) { return .partlyRemote }
    // The others are optional labels or unknown keys, which only the decoded value tells apart.
    guard !remoteLeaves.isEmpty, let decoded = JSONValue(encoding: labels) else {
      return remoteLeaves.isEmpty ? .defaultsOnly : .partlyRemote
    }
    return remoteLeaves.contains { decoded[$0] != nil } ? .partlyRemote : .defaultsOnly
  }

  private mutating func overlay(_ remote: JSONValue?, on base: JSONValue, at pointer: JSONPointer)
    -> JSONValue
  {
    if case .absent = base.labelNode {
      // The defaults say nothing here (an optional label left out), so any trusted remote value may stand.
      return remote.flatMap { isTrusted(pointer) ? $0 : nil } ?? base
    }
    guard let remote, remote != .null, isTrusted(key: pointer), remote.kind == base.kind else {
      fallBack(at: pointer)
      return base
    }
    switch (base.labelNode, remote.labelNode) {
    case (.group(let baseMembers), .group(let remoteMembers)):
      var members: [String: JSONValue] = [:]
      for (key, value) in baseMembers {
        members[key] = overlay(remoteMembers[key], on: value, at: pointer.appending(key))
      }
      // Members the defaults lack are optional labels or unknown keys: decoding keeps the first and
      // ignores the others, and `repair` removes any that the type refuses.
      for (key, value) in remoteMembers where baseMembers[key] == nil && value != .null {
        if isTrusted(pointer.appending(key)) { members[key] = value }
      }
      return .object(members)
    case (.text(let baseText), .text(let remoteText)):
      // A text the app could not format with the default's arguments, or a blank one, is not shown.
      guard isTrusted(pointer), RemoteLabelCheck.accepts(remoteText, replacing: baseText) else {
        fallBack(at: pointer)
        return base
      }
      return remote
    case (.plural(let basePlural), let remoteNode):
      // A plural is taken whole, and only when it is complete and takes the default's arguments.
      guard isTrusted(pointer), case .plural(let remotePlural) = remoteNode,
        RemoteLabelCheck.accepts(remotePlural, replacing: basePlural)
      else {
        fallBack(at: pointer)
        return base
      }
      return remote
    case (.text, _), (.list, _), (.value, _), (.group, _), (.absent, _):
      // A value or a list (taken whole) stands when nothing in it is repeated.
      guard isTrusted(pointer) else {
        fallBack(at: pointer)
        return base
      }
      return remote
    }
  }

  /// Whether no key at or below `pointer` is repeated.
  private func isTrusted(_ pointer: JSONPointer) -> Bool {
    untrusted.isEmpty || !untrusted.contains { pointer.contains($0) }
  }

  /// Whether the key of the member at `pointer` is not repeated.
  private func isTrusted(key pointer: JSONPointer) -> Bool {
    untrusted.isEmpty || !untrusted.contains(pointer)
  }

  private mutating func fallBack(at pointer: JSONPointer) {
    fallbacks = fallbacks.filter { !pointer.contains($0) }
    fallbacks.insert(pointer)
  }

  private func location(of error: DecodingError) -> JSONPointer? {
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
      if case .list = merged[pointer]?.labelNode, let index = key.intValue { token = String(index) }
      pointer = pointer.appending(token)
    }
    return pointer
  }

  private func outermostArray(on pointer: JSONPointer) -> JSONPointer? {
    var prefix = JSONPointer.root
    for token in pointer.tokens {
      if case .list = merged[prefix]?.labelNode { return prefix }
      prefix = prefix.appending(token)
    }
    if case .list = merged[prefix]?.labelNode { return prefix }
    return nil
  }
}
