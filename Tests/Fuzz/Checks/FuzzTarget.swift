#if canImport(LabelsKit)
  import LabelsKit
#endif

/// One reader the fuzzer drives (`make fuzz FUZZ_TARGET=strings`), and the properties every input must
/// keep: the libFuzzer entry point (`Tests/Fuzz/LibFuzzerEntry.swift`) stops on a violation, and
/// `FuzzRegressionTests` replays each target's seeds and findings from its fixture folder.
///
/// Compiled into the package as `FuzzChecks` for the tests, and by `make fuzz` into one module with
/// LabelsKit's sources, where `LabelsKit` is not a module to import.
public enum FuzzTarget: String, CaseIterable, Sendable {
  /// The strict JSON reader and the canonical writer; an input with a NUL byte is two documents to diff.
  case json
  /// The `.strings` reader and writer.
  case strings
  /// The String Catalog reader and writer.
  case catalog
  /// The import plan, of files given as `path` line, contents, NUL-separated.
  case `import`
  /// The upload bundle and its pre-flight, of one document, or two versions separated by a NUL byte.
  case preflight
  /// The Firebase rules writer, of a JSON Schema.
  case rules

  /// The properties `bytes` breaks, one sentence each; empty when it keeps them all.
  public func violations(_ bytes: [UInt8]) -> [String] {
    switch self {
    case .json: JSONFuzzCheck.violations(bytes)
    case .strings: StringsFuzzCheck.violations(bytes)
    case .catalog: CatalogFuzzCheck.violations(bytes)
    case .import: ImportFuzzCheck.violations(bytes)
    case .preflight: PreflightFuzzCheck.violations(bytes)
    case .rules: RulesFuzzCheck.violations(bytes)
    }
  }

  /// The folder of its seeds and findings under `Tests/LabelsKitTests/Fixtures/`.
  public var fixtureFolder: String {
    self == .json ? "fuzz" : "fuzz-\(rawValue)"
  }
}

extension [UInt8] {
  /// The bytes before the first NUL and those after it, or `nil` when there is none.
  var splitAtFirstNUL: (before: [UInt8], after: [UInt8])? {
    firstIndex(of: 0).map { (Array(self[..<$0]), Array(self[($0 + 1)...])) }
  }
}
