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
/// Through ``EntryPoint/rollout``, the bytes are a line's control document instead (``LineRollout``):
/// - the reading returns, the same for the same bytes, and is ``LineRollout/none`` when the strict
///   reader refuses the bytes; what it holds is what the document says (`halted` is `true` there, the
///   staged id and share are the document's, the id a Firebase key, the share in 0...100);
/// - the selection is a function of the document and the position alone, for positions across
///   [0, 100) and some drawn from the bytes: halted gives ``RolloutSelection/halted``, no staged release
///   gives ``RolloutSelection/released``, and otherwise the staged release exactly when
///   `position < percent`.
///
/// Compiled into the package as `RuntimeFuzzChecks` for the tests, and by `make fuzz` with libFuzzer.
public enum RuntimeFuzzCheck {
  /// How the fuzzer hands the document to the loader.
  public enum EntryPoint: String, CaseIterable, Sendable {
    /// The bytes, as the REST API sends them.
    case bytes
    /// The bytes read by `JSONSerialization` into the Foundation objects a snapshot holds.
    case snapshot
    /// The bytes as a line's control document, read by ``LineRollout/parse(_:)`` and selected from.
    case rollout
  }

  /// The locales the document is loaded over.
  static let locales: [(tag: String, labels: AppFixtureLabels)] = [
    ("en", .english), ("ru", .russian),
  ]

  /// The properties `bytes` breaks, one sentence each; empty when it keeps them all.
  public static func violations(_ bytes: [UInt8], entry: EntryPoint) -> [String] {
    if entry == .rollout { return rolloutViolations(bytes) }
    var violations: [String] = []
    for (tag, defaults) in locales {
      let loaded: LoadedLabels<AppFixtureLabels>
      let remote: (value: JSONValue, duplicates: Set<JSONPointer>)?
      var isJudged = true
      switch entry {
      case .bytes:
        loaded = LabelsLoader.load(Data(bytes), over: defaults)
        remote = try? StrictJSONReader.readRecordingDuplicates(bytes)
      case .rollout:
        return []
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

  /// The properties of a control document's reading and of the selection from it.
  static func rolloutViolations(_ bytes: [UInt8]) -> [String] {
    let rollout = LineRollout.parse(Data(bytes))
    var violations: [String] = []
    if LineRollout.parse(Data(bytes)) != rollout { violations.append("two readings differ") }
    let document = try? StrictJSONReader.read(bytes)
    if document == nil, rollout != .none { violations.append("unreadable bytes gave \(rollout)") }
    if rollout.isHalted {
      if case .object(let members)? = document, members["halted"] == .bool(true) {
      } else {
        violations.append("halted, but the document's halted is not true")
      }
    }
    if let staged = rollout.staged {
      if FirebaseKey.problem(staged.id) != nil {
        violations.append("the staged id \(staged.id) is not a key")
      }
      if !(0...100).contains(staged.percent) {
        violations.append("the share \(staged.percent) is out of range")
      }
      if case .object(let members)? = document, case .object(let release)? = members["staged"],
        release["id"] == .string(staged.id), case .number(let text)? = release["percent"],
        Double(text) == Double(staged.percent)
      {
      } else {
        violations.append("staged \(staged.id) at \(staged.percent) %, which the document does not say")
      }
    }
    var positions = [0, 0.5, 1, 9.999, 10, 10.001, 49.5, 50, 99, 99.999].compactMap(RolloutPosition.init)
    for chunk in stride(from: 0, to: min(bytes.count, 64), by: 8) {
      let word = bytes[chunk..<min(chunk + 8, bytes.count)].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
      positions += [RolloutPosition(Double(word % 10_000_000) / 100_000)].compactMap { $0 }
    }
    for position in positions {
      let selection = rollout.selection(at: position)
      if rollout.selection(at: position) != selection {
        violations.append("two selections at \(position) differ")
      }
      let expected: RolloutSelection =
        if rollout.isHalted {
          .halted
        } else if let staged = rollout.staged, position.value < Double(staged.percent) {
          .staged(id: staged.id)
        } else {
          .released
        }
      if selection != expected { violations.append("at \(position): \(selection), not \(expected)") }
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
    for (read, received, share) in [(0, 0, 0), (-1, UInt64.max, Float.nan), (Int.min, 1, -Float.infinity)] {
      texts.append(labels.inbox.stats(read, received, share))
      texts.append(labels.inbox.stats(Int.max, UInt64(read.magnitude), Float.greatestFiniteMagnitude))
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
