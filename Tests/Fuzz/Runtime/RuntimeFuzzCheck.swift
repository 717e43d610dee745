import Foundation
import LabelsCore
import LabelsRuntime
import LabelsSchema
import LabelsTestFixtures

/// The app side's fuzz target (`make fuzz FUZZ_TARGET="runtime-bytes runtime-snapshot"`): a remote
/// document loaded over the app fixture's defaults, from bytes or from the value a Firebase SDK snapshot
/// holds, and every typed call made on the result.
///
/// The properties, for each locale of ``AppFixtureLabels``:
/// - the load returns, and no typed call on the result traps (texts, templates with every argument
///   type, plurals for a spread of counts from `Int.min` to `Int.max`);
/// - every text of the result is the remote document's at its pointer, or the default's where a
///   fallback covers it, and the fallbacks are empty exactly when the source is ``LabelsSource/remote``;
/// - every fallback names a node that was not valid: the remote node there, laid alone over the
///   defaults, is not taken either. So every valid remote node, judged whole, is in the result.
///
/// Compiled into the package as `RuntimeFuzzChecks` for the tests, and by `make fuzz` with libFuzzer.
public enum RuntimeFuzzCheck {
  /// How the fuzzer hands the document to the loader.
  public enum EntryPoint: String, CaseIterable, Sendable {
    /// The bytes, as the REST API sends them.
    case bytes
    /// The bytes read by `JSONSerialization` into the Foundation objects a snapshot holds.
    case snapshot
  }

  /// The locales the document is loaded over.
  static let locales: [(tag: String, labels: AppFixtureLabels)] = [
    ("en", .english), ("ru", .russian),
  ]

  /// The properties `bytes` breaks, one sentence each; empty when it keeps them all.
  public static func violations(_ bytes: [UInt8], entry: EntryPoint) -> [String] {
    var violations: [String] = []
    for (tag, defaults) in locales {
      let loaded: LoadedLabels<AppFixtureLabels>
      let remote: (value: JSONValue, duplicates: Set<JSONPointer>)?
      var isJudged = true
      switch entry {
      case .bytes:
        loaded = LabelsLoader.load(Data(bytes), over: defaults)
        remote = try? StrictJSONReader.readRecordingDuplicates(bytes)
      case .snapshot:
        let object = try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
        loaded = LabelsLoader.load(
          snapshotValue: object ?? String(decoding: bytes, as: UTF8.self), over: defaults)
        // The strict reader's value is the snapshot's where both read the bytes and no key repeats.
        remote = (try? StrictJSONReader.read(bytes)).map { ($0, []) }
        isJudged = object != nil && remote != nil
      }
      exerciseTypedCalls(loaded.labels, locale: tag)
      if isJudged { violations += check(loaded, remote: remote, over: defaults).map { "\(tag): \($0)" } }
    }
    return violations
  }

  /// Makes every typed call an app makes; a trap stops the fuzzer.
  static func exerciseTypedCalls(_ labels: AppFixtureLabels, locale: String) {
    let rules = PluralRules.forLocale(locale)
    let counts = [0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 101, 111, 1_000_000, -1, -2, -21, Int.max, Int.min]
    var plurals = [labels.inbox.unread, labels.expenses.count]
    plurals += labels.expenses.categories.compactMap(\.items)
    var texts = [labels.inbox.title, labels.inbox.subtitle ?? "", labels.expenses.title]
    for name in ["", "Аня", "%@ %lld {name}"] {
      texts.append(labels.inbox.greeting(name))
      for amount in [0, -1.5, 12.5, .nan, .infinity, -.infinity, .greatestFiniteMagnitude] {
        texts.append(labels.expenses.spent(name, amount))
      }
    }
    for plural in plurals {
      for count in counts {
        texts.append(plural(count, rules: rules))
        texts.append(plural(count, locale: locale))
      }
    }
    texts += labels.expenses.categories.flatMap { [$0.id, $0.name] }
    // The texts are read, so that nothing above is optimised away.
    if texts.reduce(0, { $0 &+ $1.utf8.count }) < 0 { fatalError("unreachable") }
  }

  /// The properties of one load whose remote document the strict reader read as `remote` (`nil` when
  /// it could not).
  static func check(
    _ loaded: LoadedLabels<AppFixtureLabels>, remote: (value: JSONValue, duplicates: Set<JSONPointer>)?,
    over defaults: AppFixtureLabels
  ) -> [String] {
    guard let result = document(of: loaded.labels), let defaultsDocument = document(of: defaults) else {
      return ["the labels do not encode"]
    }
    let fallbacks = loaded.fallbacks.compactMap(JSONPointer.init(parsing:))
    guard let remote, fallbacks != [.root] else {
      guard result == defaultsDocument, loaded.source == .defaultsOnly, fallbacks == [.root] else {
        return ["an unreadable document gave \(loaded.source) with fallbacks \(loaded.fallbacks)"]
      }
      return []
    }
    var violations: [String] = []
    if fallbacks.isEmpty != (loaded.source == .remote) {
      violations.append("source \(loaded.source) with fallbacks \(loaded.fallbacks)")
    }
    for (pointer, leaf) in leaves(of: result, at: .root) {
      let expected =
        fallbacks.contains { $0.contains(pointer) } ? defaultsDocument[pointer] : remote.value[pointer]
      if expected != leaf {
        violations.append("\(pointer) is \(leaf), neither the remote's nor under a fallback")
      }
    }
    for fallback in fallbacks {
      guard let node = remote.value[fallback], !remote.duplicates.contains(where: fallback.contains) else {
        continue
      }
      var alone = defaultsDocument
      alone.setMember(at: fallback.tokens[...], to: node)
      let probe = LabelsLoader.load(Data(CanonicalJSONWriter.bytes(alone)), over: defaults)
      if probe.fallbacks.isEmpty {
        violations.append("the remote node at \(fallback) is taken alone, but was not taken")
      }
    }
    return violations
  }

  private static func document(of labels: AppFixtureLabels) -> JSONValue? {
    (try? JSONEncoder().encode(labels)).flatMap { try? StrictJSONReader.read([UInt8]($0)) }
  }

  /// The strings and booleans of a document, by pointer.
  private static func leaves(of value: JSONValue, at pointer: JSONPointer) -> [(JSONPointer, JSONValue)] {
    switch value {
    case .string, .bool: [(pointer, value)]
    case .null, .number: []
    case .array(let items):
      items.enumerated().flatMap { leaves(of: $0.element, at: pointer.appending(index: $0.offset)) }
    case .object(let members): members.flatMap { leaves(of: $0.value, at: pointer.appending($0.key)) }
    }
  }
}

extension JSONValue {
  /// The value at `pointer` of a document.
  fileprivate subscript(pointer: JSONPointer) -> JSONValue? {
    pointer.value(in: self)
  }

  /// Sets the member at `tokens`, each but the last naming a member of an object.
  fileprivate mutating func setMember(at tokens: ArraySlice<String>, to value: JSONValue) {
    guard let token = tokens.first else {
      self = value
      return
    }
    guard case .object(var members) = self else { return }
    if tokens.count == 1 {
      members[token] = value
    } else {
      members[token]?.setMember(at: tokens.dropFirst(), to: value)
    }
    self = .object(members)
  }
}
